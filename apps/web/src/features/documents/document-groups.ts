import { type MyDocument } from '@sanity/shared/schemas/documents';

/** One visit's documents on the 'Documenti' page. */
export type VisitDocuments = Pick<MyDocument, 'personSeen'> & {
  appointmentId: string;
  doctorId: string;
  doctorName: string;
  startsAt: string;
  serviceName: string;
  documents: MyDocument[];
};

/**
 * The patient's documents by visit, the visit with the newest document first (the server lists
 * documents newest first, and each visit keeps that order); `doctorId` keeps one doctor's only.
 */
export function groupByVisit(documents: readonly MyDocument[], doctorId: string | null = null): VisitDocuments[] {
  const groups = new Map<string, VisitDocuments>();
  for (const d of documents) {
    if (doctorId && d.doctorId !== doctorId) continue;
    let group = groups.get(d.appointmentId);
    if (!group) {
      group = { appointmentId: d.appointmentId, doctorId: d.doctorId, doctorName: d.doctorName, startsAt: d.appointmentStartsAt, serviceName: d.serviceName, personSeen: d.personSeen, documents: [] };
      groups.set(d.appointmentId, group);
    }
    group.documents.push(d);
  }
  return [...groups.values()];
}

/** The doctors of these documents, once each, by name (the page's filter). */
export function doctorsOf(documents: readonly MyDocument[]): Array<{ id: string; name: string }> {
  const byId = new Map<string, string>();
  for (const d of documents) if (!byId.has(d.doctorId)) byId.set(d.doctorId, d.doctorName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((x, y) => x.name.localeCompare(y.name, 'it'));
}
