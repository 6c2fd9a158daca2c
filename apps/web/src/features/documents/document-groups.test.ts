import { type MyDocument } from '@sanity/shared/schemas/documents';
import { describe, expect, test } from 'vitest';
import { doctorsOf, groupByVisit } from './document-groups';

const doc = (id: string, appointmentId: string, doctorId: string, doctorName: string, createdAt: string): MyDocument => ({
  id,
  appointmentId,
  kind: 'referto',
  title: `Documento ${id}`,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  size: 1000,
  uploadedBy: 'doctor',
  createdAt,
  isNew: false,
  doctorId,
  doctorName,
  appointmentStartsAt: '2026-11-20T09:00:00.000Z',
  serviceName: 'Visita',
  personSeen: { familyMemberId: null, name: 'Maria Rossi', relationship: null, relationshipLabel: null, birthDate: null },
});

// Newest first, as GET /api/documents answers.
const documents = [
  doc('d3', 'a2', 'rossi', 'Dott. Rossi', '2026-11-25T10:00:00.000Z'),
  doc('d2', 'a1', 'bianchi', 'Dott.ssa Bianchi', '2026-11-22T10:00:00.000Z'),
  doc('d1', 'a2', 'rossi', 'Dott. Rossi', '2026-11-21T10:00:00.000Z'),
];

describe('groupByVisit', () => {
  test('one group per visit, the visit of the newest document first, each in the server order', () => {
    const groups = groupByVisit(documents);
    expect(groups.map((g) => [g.appointmentId, g.doctorName, g.documents.map((d) => d.id)])).toEqual([
      ['a2', 'Dott. Rossi', ['d3', 'd1']],
      ['a1', 'Dott.ssa Bianchi', ['d2']],
    ]);
  });

  test("keeps one doctor's visits when asked", () => {
    expect(groupByVisit(documents, 'bianchi').map((g) => g.appointmentId)).toEqual(['a1']);
    expect(groupByVisit([], null)).toEqual([]);
  });

  test('a visit carries whose it was (issue 30), from its documents', () => {
    const luca = { familyMemberId: 'm1', name: 'Luca Rossi', relationship: 'figlio' as const, relationshipLabel: 'Figlio', birthDate: '2016-04-21' };
    const groups = groupByVisit([{ ...doc('d9', 'a9', 'rossi', 'Dott. Rossi', '2026-11-26T10:00:00.000Z'), personSeen: luca }, ...documents]);
    expect(groups.map((g) => g.personSeen.familyMemberId)).toEqual(['m1', null, null]);
  });
});

test('doctorsOf lists each doctor once, by name', () => {
  expect(doctorsOf(documents)).toEqual([
    { id: 'rossi', name: 'Dott. Rossi' },
    { id: 'bianchi', name: 'Dott.ssa Bianchi' },
  ]);
});
