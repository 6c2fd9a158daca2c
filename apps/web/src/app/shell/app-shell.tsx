import { it } from '@sanity/shared/i18n/it';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser, useSession } from '../../features/auth/api/get-me';
import { PracticeSwitcherSlot } from '../../features/staff/public/practice-switcher';
import { cn } from '../../lib/cn';
import { LegalLinks } from '../../components/legal-links';
import { ArticleEditorHost, onArticleEditorOpen } from '../../features/articles/public/editor';
import { BottomBar } from './bottom-bar';
import { DoctorFabs, FAB_CLEARANCE } from './doctor-fabs';
import { IgeaScreen } from './igea-screen';
import { LeftNav } from './left-nav';
import { MobileTopBar } from './mobile-top-bar';
import { RightSidebar } from './right-sidebar';

// The banners show to few (an unverified e-mail, a doctor not yet approved): their code and strings
// load only for them (issue 27).
const VerifyEmailBanner = lazy(() => import('../../features/auth/public/verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })));
const DoctorReviewBanner = lazy(() => import('../../features/auth/public/doctor-review-banner').then((m) => ({ default: m.DoctorReviewBanner })));

/**
 * The signed-in shell: left navigation (md+), main content that scrolls on its own, right sidebar
 * (lg+; a sheet from the top bar below that) and the bottom bar (below md).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const session = useSession();
  const practices = session.status === 'signed-in' ? session.practices : [];
  const practice = session.status === 'signed-in' ? session.practice : null;
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [igeaOpen, setIgeaOpen] = useState(false);
  // A doctor in their own practice; in another's as staff (issue 30) they work at its desk.
  const doctor = isDoctorRole(user.role) && !practice;
  const staff = practice !== null;
  // Issue 30: who works for a practice chooses it here (in the left navigation, or under the phone's top bar).
  const switcher = (className: string, wide: boolean) =>
    practices.length > 0 ? <PracticeSwitcherSlot practices={practices} doctor={isDoctorRole(user.role)} className={className} watch={wide} inline={!wide} /> : null;

  // Opening the content editor (also from the sheet's 'Crea Contenuto') closes the side sheet.
  useEffect(() => onArticleEditorOpen(() => setSheetOpen(false)), []);

  useEffect(() => {
    mainRef.current?.scrollTo({ top: 0 });
  }, [pathname]);

  // A link followed from the sheet (one of Igea's sources) shows its page, not the sheet over it.
  const [sheetPath, setSheetPath] = useState(pathname);
  if (sheetPath !== pathname) {
    setSheetPath(pathname);
    setSheetOpen(false);
    setIgeaOpen(false);
  }

  const openChat = () => setIgeaOpen(true);

  return (
    <div className="flex h-dvh overflow-hidden bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {it.common.skipToContent}
      </a>
      <LeftNav user={user} staff={staff} switcher={switcher('px-4 pb-3', true)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar user={user} sheetOpen={sheetOpen} onSheetOpenChange={setSheetOpen} onOpenChat={doctor ? undefined : openChat} />
        {switcher('shrink-0 border-b border-slate-200 bg-white px-4 py-2 md:hidden', false)}
        <main id="main" ref={mainRef} tabIndex={0} className="relative flex-1 overflow-y-auto">
          <div className={cn('mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6 lg:px-10 lg:pt-10', doctor ? FAB_CLEARANCE : 'pb-28 md:pb-10')}>
            <Suspense fallback={null}>
              {user.emailVerified ? null : <VerifyEmailBanner user={user} />}
              {user.doctorReview && user.doctorReview.status !== 'approved' ? <DoctorReviewBanner user={user} /> : null}
            </Suspense>
            {children}
            <footer className="mt-12 border-t border-slate-200 pt-4 pb-2">
              <LegalLinks />
            </footer>
          </div>
        </main>
      </div>
      <RightSidebar user={user} />
      <BottomBar user={user} staff={staff} />
      <IgeaScreen open={igeaOpen} onOpenChange={setIgeaOpen} />
      {doctor ? (
        <>
          <DoctorFabs onOpenChat={openChat} />
          <ArticleEditorHost />
        </>
      ) : null}
    </div>
  );
}
