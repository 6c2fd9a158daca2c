import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { type AppointmentDocument } from '@sanity/shared/schemas/documents';
import { useQuery } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { appointmentDocumentsQueryOptions, useMarkDocumentOpened } from '../api/appointment-documents';
import { DocumentRow, type DocumentViewer } from './document-row';
import { RemoveDocumentDialog } from './remove-document';
import { UploadDocumentDialog } from './upload-document-dialog';

const s = itVideoScreens;

type Props = {
  appointment: { id: string; status: string; endDateTime: string };
  viewer: DocumentViewer;
  /** The instant the screen reads states at (the patient may attach until the visit's end). */
  now: Date;
  className?: string;
};

/**
 * 'Documenti' of one appointment (issue 29), in its details: the files of both sides, each to
 * download; 'Aggiungi documento' for the doctor (until it is cancelled) and for the patient until
 * the visit's end (the server refuses after it), 'Elimina' on one's own.
 */
export function AppointmentDocuments({ appointment, viewer, now, className }: Props) {
  const headingId = useId();
  const documents = useQuery(appointmentDocumentsQueryOptions(appointment.id));
  const markOpened = useMarkDocumentOpened();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AppointmentDocument | null>(null);

  const cancelled = appointment.status === 'annullato';
  const ended = Date.parse(appointment.endDateTime) <= now.getTime();
  const canAdd = !cancelled && (viewer === 'doctor' || (viewer === 'patient' && !ended));
  const own = (d: AppointmentDocument) => (viewer === 'doctor' && d.uploadedBy === 'doctor') || (viewer === 'patient' && d.uploadedBy === 'patient');
  const list = documents.data ?? [];

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {itVideo.documents}
        </h3>
        {canAdd ? (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)} aria-haspopup="dialog">
            <FilePlus2 aria-hidden="true" />
            {s.addDocument}
          </Button>
        ) : null}
      </div>
      {documents.isPending ? (
        <LoadingText>{s.documentsLoading}</LoadingText>
      ) : documents.isError ? (
        <p className="text-sm text-red-800">{s.documentsLoadError}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{s.documentsEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((d) => (
            <DocumentRow key={d.id} document={d} viewer={viewer} onOpen={() => markOpened(d)} onRemove={own(d) ? () => setRemoving(d) : undefined} />
          ))}
        </ul>
      )}
      {viewer === 'patient' && !cancelled ? <p className="text-xs text-slate-600">{ended ? s.patientClosed : itVideo.uploadAfterVisitHint}</p> : null}
      {adding && viewer !== 'other' ? <UploadDocumentDialog appointmentId={appointment.id} uploader={viewer} onClose={() => setAdding(false)} /> : null}
      <RemoveDocumentDialog document={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
