import { it } from '@sanity/shared/i18n/it';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { LoadingText } from '../components/ui/spinner';
import { type Session, useSession } from '../features/auth/api/get-me';
import { useMembershipOfferFlag } from '../features/auth/public/membership-offer-flag';
import { decideRoute, type PageId, type RouteSession } from './decide-route';
import { RouteChangeInvalidation } from './route-change-invalidation';

type PageProps = { params: Record<string, string>; signedIn: boolean };

/** Route pages are split into their own chunks; the landing does not download the shell and vice versa. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType<PageProps>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const pages: Record<PageId, ComponentType<PageProps>> = {
  landing: page(() => import('../features/landing/pages/landing-page'), (m) => m.LandingPage),
  auth: page(() => import('../features/auth/pages/auth-page'), (m) => m.AuthPage),
  dashboard: page(() => import('../features/dashboard/pages/dashboard-page'), (m) => m.DashboardPage),
  appointments: page(() => import('../features/appointments/pages/appointments-page'), (m) => m.AppointmentsPage),
  article: page(() => import('../features/articles/pages/article-page'), (m) => (p: PageProps) => <m.ArticlePage {...p} variant="private" />),
  'public-article': page(() => import('../features/articles/pages/article-page'), (m) => (p: PageProps) => <m.ArticlePage {...p} variant="public" />),
  doctor: page(() => import('../features/doctors/pages/doctor-profile-page'), (m) => m.DoctorProfilePage),
  'public-doctor': page(() => import('../features/doctors/pages/doctor-profile-page'), (m) => m.DoctorProfilePage),
  materials: page(() => import('../features/materials/pages/materials-page'), (m) => m.MaterialsPage),
  doctors: page(() => import('../features/doctors/pages/doctors-page'), (m) => m.DoctorsPage),
  settings: page(() => import('../features/settings/pages/settings-page'), (m) => m.SettingsPage),
  admin: page(() => import('../features/admin/pages/admin-page'), (m) => m.AdminPage),
  crm: page(() => import('../features/crm/pages/crm-page'), (m) => m.CrmPage),
  televisit: page(() => import('../features/video/pages/televisit-page'), (m) => m.TelevisitPage),
  documents: page(() => import('../features/documents/pages/documents-page'), (m) => m.DocumentsPage),
  'my-account': page(() => import('../features/account/pages/my-account-page'), (m) => m.MyAccountPage),
  'verify-email': page(() => import('../features/auth/pages/verify-email-page'), (m) => m.VerifyEmailPage),
  'reset-password': page(() => import('../features/auth/pages/reset-password-page'), (m) => m.ResetPasswordPage),
  'appointment-move-link': page(() => import('../features/reschedule/pages/link-pages'), (m) => m.MoveLinkPage),
  'appointment-cancel-link': page(() => import('../features/reschedule/pages/link-pages'), (m) => m.CancelLinkPage),
  'appointment-confirm-link': page(() => import('../features/reschedule/pages/link-pages'), (m) => m.ConfirmLinkPage),
  'appointment-manage-link': page(() => import('../features/reschedule/pages/link-pages'), (m) => m.ManageLinkPage),
  'notification-opt-out': page(() => import('../features/notifications/pages/opt-out-page'), (m) => m.OptOutPage),
  'family-invite': page(() => import('../features/family/pages/invite-page'), (m) => m.FamilyInvitePage),
  privacy: page(() => import('../features/legal/pages/legal-page'), (m) => () => <m.LegalPage document="privacy" />),
  cookie: page(() => import('../features/legal/pages/legal-page'), (m) => () => <m.LegalPage document="cookie" />),
  terms: page(() => import('../features/legal/pages/legal-page'), (m) => () => <m.LegalPage document="terms" />),
  'verified-reviews': page(() => import('../features/reviews/pages/verified-reviews-page'), (m) => m.VerifiedReviewsPage),
  'staff-invitation': page(() => import('../features/staff/pages/invitation-page'), (m) => m.InvitationPage),
  'not-found': page(() => import('./not-found'), (m) => m.NotFoundPage),
};

const AppShell = lazy(async () => ({ default: (await import('./shell/app-shell')).AppShell }));
const PublicLayout = lazy(async () => ({ default: (await import('./shell/public-layout')).PublicLayout }));

export function toRouteSession(session: Session, membershipOfferPending: boolean, sessionEnded = false): RouteSession {
  if (session.status === 'signed-in') {
    return { status: 'signed-in', role: session.user.role, admin: session.user.admin, membershipOfferPending, staff: session.practice !== null };
  }
  return session.status === 'loading' ? { status: 'loading' } : { status: 'signed-out', sessionEnded };
}

function PageFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <LoadingText>{it.common.loadingShort}</LoadingText>
    </div>
  );
}

/**
 * Marks the document once a screen is mounted, or hydrated when the server drew it (ADR 0019): from
 * then on it answers input. The e2e tests wait for it after a full page load (e2e/fixtures.ts).
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}

/** Renders what `decideRoute` says for the current path and session. */
export function RouteGate() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const offerPending = useMembershipOfferFlag();
  // Whether this tab has been signed in since it last showed a signed-out page: a session ended
  // elsewhere ('Esci' on another device) then leads to /auth rather than the landing.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);
  const decision = decideRoute(pathname, toRouteSession(session, offerPending, wasSignedIn), search);
  if (session.status === 'signed-out' && wasSignedIn && decision.kind === 'render') setWasSignedIn(false);

  let content: ReactNode;
  if (decision.kind === 'loading') {
    content = <FullScreenLoader text={it.common.loading} />;
  } else if (decision.kind === 'redirect') {
    // The sign-in page says why it is shown when the session ended under an open page.
    const ended = decision.to === '/auth' && session.status === 'signed-out' && wasSignedIn;
    content = <Navigate to={decision.to} replace state={ended ? { sessionEnded: true } : undefined} />;
  } else {
    const Page = pages[decision.page];
    const signedIn = session.status === 'signed-in';
    const body = (
      <>
        <Page key={pathname} params={decision.params} signedIn={signedIn} />
        <PageReady />
      </>
    );
    const fullScreenFallback = <FullScreenLoader text={it.common.loading} />;
    if (decision.layout === 'shell') {
      content = (
        <Suspense fallback={fullScreenFallback}>
          <AppShell>
            <Suspense fallback={<PageFallback />}>{body}</Suspense>
          </AppShell>
        </Suspense>
      );
    } else if (decision.layout === 'public') {
      content = (
        <Suspense fallback={fullScreenFallback}>
          <PublicLayout>
            <Suspense fallback={<PageFallback />}>{body}</Suspense>
          </PublicLayout>
        </Suspense>
      );
    } else {
      content = <Suspense fallback={fullScreenFallback}>{body}</Suspense>;
    }
  }

  return (
    <>
      <RouteChangeInvalidation />
      {content}
    </>
  );
}
