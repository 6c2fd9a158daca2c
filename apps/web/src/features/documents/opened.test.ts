import { type AppointmentDocument } from '@sanity/shared/schemas/documents';
import { describe, expect, test } from 'vitest';
import { opened, openedInPages } from './opened';

const doc = (id: string, isNew: boolean): AppointmentDocument => ({
  id,
  appointmentId: 'a1',
  kind: 'paziente',
  title: `Documento ${id}`,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  size: 10,
  uploadedBy: 'patient',
  createdAt: '2026-11-20T09:00:00.000Z',
  isNew,
});

describe("the doctor's first download drops 'Nuovo'", () => {
  test('in the appointment list: only that document', () => {
    expect(opened([doc('d1', true), doc('d2', true)], 'd1').map((d) => d.isNew)).toEqual([false, true]);
  });

  test("in every page of a /crm history, and leaves the patients' list alone", () => {
    const history = { pages: [{ appointments: [], documents: [doc('d1', true)] }, { appointments: [], documents: [doc('d2', true)] }], pageParams: [null, 'c'] };
    const after = openedInPages(history, 'd2') as typeof history;
    expect(after.pages.map((p) => p.documents[0]!.isNew)).toEqual([true, false]);
    expect(after.pageParams).toEqual([null, 'c']);
    const patients = { pages: [{ patients: [], nextCursor: null }], pageParams: [null] };
    expect(openedInPages(patients, 'd2')).toEqual(patients);
    expect(openedInPages(undefined, 'd2')).toBeUndefined();
  });
});
