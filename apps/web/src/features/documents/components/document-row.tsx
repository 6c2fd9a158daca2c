import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { type AppointmentDocument } from '@sanity/shared/schemas/documents';
import { Download, FileImage, FileText, Trash2 } from 'lucide-react';
import { type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses, danger } from '../../../components/ui/button';
import { practiceHeadersSet, toApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { documentFileUrl } from '../api/appointment-documents';
import { formatFileSize, isImage } from '../document-file';

const s = itVideoScreens;
const dayFormat = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Rome' });

/** '3 dic 2026'; '' for a date the server should never send. */
export function documentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

/** The file fetched with the practice's header, then saved under its name; a refusal is said in a toast. */
async function downloadForPractice(url: string, fileName: string): Promise<void> {
  const { practiceHeaders } = await import('../../../lib/acting-practice');
  const response = await fetch(url, { credentials: 'include', headers: practiceHeaders(url) }).catch(() => null);
  if (!response?.ok) {
    toast.error(s.download, { description: response ? toApiError(response.status, await response.text()).message : undefined });
    return;
  }
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(window.document.createElement('a'), { href, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Who is looking: the visit's doctor, its patient, or someone else allowed to read (an admin). */
export type DocumentViewer = 'doctor' | 'patient' | 'other';

/** What a document is, as this viewer reads it: the doctor's kind, or whose the patient's file is. */
function originOf(document: AppointmentDocument, viewer: DocumentViewer): string {
  if (document.uploadedBy === 'doctor') return itVideo.kinds[document.kind];
  return viewer === 'patient' ? s.byYou : itVideo.kinds.paziente;
}

type Props = {
  document: AppointmentDocument;
  viewer: DocumentViewer;
  /** The removal's opener, for the uploader only; absent, no 'Elimina'. */
  onRemove?: () => void;
  /** Called as the file is opened (the doctor's first read clears 'Nuovo'). */
  onOpen?: () => void;
  /** Extra line under the title (the 'Documenti' page names the visit's service). */
  detail?: ReactNode;
  className?: string;
};

/**
 * One document: its icon, title, what it is, when and how large, 'Nuovo' for the doctor on a
 * patient's file not opened yet, and 'Scarica' (the server sends it as an attachment), 'Elimina' for its uploader.
 */
export function DocumentRow({ document, viewer, onRemove, onOpen, detail, className }: Props) {
  const Icon = isImage(document.contentType) ? FileImage : FileText;
  const fresh = viewer === 'doctor' && document.isNew;
  return (
    <li className={cn('flex items-start gap-3 rounded-xl border bg-white p-3', fresh ? 'border-amber-300' : 'border-slate-200', className)}>
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-medium [overflow-wrap:anywhere] text-slate-900">{document.title}</span>
          {fresh ? <Badge tone="amber">{itVideo.newMark}</Badge> : null}
        </p>
        <p className="text-xs text-slate-600">{[originOf(document, viewer), documentDate(document.createdAt), formatFileSize(document.size)].filter(Boolean).join(' · ')}</p>
        {detail}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <a
          href={documentFileUrl(document.id)}
          download={document.fileName}
          onClick={(event) => {
            onOpen?.();
            // Issue 30: a collaborator with 'accesso clinico' reads it for the practice, which a plain link cannot name.
            if (practiceHeadersSet()) {
              event.preventDefault();
              void downloadForPractice(documentFileUrl(document.id), document.fileName);
            }
          }}
          aria-label={fresh ? s.downloadLabel(s.newLabel(document.title)) : s.downloadLabel(document.title)}
          title={s.download}
          className={buttonClasses('outline', 'icon-sm')}
        >
          <Download aria-hidden="true" />
        </a>
        {onRemove ? (
          <Button variant="ghost" size="icon-sm" aria-label={s.removeLabel(document.title)} title={s.remove} onClick={onRemove} className={danger.ghost}>
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
