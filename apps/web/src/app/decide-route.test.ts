import { describe, expect, it } from 'vitest';
import { decideRoute, matchPattern, type RouteSession } from './decide-route';

const out: RouteSession = { status: 'signed-out' };
const patient: RouteSession = { status: 'signed-in', role: 'user', admin: 0, membershipOfferPending: false };
const doctor: RouteSession = { status: 'signed-in', role: 'doctor', admin: 0, membershipOfferPending: false };
const professionista: RouteSession = { status: 'signed-in', role: 'professionista', admin: 0, membershipOfferPending: false };
const admin: RouteSession = { status: 'signed-in', role: 'user', admin: 1, membershipOfferPending: false };

const page = (path: string, s: RouteSession) => {
  const d = decideRoute(path, s);
  return d.kind === 'render' ? d.page : d.kind === 'redirect' ? `-> ${d.to}` : 'loading';
};

describe('decideRoute, loading', () => {
  it('shows the loading screen whatever the path', () => {
    expect(decideRoute('/settings', { status: 'loading' })).toEqual({ kind: 'loading' });
  });
});

describe('decideRoute, signed out (spec §2)', () => {
  it.each([
    ['/', 'landing'],
    ['/auth', 'auth'],
    ['/article/a1', 'public-article'],
    ['/public/article/a1', 'public-article'],
    ['/doctor/d1', 'public-doctor'],
    ['/public/doctor/d1', 'public-doctor'],
    ['/recensioni-verificate', 'verified-reviews'],
  ])('%s renders %s', (path, expected) => {
    expect(page(path, out)).toBe(expected);
  });

  it("the review invitation's link (issue 28) signs in first and comes back to the dialog", () => {
    expect(decideRoute('/appuntamenti', out, '?recensione=a1')).toEqual({ kind: 'redirect', to: `/auth?next=${encodeURIComponent('/appuntamenti?recensione=a1')}` });
    expect(decideRoute('/auth', patient, `?next=${encodeURIComponent('/appuntamenti?recensione=a1')}`)).toEqual({ kind: 'redirect', to: '/appuntamenti?recensione=a1' });
    expect(decideRoute('/appuntamenti', out)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('/recensioni-verificate (issue 28) is the same page signed in, in the shell, and in the public layout signed out', () => {
    expect(decideRoute('/recensioni-verificate', out)).toEqual({ kind: 'render', page: 'verified-reviews', layout: 'public', params: {} });
    expect(decideRoute('/recensioni-verificate', patient)).toEqual({ kind: 'render', page: 'verified-reviews', layout: 'shell', params: {} });
  });

  it.each(['/dashboard', '/settings', '/crm', '/admin', '/il-mio-account', '/nowhere', '/doctor', '/doctor/a/b'])(
    '%s redirects to /',
    (path) => {
      expect(decideRoute(path, out)).toEqual({ kind: 'redirect', to: '/' });
    },
  );

  it('uses the public layout for public views and a bare one for landing and auth', () => {
    expect(decideRoute('/doctor/d1', out)).toMatchObject({ layout: 'public', params: { id: 'd1' } });
    expect(decideRoute('/', out)).toMatchObject({ layout: 'bare' });
    expect(decideRoute('/auth', out)).toMatchObject({ layout: 'bare' });
  });
});

describe('decideRoute, signed in (spec §2)', () => {
  it('sends / and /auth to the dashboard', () => {
    expect(page('/', patient)).toBe('-> /dashboard');
    expect(page('/auth', patient)).toBe('-> /dashboard');
    expect(page('/auth/', doctor)).toBe('-> /dashboard');
  });

  it('keeps a doctor on /auth during the membership offer, only a doctor', () => {
    expect(page('/auth', { ...doctor, membershipOfferPending: true })).toBe('auth');
    expect(page('/auth', { ...patient, membershipOfferPending: true })).toBe('-> /dashboard');
  });

  it.each([
    ['/dashboard', 'dashboard'],
    ['/appuntamenti', 'appointments'],
    ['/article/x', 'article'],
    ['/public/article/x', 'public-article'],
    ['/public/doctor/x', 'public-doctor'],
    ['/materiali', 'materials'],
    ['/dottori', 'doctors'],
    ['/doctor/x', 'doctor'],
    ['/settings', 'settings'],
    ['/settings/', 'settings'],
  ])('%s renders %s in the shell', (path, expected) => {
    expect(decideRoute(path, patient)).toMatchObject({ kind: 'render', page: expected, layout: 'shell' });
  });

  it('shows the not-found card for anything else', () => {
    expect(page('/pagina-che-non-esiste', patient)).toBe('not-found');
    expect(page('/dashboard/extra', patient)).toBe('not-found');
  });

  it('passes decoded route parameters', () => {
    expect(decideRoute('/doctor/abc%20def', patient)).toMatchObject({ params: { id: 'abc def' } });
  });
});

describe('decideRoute, role guards (spec §6)', () => {
  it('/crm is for doctors (professionista included); others go to /dashboard', () => {
    expect(page('/crm', doctor)).toBe('crm');
    expect(page('/crm', professionista)).toBe('crm');
    expect(page('/crm', patient)).toBe('-> /dashboard');
    expect(page('/crm', admin)).toBe('-> /dashboard');
  });

  it('/admin is for admin === 1 only', () => {
    expect(page('/admin', admin)).toBe('admin');
    expect(page('/admin', doctor)).toBe('-> /dashboard');
    expect(page('/admin', { ...patient, admin: 2 })).toBe('-> /dashboard');
  });

  it("/il-mio-account is the doctor's own dashboard; others go to /", () => {
    expect(page('/il-mio-account', doctor)).toBe('my-account');
    expect(page('/il-mio-account', professionista)).toBe('my-account');
    expect(page('/il-mio-account', patient)).toBe('-> /');
    expect(page('/il-mio-account', admin)).toBe('-> /');
  });
});

describe('matchPattern', () => {
  it('matches static and parameter segments', () => {
    expect(matchPattern('/doctor/:id', '/doctor/42')).toEqual({ id: '42' });
    expect(matchPattern('/doctor/:id', '/doctor/')).toBeNull();
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/settings', '/Settings')).toBeNull();
  });
});

describe('decideRoute, the pages of the e-mail links (issue 12)', () => {
  it.each([out, patient, doctor])("renders a family member's invitation (issue 30) full-screen whatever the session", (session) => {
    expect(decideRoute('/invito-familiare', session, '?token=abc')).toMatchObject({ kind: 'render', page: 'family-invite', layout: 'bare' });
  });

  it.each([out, patient, doctor])('renders both link pages full-screen whatever the session', (session) => {
    expect(decideRoute('/verifica-email', session)).toMatchObject({ kind: 'render', page: 'verify-email', layout: 'bare' });
    expect(decideRoute('/reimposta-password', session)).toMatchObject({ kind: 'render', page: 'reset-password', layout: 'bare' });
  });

  it.each([out, patient, doctor])("renders the pages of a doctor's-move e-mail (issue 25) full-screen whatever the session", (session) => {
    expect(decideRoute('/appuntamento/sposta', session)).toMatchObject({ kind: 'render', page: 'appointment-move-link', layout: 'bare' });
    expect(decideRoute('/appuntamento/annulla', session)).toMatchObject({ kind: 'render', page: 'appointment-cancel-link', layout: 'bare' });
    expect(decideRoute('/appuntamento/conferma', session)).toMatchObject({ kind: 'render', page: 'appointment-confirm-link', layout: 'bare' });
    expect(decideRoute('/appuntamento/gestisci', session)).toMatchObject({ kind: 'render', page: 'appointment-manage-link', layout: 'bare' });
  });

  it.each([out, patient, doctor])('renders the opt-out page of a reminder (issue 26) full-screen whatever the session', (session) => {
    expect(decideRoute('/notifiche/disattiva', session)).toMatchObject({ kind: 'render', page: 'notification-opt-out', layout: 'bare' });
  });

  it.each([out, patient, doctor])("sends the reminder SMS's short links to the manage and opt-out pages whatever the session", (session) => {
    expect(decideRoute('/g/AbC-d_123', session)).toEqual({ kind: 'redirect', to: '/appuntamento/gestisci?token=AbC-d_123' });
    expect(decideRoute('/s/AbC-d_123', session)).toEqual({ kind: 'redirect', to: '/notifiche/disattiva?token=AbC-d_123&canale=sms' });
  });

  it('sends a tab whose session ended elsewhere to /auth instead of the landing', () => {
    expect(decideRoute('/settings', { status: 'signed-out', sessionEnded: true })).toEqual({ kind: 'redirect', to: '/auth' });
    expect(decideRoute('/settings', out)).toEqual({ kind: 'redirect', to: '/' });
    expect(page('/doctor/d1', { status: 'signed-out', sessionEnded: true })).toBe('public-doctor');
  });
});

describe('decideRoute, returning after sign-in (issue 24)', () => {
  it('sends a signed-in visitor of /auth?next= to that path of this site, else to the dashboard', () => {
    const next = `?next=${encodeURIComponent('/public/doctor/d1?prenota=s1')}`;
    expect(decideRoute('/auth', patient, next)).toEqual({ kind: 'redirect', to: '/public/doctor/d1?prenota=s1' });
    expect(decideRoute('/auth', patient, '?next=https%3A%2F%2Fevil.example%2F')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideRoute('/auth', patient, '?next=%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideRoute('/auth', patient)).toEqual({ kind: 'redirect', to: '/dashboard' });
    // Signed out, the sign-in page is shown with its `next` untouched.
    expect(decideRoute('/auth', out, next)).toMatchObject({ kind: 'render', page: 'auth' });
  });
});

describe('decideRoute, the waiting list\'s offer link (issue 25)', () => {
  it('opens the offer over /appuntamenti when signed in, and asks to sign in first otherwise', () => {
    expect(decideRoute('/lista-attesa/offerta', patient, '?token=abc_DEF-123')).toEqual({ kind: 'redirect', to: '/appuntamenti?offerta=abc_DEF-123' });
    expect(decideRoute('/lista-attesa/offerta', out, '?token=abc_DEF-123')).toEqual({
      kind: 'redirect',
      to: `/auth?next=${encodeURIComponent('/lista-attesa/offerta?token=abc_DEF-123')}`,
    });
    // Back from the sign-in, the same link leads on to the offer.
    expect(decideRoute('/auth', patient, `?next=${encodeURIComponent('/lista-attesa/offerta?token=abc_DEF-123')}`)).toEqual({ kind: 'redirect', to: '/lista-attesa/offerta?token=abc_DEF-123' });
  });
});

describe('decideRoute, the video room and the documents (issue 29)', () => {
  it('renders /televisita/:id and /documenti in the shell for any signed-in person', () => {
    for (const session of [patient, doctor, admin]) {
      expect(decideRoute('/televisita/app-1', session)).toEqual({ kind: 'render', page: 'televisit', layout: 'shell', params: { appointmentId: 'app-1' } });
      expect(decideRoute('/documenti', session)).toMatchObject({ kind: 'render', page: 'documents', layout: 'shell' });
    }
  });

  it("asks a signed-out visitor of an e-mail's link to sign in first, then comes back to it", () => {
    expect(decideRoute('/televisita/app-1', out)).toEqual({ kind: 'redirect', to: `/auth?next=${encodeURIComponent('/televisita/app-1')}` });
    expect(decideRoute('/documenti', out)).toEqual({ kind: 'redirect', to: `/auth?next=${encodeURIComponent('/documenti')}` });
    expect(decideRoute('/auth', patient, `?next=${encodeURIComponent('/televisita/app-1')}`)).toEqual({ kind: 'redirect', to: '/televisita/app-1' });
    expect(decideRoute('/televisita', out)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('decideRoute, staff in a practice (issue 30)', () => {
  const staff: RouteSession = { status: 'signed-in', role: 'user', admin: 0, membershipOfferPending: false, staff: true };
  it('opens the practice’s patients, never the doctor’s own account page', () => {
    expect(page('/crm', staff)).toBe('crm');
    expect(page('/crm', patient)).toBe('-> /dashboard');
    expect(page('/il-mio-account', staff)).toBe('-> /');
  });

  it('shows the invitation link signed out (public layout) and signed in (shell)', () => {
    expect(decideRoute('/collaboratori/invito', out, '?token=abc')).toEqual({ kind: 'render', page: 'staff-invitation', layout: 'public', params: {} });
    expect(decideRoute('/collaboratori/invito', patient, '?token=abc')).toEqual({ kind: 'render', page: 'staff-invitation', layout: 'shell', params: {} });
  });
});
