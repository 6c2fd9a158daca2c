import { it } from '@sanity/shared/i18n/it';
import { itAccount } from '@sanity/shared/i18n/it-account';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { BriefcaseMedical, ExternalLink, Pencil } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Chip } from '../../../components/ui/chip';
import { Section } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { displayNameOf, initialsSourceOf } from '../../../lib/user-names';
import { useCurrentUser } from '../../auth/api/get-me';
import { useDoctor } from '../../doctors/api/get-doctor';
import { DoctorContent } from '../../doctors/public/doctor-content';
import { useAllSectors } from '../../sectors/api/get-sectors';
import { EditProfileDialog } from '../../users/public/edit-profile-dialog';

/** /il-mio-account: the doctor's own dashboard (content spec §2.8). */
export function MyAccountPage() {
  const user = useCurrentUser();
  // Names of the sectors already chosen, deactivated ones too.
  const sectors = useAllSectors();
  // The counts come with the public profile (followers, published articles and therapies).
  const profile = useDoctor(user.id);
  const a = itAccount.account;
  usePageTitle(a.title);
  // /il-mio-account?apri=profilo (the new doctor's checklist: biography and photo) opens 'Modifica Profilo'.
  const [searchParams] = useSearchParams();
  const openEditor = searchParams.get('apri') === 'profilo';
  const name = displayNameOf(user);
  const sectorNames = user.sectors.map((id) => sectors.data?.find((s) => s.id === id)?.name ?? null).filter((n): n is string => n !== null);
  const [followers, articles, therapies] = [profile.data?.doctor.followersCount ?? 0, profile.data?.doctor.articlesCount ?? 0, profile.data?.doctor.therapiesCount ?? 0];
  const counts = [
    { key: 'followers', label: a.followers(followers), value: followers },
    { key: 'articles', label: a.articles(articles), value: articles },
    { key: 'therapies', label: a.therapies(therapies), value: therapies },
  ];

  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm font-medium text-brand-700">{a.title}</p>
      <Card>
        <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <Avatar name={initialsSourceOf(user)} src={user.avatar} alt={it.shell.avatarAlt(name)} size="xl" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
            <p className="flex items-center gap-2 text-slate-700">
              <BriefcaseMedical className="size-4 text-brand-700" aria-hidden="true" />
              {user.specialization ?? itPublic.doctorProfile.specializationUnknown}
            </p>
            <div className="flex flex-col gap-1.5">
              <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{a.sectors}</h2>
              {sectorNames.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {sectorNames.map((n) => (
                    <li key={n}>
                      <Chip>{n}</Chip>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">{a.noSectors}</p>
              )}
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:self-start">
            <EditProfileDialog
              user={user}
              defaultOpen={openEditor}
              trigger={
                <Button variant="outline">
                  <Pencil aria-hidden="true" />
                  {a.editProfileTitle}
                </Button>
              }
            />
            <Link to={`/doctor/${encodeURIComponent(user.id)}`} className={buttonClasses('ghost', 'md')}>
              <ExternalLink aria-hidden="true" />
              {a.viewPublic}
            </Link>
          </div>
        </CardContent>
        <dl className="grid grid-cols-3 border-t border-slate-100">
          {counts.map((c) => (
            <div key={c.key} className="flex flex-col-reverse items-center gap-0.5 border-r border-slate-100 py-4 last:border-r-0">
              <dt className="text-xs text-slate-600">{c.label}</dt>
              <dd className="text-xl font-semibold text-slate-900">{c.value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Section
        title={itPublic.doctorProfile.bio}
        id="account-bio"
        aside={
          <EditProfileDialog
            user={user}
            trigger={
              <Button variant="ghost" size="sm">
                <Pencil aria-hidden="true" />
                {itPublic.doctorProfile.edit}
              </Button>
            }
          />
        }
      >
        <Card>
          <CardContent>
            <p className="leading-relaxed break-words whitespace-pre-line text-slate-700">{user.biografia || itPublic.doctorProfile.defaultBio}</p>
          </CardContent>
        </Card>
      </Section>

      <DoctorContent doctorId={user.id} sectorIds={user.sectors} idPrefix="account" />
    </div>
  );
}
