import { itVideo } from '@sanity/shared/i18n/it-video';
import { type AppointmentDocument } from '@sanity/shared/schemas/documents';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { useMarkDocumentOpened } from '../api/appointment-documents';
import { DocumentRow, type DocumentViewer } from './document-row';

type Props = { documents: readonly AppointmentDocument[]; viewer: DocumentViewer; heading?: 'h3' | 'h4'; className?: string };

/**
 * A visit's documents to read and download, without adding or removing (the /crm history; the
 * appointment's details hold those). Renders nothing without documents.
 */
export function DocumentList({ documents, viewer, heading: Heading = 'h4', className }: Props) {
  const headingId = useId();
  const markOpened = useMarkDocumentOpened();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-2', className)}>
      <Heading id={headingId} className="text-sm font-semibold text-slate-900">
        {itVideo.documents}
      </Heading>
      <ul className="flex flex-col gap-2">
        {documents.map((d) => (
          <DocumentRow key={d.id} document={d} viewer={viewer} onOpen={() => markOpened(d)} />
        ))}
      </ul>
    </section>
  );
}
