import { type AppointmentDocument } from '@sanity/shared/schemas/documents';

/** The list with that document opened (`isNew` false), the others as they were. */
export const opened = (list: readonly AppointmentDocument[], id: string): AppointmentDocument[] => list.map((d) => (d.id === id ? { ...d, isNew: false } : d));

/** A /crm history's pages (`{ pages: [{ documents }] }`) with that document opened; anything else (the patients' list) as it was. */
export function openedInPages(data: unknown, id: string): unknown {
  if (typeof data !== 'object' || data === null || !('pages' in data) || !Array.isArray(data.pages)) return data;
  const pages: unknown[] = data.pages;
  return {
    ...data,
    pages: pages.map((page) =>
      typeof page === 'object' && page !== null && 'documents' in page && Array.isArray(page.documents)
        ? { ...page, documents: opened(page.documents as AppointmentDocument[], id) }
        : page,
    ),
  };
}
