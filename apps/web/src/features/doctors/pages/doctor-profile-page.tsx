import { it } from '@sanity/shared/i18n/it';
import { BadgeCheck, BookOpenText, BriefcaseMedical, MapPin, Pencil, Pill, SearchX, Star, TriangleAlert, type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Section } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { initialsSourceOf } from '../../../lib/user-names';
import { useSession } from '../../auth/api/get-me';
import { useDoctor } from '../api/get-doctor';

type DoctorProfilePageProps = { params: Record<string, string>; signedIn: boolean; variant: 'private' | 'public' };

function StateCard({ icon: Icon, title, text, tone = 'neutral', action }: { icon: LucideIcon; title: string; text?: string; tone?: 'neutral' | 'error'; action?: ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <span className={tone === 'error' ? 'inline-flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700' : 'inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700'}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h1 className={tone === 'error' ? 'text-lg font-semibold text-red-800' : 'text-xl font-semibold text-slate-900'}>{title}</h1>
      {text ? <p className="text-sm text-slate-600">{text}</p> : null}
      {action}
    </Card>
  );
}

/** /doctor/:id and /public/doctor/:id (content spec §2.7). Services, articles and therapies come with their issues. */
export function DoctorProfilePage({ params, signedIn, variant }: DoctorProfilePageProps) {
  const id = params.id ?? '';
  const p = it.doctorProfile;
  const session = useSession();
  const profile = useDoctor(id);
  const name = profile.data?.doctor.name ?? p.notFound;
  usePageTitle(profile.isSuccess ? name : it.shell.doctors);

  if (profile.isPending) return <LoadingText className="justify-center py-16">{it.common.loading}</LoadingText>;

  if (profile.isError) {
    if (isApiError(profile.error, 404)) {
      return <StateCard icon={SearchX} title={p.notFound} text={p.notFoundText} />;
    }
    return <StateCard icon={TriangleAlert} tone="error" title={p.loadError(errorMessage(profile.error))} />;
  }

  const user = profile.data.doctor;
  const isOwner = session.status === 'signed-in' && session.user.id === user.id;
  const isPublic = variant === 'public';
  const specialization = user.specialization ?? p.specializationUnknown;

  return (
    <div className="flex flex-col gap-8">
      <Card className="overflow-hidden">
        <div aria-hidden="true" className="h-24 bg-gradient-to-r from-brand-700 via-brand-600 to-cyan-700 sm:h-28" />
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
          <AvatarInitials name={initialsSourceOf(user)} size="xl" className="-mt-14 shrink-0 ring-4 ring-white" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{user.name}</h1>
              {user.isVerified ? (
                <Badge tone="success">
                  <BadgeCheck aria-hidden="true" />
                  {p.verified}
                </Badge>
              ) : null}
            </div>
            {specialization ? (
              <p className="flex items-center gap-2 text-slate-700">
                <BriefcaseMedical className="size-4 text-brand-700" aria-hidden="true" />
                {specialization}
              </p>
            ) : null}
            {isPublic ? (
              <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
                <li className="flex items-center gap-1.5">
                  <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                  <span className="sr-only">{p.rating}: </span>
                  <span className="font-semibold">{p.ratingValue}</span>
                </li>
                <li className="flex items-center gap-1.5">
                  <MapPin className="size-4 text-slate-500" aria-hidden="true" />
                  <span className="sr-only">{p.locationLabel}: </span>
                  {p.location}
                </li>
              </ul>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <Section
        title={p.bio}
        id="doctor-bio"
        aside={
          isOwner ? (
            <Link to="/settings" className={buttonClasses('ghost', 'sm')}>
              <Pencil aria-hidden="true" />
              {it.doctorProfile.edit}
            </Link>
          ) : null
        }
      >
        <Card>
          <CardContent>
            <p className="leading-relaxed whitespace-pre-line text-slate-700">{user.biografia || p.defaultBio}</p>
          </CardContent>
        </Card>
      </Section>

      <Section title={p.services} id="doctor-services">
        <EmptyState icon={BriefcaseMedical} title={p.servicesEmpty} />
      </Section>

      <div className="grid gap-8 lg:grid-cols-2">
        <Section title={p.articles} id="doctor-articles">
          <EmptyState icon={BookOpenText} title={p.articlesEmpty} />
        </Section>
        <Section title={p.therapies} id="doctor-therapies">
          <EmptyState icon={Pill} title={p.therapiesEmpty} />
        </Section>
      </div>

      {!signedIn ? (
        <Card className="flex flex-col items-start gap-4 bg-gradient-to-br from-brand-50 to-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold text-slate-900">{it.publicView.signupTitle}</h2>
            <p className="text-sm text-slate-600">{it.publicView.signupText}</p>
          </div>
          <Link to="/auth?tab=registrati" className={buttonClasses('primary', 'md')}>
            {it.publicView.signupCta}
          </Link>
        </Card>
      ) : null}
    </div>
  );
}
