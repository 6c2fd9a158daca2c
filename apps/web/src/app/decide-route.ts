import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import { authPathReturningTo, NEXT_PARAM, safeNextPath } from '../lib/next-path';

/**
 * The route map of spec §2 and the guards of spec §6 as one pure function: given the path and
 * the session, what to show or where to go. The router renders exactly what this decides.
 */
export type PageId =
  | 'landing'
  | 'auth'
  | 'dashboard'
  | 'appointments'
  | 'article'
  | 'public-article'
  | 'doctor'
  | 'public-doctor'
  | 'materials'
  | 'doctors'
  | 'settings'
  | 'admin'
  | 'crm'
  | 'televisit'
  | 'documents'
  | 'my-account'
  | 'verify-email'
  | 'reset-password'
  | 'appointment-move-link'
  | 'appointment-confirm-link'
  | 'appointment-manage-link'
  | 'appointment-cancel-link'
  | 'notification-opt-out'
  | 'family-invite'
  | 'privacy'
  | 'cookie'
  | 'terms'
  | 'verified-reviews'
  | 'staff-invitation'
  | 'not-found';

/** 'shell': the signed-in shell; 'public': the signed-out public header; 'bare': a full-screen page. */
export type PageLayout = 'shell' | 'public' | 'bare';

export type RouteSession =
  | { status: 'loading' }
  /** `sessionEnded`: this tab was signed in and the session went away (ended from another device, expired). */
  | { status: 'signed-out'; sessionEnded?: boolean }
  /** `staff`: working in a doctor's practice (issue 30): the agenda's pages open as for that doctor. */
  | { status: 'signed-in'; role: string; admin: number; membershipOfferPending: boolean; staff?: boolean };

export type RouteDecision =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; page: PageId; layout: PageLayout; params: Record<string, string> };

type Pattern = { path: string; page: PageId };

/** The legal pages (issue 24): the same in both states, in the public layout signed out and the shell signed in. */
const legalRoutes: Pattern[] = [
  { path: '/privacy', page: 'privacy' },
  { path: '/cookie', page: 'cookie' },
  { path: '/termini', page: 'terms' },
  // How reviews are verified (issue 28, Omnibus transparency): linked from every profile, for visitors too.
  { path: '/recensioni-verificate', page: 'verified-reviews' },
];

/** The pages of an appointment's message links (issues 25, 26): the same signed in or out, the token is the permission. */
const linkRoutes: Pattern[] = [
  { path: '/appuntamento/sposta', page: 'appointment-move-link' },
  { path: '/appuntamento/annulla', page: 'appointment-cancel-link' },
  { path: '/appuntamento/conferma', page: 'appointment-confirm-link' },
  { path: '/appuntamento/gestisci', page: 'appointment-manage-link' },
  // The opt-out link of every reminder (issue 26).
  { path: '/notifiche/disattiva', page: 'notification-opt-out' },
  // A family member of age invited to an account of their own (issue 30): signed out, the page leads to sign in and back.
  { path: '/invito-familiare', page: 'family-invite' },
];

/** A doctor's invitation to collaborate (issue 30): who invites shows signed out; accepting needs an account. */
const STAFF_INVITATION: Pattern = { path: '/collaboratori/invito', page: 'staff-invitation' };

const signedInRoutes: Pattern[] = [
  { path: '/dashboard', page: 'dashboard' },
  { path: '/appuntamenti', page: 'appointments' },
  { path: '/article/:id', page: 'article' },
  { path: '/public/article/:id', page: 'public-article' },
  { path: '/public/doctor/:id', page: 'public-doctor' },
  { path: '/materiali', page: 'materials' },
  { path: '/dottori', page: 'doctors' },
  { path: '/doctor/:id', page: 'doctor' },
  { path: '/settings', page: 'settings' },
  { path: '/admin', page: 'admin' },
  { path: '/crm', page: 'crm' },
  { path: '/televisita/:appointmentId', page: 'televisit' },
  { path: '/documenti', page: 'documents' },
  { path: '/il-mio-account', page: 'my-account' },
  { path: '/verifica-email', page: 'verify-email' },
  { path: '/reimposta-password', page: 'reset-password' },
  STAFF_INVITATION,
  ...linkRoutes,
  ...legalRoutes,
];

const signedOutRoutes: Pattern[] = [
  { path: '/', page: 'landing' },
  { path: '/auth', page: 'auth' },
  { path: '/article/:id', page: 'public-article' },
  { path: '/public/article/:id', page: 'public-article' },
  { path: '/doctor/:id', page: 'public-doctor' },
  { path: '/public/doctor/:id', page: 'public-doctor' },
  { path: '/verifica-email', page: 'verify-email' },
  { path: '/reimposta-password', page: 'reset-password' },
  STAFF_INVITATION,
  ...linkRoutes,
  ...legalRoutes,
];

/**
 * The pages of the e-mail links (issue 12) are full-screen in both states, so that the session
 * changing under them (verified, or ended by a new password) keeps the same page mounted.
 */
const linkPages: ReadonlySet<PageId> = new Set([
  'verify-email',
  'reset-password',
  'appointment-move-link',
  'appointment-cancel-link',
  'appointment-confirm-link',
  'appointment-manage-link',
  'notification-opt-out',
  'family-invite',
]);

/**
 * The waiting list's e-mail link (issue 25). The offer is a dialog over /appuntamenti, where the patient
 * finds their visits; it shows a health-related booking, so a signed-out visitor signs in first and
 * comes back through the same link.
 */
const WAITLIST_OFFER_PATH = '/lista-attesa/offerta';
const OFFER_PARAM = 'offerta';

/** The review invitation e-mail's parameter on /appuntamenti (issue 28): the visit whose review dialog opens. */
const REVIEW_PARAM = 'recensione';

/**
 * Pages the e-mails link to that only a signed-in person can see (issue 29: the video room of a
 * visit, the patient's documents): a signed-out visitor signs in first and comes back to the page.
 */
const SIGN_IN_FIRST = ['/televisita/:appointmentId', '/documenti'];

/**
 * The reminder SMS's short links (issue 26): an SMS counts characters, and with the full paths it
 * lost its address link. '/g/TOKEN' is the manage page, '/s/TOKEN' the SMS opt-out.
 */
const SMS_SHORT_LINKS: ReadonlyArray<readonly [string, (token: string) => string]> = [
  ['/g/:token', (token) => `/appuntamento/gestisci?token=${encodeURIComponent(token)}`],
  ['/s/:token', (token) => `/notifiche/disattiva?token=${encodeURIComponent(token)}&canale=sms`],
];

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches '/doctor/:id' style patterns segment by segment; a parameter matches one non-empty segment. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = normalise(pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (!g) return null;
      params[w.slice(1)] = safeDecode(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

function find(routes: Pattern[], pathname: string): { page: PageId; params: Record<string, string> } | null {
  for (const r of routes) {
    const params = matchPattern(r.path, pathname);
    if (params) return { page: r.page, params };
  }
  return null;
}

/** `search`: the query string; a signed-in visitor of `/auth?next=PATH` goes on to PATH when it is a path of this site. */
export function decideRoute(pathname: string, session: RouteSession, search = ''): RouteDecision {
  if (session.status === 'loading') return { kind: 'loading' };
  const path = normalise(pathname);

  for (const [pattern, target] of SMS_SHORT_LINKS) {
    const short = matchPattern(pattern, path);
    if (short) return { kind: 'redirect', to: target(short.token ?? '') };
  }

  if (path === WAITLIST_OFFER_PATH) {
    if (session.status === 'signed-out') return { kind: 'redirect', to: authPathReturningTo(`${path}${search}`) };
    const token = new URLSearchParams(search).get('token') ?? '';
    return { kind: 'redirect', to: `/appuntamenti?${new URLSearchParams({ [OFFER_PARAM]: token }).toString()}` };
  }

  if (session.status === 'signed-out') {
    // The review invitation's link (issue 28, /appuntamenti?recensione=ID): signed out, sign in first and come back to it.
    if (path === '/appuntamenti' && new URLSearchParams(search).has(REVIEW_PARAM)) return { kind: 'redirect', to: authPathReturningTo(`${path}${search}`) };
    if (SIGN_IN_FIRST.some((pattern) => matchPattern(pattern, path))) return { kind: 'redirect', to: authPathReturningTo(`${path}${search}`) };
    const hit = find(signedOutRoutes, path);
    // A session that ended while a signed-in page was open leads to the sign-in, not the landing.
    if (!hit) return { kind: 'redirect', to: session.sessionEnded ? '/auth' : '/' };
    const layout: PageLayout = hit.page === 'landing' || hit.page === 'auth' || linkPages.has(hit.page) ? 'bare' : 'public';
    return { kind: 'render', page: hit.page, layout, params: hit.params };
  }

  const doctor = isDoctorRole(session.role);
  if (path === '/') return { kind: 'redirect', to: '/dashboard' };
  if (path === '/auth') {
    // A doctor in the post-registration membership offer stays on /auth (spec §2).
    if (doctor && session.membershipOfferPending) return { kind: 'render', page: 'auth', layout: 'bare', params: {} };
    // Back to what the visitor was doing when asked to sign in (issue 24: a booking), else the dashboard.
    return { kind: 'redirect', to: safeNextPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? '/dashboard' };
  }

  const hit = find(signedInRoutes, path);
  if (!hit) return { kind: 'render', page: 'not-found', layout: 'shell', params: {} };
  if (hit.page === 'crm' && !doctor && !session.staff) return { kind: 'redirect', to: '/dashboard' };
  if (hit.page === 'admin' && !isAdminFlag(session.admin)) return { kind: 'redirect', to: '/dashboard' };
  // The doctor's own dashboard: others are sent to / (spec §6), which leads on to /dashboard.
  if (hit.page === 'my-account' && !doctor) return { kind: 'redirect', to: '/' };
  return { kind: 'render', page: hit.page, layout: linkPages.has(hit.page) ? 'bare' : 'shell', params: hit.params };
}
