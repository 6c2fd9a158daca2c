import { PRACTICE_HEADER as SHARED_HEADER } from '@sanity/shared/schemas/staff';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the tab's choice in memory: each test starts from a fresh copy and empty storage.
async function fresh() {
  vi.resetModules();
  return { ...(await import('./acting-practice')), client: await import('./api-client') };
}

const practice = (doctorId: string) => ({ doctorId, doctorName: `Dott. ${doctorId}`, clinical: false });
const [doc1, doc2] = [practice('doc-1'), practice('doc-2')];

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal('window', {});
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('acting practice (issue 30)', () => {
  it('names the header as the contract does', async () => {
    const { PRACTICE_HEADER } = await fresh();
    expect(PRACTICE_HEADER).toBe(SHARED_HEADER);
  });

  it('sends the practice only on the practice’s routes, never on the account’s own', async () => {
    const m = await fresh();
    expect(m.settleActingPractice('staff-1', [doc1], false)).toEqual(doc1);
    const on = ['/api/appointments/professional?timeMin=x', '/api/appointments/a1', '/api/appointments/a1/reschedule', '/api/crm/patients', '/api/schedule/closures', '/api/waitlist/waiting', '/api/staff/patients/search?q=ro', '/api/staff/bookings', '/api/documents/d1/file'];
    const off = ['/api/auth/me', '/api/waitlist', '/api/appointments', '/api/appointments/check-availability', '/api/account/access-log', '/api/staff/practices', '/api/staff/invitations/accept', '/api/doctors/doc-1/availabilities', '/api/documents'];
    for (const path of on) expect(m.practiceHeaders(path), path).toEqual({ 'x-sanity-practice': 'doc-1' });
    for (const path of off) expect(m.practiceHeaders(path), path).toEqual({});
  });

  it('puts the header on the API client’s requests, and hears their refusal', async () => {
    const m = await fresh();
    m.client.setPracticeHeaders(m.practiceHeaders, m.practiceRefused);
    m.settleActingPractice('staff-1', [doc1], false);
    const refused = vi.fn();
    m.whenPracticeRefused(refused);
    const sent: Array<Record<string, string>> = [];
    m.client.setApiTransport((_path, init) => {
      sent.push(init.headers as Record<string, string>);
      return Promise.resolve(new Response(JSON.stringify({ error: { code: 'permission-denied', message: 'no' } }), { status: 403 }));
    });
    await expect(m.client.apiRequest('/api/crm/patients')).rejects.toThrow('no');
    await expect(m.client.apiRequest('/api/auth/me')).rejects.toThrow('no');
    expect(sent.map((h) => h['x-sanity-practice'])).toEqual(['doc-1', undefined]);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('starts a secretary in their first practice and a doctor in their own; keeps each account’s choice', async () => {
    let m = await fresh();
    expect(m.settleActingPractice('doctor-1', [doc2], true)).toBeNull();
    expect(m.practiceHeaders('/api/crm/patients')).toEqual({});
    expect(m.settleActingPractice('staff-1', [doc1, doc2], false)).toEqual(doc1);
    m.setActingPractice('doc-2');
    m = await fresh();
    expect(m.settleActingPractice('staff-1', [doc1, doc2], false)).toEqual(doc2);
  });

  it('falls back to the account itself once the practice is revoked, saying so as for a refusal', async () => {
    const m = await fresh();
    const heard: (string | null)[] = [];
    m.whenPracticeRefused(() => heard.push(m.actingPracticeId()));
    m.settleActingPractice('staff-1', [doc1], false);
    expect(heard).toEqual([]);
    expect(m.settleActingPractice('staff-1', [], false)).toBeNull();
    expect(heard).toEqual(['doc-1']);
    expect(m.actingPracticeId()).toBe('');
    expect(m.practiceHeaders('/api/crm/patients')).toEqual({});
    m.settleActingPractice('staff-1', [], false);
    expect(heard).toEqual(['doc-1']);
  });

  it('forgets the choice when signed out', async () => {
    const m = await fresh();
    m.settleActingPractice('staff-1', [doc1], false);
    m.settleActingPractice(null, [], false);
    expect(m.actingPracticeId()).toBeNull();
    expect(m.practiceHeaders('/api/crm/patients')).toEqual({});
  });
});
