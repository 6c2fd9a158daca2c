import { isDoctorRole } from '@sanity/shared/domain/roles';
import { it } from '@sanity/shared/i18n/it';
import { BookOpenText, Pill } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { cardsOf, useArticleList } from '../../articles/api/get-articles';
import { ArticleRail } from '../../articles/public/article-rail';
import { useActingPractice, useCurrentUser } from '../../auth/api/get-me';
import { useContactClaims } from '../../contact-claims/api/contact-claims';
import { useReadiness } from '../../practice/api/get-readiness';
import { SearchBox } from '../../search/public/search-box';
import { ALL_CATEGORIES, CategoryStrip } from '../../sectors/public/category-strip';
import { DoctorActions } from '../components/doctor-actions';

// Only a doctor whose practice is not yet bookable sees it: patients and doctors whose patients can
// already book, most of the dashboard's visitors, never download it (issue 27).
// ADR 0039: only a patient with visits a practice registered at their verified phone downloads the card.
const ContactClaimsCard = lazy(async () => ({ default: (await import('../../contact-claims/public/contact-claims-card')).ContactClaimsCard }));
const SetupChecklist = lazy(async () => ({ default: (await import('../../practice/public/setup-checklist')).SetupChecklist }));

/** The signed-in home (content spec §2.1): search, 'Categorie', and the 'Articoli' and 'Terapie' lists. */
export function DashboardPage() {
  const user = useCurrentUser();
  const d = it.dashboard;
  const [category, setCategory] = useState(ALL_CATEGORIES);
  usePageTitle(it.shell.dashboard);
  const firstName = user.nome || user.displayName.split(' ')[0] || user.name;
  const filter = category === ALL_CATEGORIES ? null : category;
  const articles = useArticleList('article', filter);
  const therapies = useArticleList('therapy', filter);
  const practice = useActingPractice();
  const doctor = isDoctorRole(user.role) && !practice;
  // The checklist reads the same query (one request): asked here, its code loads only when it has steps to show.
  const readiness = useReadiness(doctor);
  const settingUp = readiness.data?.bookable === false;
  // A patient's account (not a doctor, not a collaborator at work): the practices' visits offered by its verified phone.
  const claims = useContactClaims(!isDoctorRole(user.role) && !practice);
  // Once shown, the card stays for this visit of the page: it keeps the answer given and the focus.
  const [claimsShown, setClaimsShown] = useState(false);
  if (!claimsShown && (claims.data?.offers.length ?? 0) > 0) setClaimsShown(true);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{d.greeting(firstName)}</h1>
          <p className="text-slate-600">{doctor ? it.doctorPath.dashboardSubtitle : d.subtitle}</p>
        </div>
        <SearchBox />
      </div>

      {claimsShown ? (
        <Suspense fallback={null}>
          <ContactClaimsCard />
        </Suspense>
      ) : null}

      {/* Issue 30: a collaborator's practice, by its doctor's name: its agenda and its patients. */}
      {practice ? <DoctorActions doctorId={practice.doctorId} title={practice.doctorName} staff /> : null}

      {/* A new doctor's steps until patients can book (issue 15); gone once bookable. */}
      {doctor ? (
        <>
          {settingUp ? (
            <Suspense fallback={null}>
              <SetupChecklist enabled review={user.doctorReview?.status} />
            </Suspense>
          ) : null}
          {/* A doctor's home is the practice (issue 24); colleagues' content follows under its own heading. */}
          <DoctorActions doctorId={user.id} />
          <h2 className="-mb-4 text-lg font-semibold text-slate-900">{it.doctorPath.readingTitle}</h2>
        </>
      ) : null}

      <CategoryStrip value={category} onChange={setCategory} />

      <ArticleRail id="dashboard-articles" title={d.articles} emptyText={d.articlesEmpty} emptyIcon={BookOpenText} cards={cardsOf(articles)} loading={articles.isPending} />
      <ArticleRail id="dashboard-therapies" title={d.therapies} emptyText={d.therapiesEmpty} emptyIcon={Pill} cards={cardsOf(therapies)} loading={therapies.isPending} />
    </div>
  );
}
