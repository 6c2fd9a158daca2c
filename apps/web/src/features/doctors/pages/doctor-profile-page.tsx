import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { BriefcaseMedical, MapPin, Pencil, SearchX, TriangleAlert, type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Section } from '../../../components/ui/page-header';
import { MapAddress } from '../../../components/ui/map-address';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { initialsSourceOf } from '../../../lib/user-names';
import { useSession } from '../../auth/api/get-me';
import { EditProfileDialog } from '../../users/public/edit-profile-dialog';
import { NotBookableNotice } from '../../practice/public/not-bookable-notice';
import { useDoctor } from '../api/get-doctor';
import { type DoctorPublic } from '@sanity/shared/schemas/doctors';
import { DoctorContent } from '../components/doctor-content';
import { DoctorCounts } from '../components/doctor-counts';
import { DoctorServices } from '../components/doctor-services';
import { VerifiedBadge } from '../components/verified-badge';
import { Alert } from '../../../components/ui/alert';
import { FollowButton, SignInToFollow } from '../components/follow-button';
import { SignUpPrompt } from '../../auth/public/sign-up-prompt';
import { RatingSummaryView } from '../../reviews/public/rating-summary';
import { LazyDoctorReviews } from '../../reviews/public/doctor-reviews';

type DoctorProfilePageProps = { params: Record<string, string>; signedIn: boolean };

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

/** /doctor/:id and /public/doctor/:id (content spec §2.7): header, follow, bio, services, categories, articles and therapies. */
export function DoctorProfilePage({ params, signedIn }: DoctorProfilePageProps) {
  const id = params.id ?? '';
  const p = itPublic.doctorProfile;
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

  const doctor = profile.data.doctor;
  const me = session.status === 'signed-in' ? session.user : null;
  const isOwner = me?.id === doctor.id;

  return (
    <div className="flex flex-col gap-8">
      <ProfileHeader
        doctor={doctor}
        action={isOwner ? null : signedIn ? <FollowButton doctorId={doctor.id} following={doctor.isFollowing} /> : <SignInToFollow />}
      />

      {isOwner && !doctor.isVerified ? <Alert tone="info">{itSettings.adminDoctors.ownProfileNotice}</Alert> : null}
      {isOwner ? <NotBookableNotice /> : null}

      <Section
        title={p.bio}
        id="doctor-bio"
        aside={
          isOwner && me ? (
            <EditProfileDialog
              user={me}
              trigger={
                <Button variant="ghost" size="sm">
                  <Pencil aria-hidden="true" />
                  {p.edit}
                </Button>
              }
            />
          ) : null
        }
      >
        <Card>
          <CardContent>
            <p className="leading-relaxed break-words whitespace-pre-line text-slate-700">{doctor.biografia || p.defaultBio}</p>
          </CardContent>
        </Card>
      </Section>

      {doctor.practiceAddress ? (
        <Section title={itSettings.practiceAddress.profileSection} id="doctor-practice">
          <Card>
            <CardContent className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <MapAddress address={doctor.practiceAddress} className="text-slate-800" />
            </CardContent>
          </Card>
        </Section>
      ) : null}

      <DoctorServices doctorId={doctor.id} doctorName={doctor.name} isOwner={isOwner} signedIn={signedIn} location={doctor.practiceAddress} />

      {/* Issue 28: the verified reviews, newest first, with the doctor's replies (the doctor answers here). */}
      <LazyDoctorReviews doctorId={doctor.id} isOwner={isOwner} signedIn={signedIn} />

      <DoctorContent doctorId={doctor.id} sectorIds={doctor.sectors} />

      {!signedIn ? <SignUpPrompt /> : null}
    </div>
  );
}

function ProfileHeader({ doctor, action }: { doctor: DoctorPublic; action: ReactNode }) {
  const p = itPublic.doctorProfile;
  const city = doctor.practiceAddress?.city ?? null;
  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className="h-24 bg-gradient-to-r from-brand-700 via-brand-600 to-cyan-700 sm:h-28" />
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
        <Avatar name={initialsSourceOf(doctor)} src={doctor.avatar} alt={it.shell.avatarAlt(doctor.name)} size="xl" className="-mt-14 shrink-0 ring-4 ring-white" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{doctor.name}</h1>
            {doctor.isVerified ? <VerifiedBadge name={doctor.name} /> : null}
          </div>
          <p className="flex items-center gap-2 text-slate-700">
            <BriefcaseMedical className="size-4 text-brand-700" aria-hidden="true" />
            {doctor.specialization ?? p.specializationUnknown}
          </p>
          {/* The spec's fixed rating 4.9 gives way to the verified reviews' (issue 28): from three on, with a link
              to them; 'Nuovo su Sanity' before (D.Lgs. 26/2023; docs/ux-choices.md). */}
          {doctor.rating ? (
            <a href="#recensioni" className="self-start rounded-sm underline-offset-4 hover:underline">
              <RatingSummaryView rating={doctor.rating} size="md" />
            </a>
          ) : (
            <RatingSummaryView rating={doctor.rating} />
          )}
          {/* The spec's fixed 'Milano' gives way to the practice's city; no address, no city. */}
          {city ? (
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
              <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="sr-only">{p.locationLabel}: </span>
              <span className="break-words">{city}</span>
            </p>
          ) : null}
          <DoctorCounts followers={doctor.followersCount} articles={doctor.articlesCount} therapies={doctor.therapiesCount} />
        </div>
        {action ? <div className="sm:self-start">{action}</div> : null}
      </CardContent>
    </Card>
  );
}
