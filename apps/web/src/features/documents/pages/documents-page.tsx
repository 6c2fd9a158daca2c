import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { type AppointmentDocument } from '@sanity/shared/schemas/documents';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { PersonSeenLine } from '../../family/public/appointment-people';
import { myDocumentsQueryOptions } from '../api/my-documents';
import { DocumentRow, documentDate } from '../components/document-row';
import { RemoveDocumentDialog } from '../components/remove-document';
import { doctorsOf, groupByVisit, type VisitDocuments } from '../document-groups';

const s = itVideoScreens;

/**
 * /documenti (issue 29): every document of the patient's visits, by visit (its date and doctor, and
 * for a family member's visit whose it was: 'Per Luca Rossi', as the appointment lists say),
 * the newest first; a doctor filter once there are several; 'Elimina' on the patient's own files.
 */
export function DocumentsPage() {
  usePageTitle(itVideo.documents);
  const query = useQuery(myDocumentsQueryOptions());
  const [doctorId, setDoctorId] = useState<string>('');
  const [removing, setRemoving] = useState<AppointmentDocument | null>(null);
  const documents = query.data ?? [];
  const doctors = doctorsOf(documents);
  // A filter left on a doctor whose documents are all gone shows everyone's again.
  const chosen = doctors.some((d) => d.id === doctorId) ? doctorId : '';
  const visits = groupByVisit(documents, chosen || null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={itVideo.documents} description={s.pageDocumentsDescription} />
      {query.isPending ? (
        <LoadingText>{s.documentsLoading}</LoadingText>
      ) : query.isError ? (
        <EmptyState icon={FileText} tone="error" title={s.documentsLoadError} />
      ) : documents.length === 0 ? (
        <EmptyState icon={FileText} title={s.documentsPageEmpty} description={s.documentsPageEmptyHint} />
      ) : (
        <>
          {doctors.length > 1 ? (
            <Field label={s.doctorFilter} className="w-full sm:max-w-xs">
              {(control) => (
                <NativeSelect {...control} value={chosen} onChange={(e) => setDoctorId(e.target.value)}>
                  <option value="">{s.allDoctors}</option>
                  {doctors.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          ) : null}
          <div className="flex flex-col gap-5">
            {visits.map((visit) => (
              <VisitSection key={visit.appointmentId} visit={visit} onRemove={setRemoving} />
            ))}
          </div>
          <Alert tone="info">{itVideo.retentionNote}</Alert>
        </>
      )}
      <RemoveDocumentDialog document={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function VisitSection({ visit, onRemove }: { visit: VisitDocuments; onRemove: (d: AppointmentDocument) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-base font-semibold break-words text-slate-900">
          {s.visitOf(documentDate(visit.startsAt), visit.doctorName)}
        </h2>
        <p className="text-sm break-words text-slate-600">{visit.serviceName}</p>
        <PersonSeenLine raw={visit} viewer="patient" className="font-medium" />
      </div>
      <ul className="flex flex-col gap-2">
        {visit.documents.map((d) => (
          <DocumentRow key={d.id} document={d} viewer="patient" onRemove={d.uploadedBy === 'patient' ? () => onRemove(d) : undefined} />
        ))}
      </ul>
    </section>
  );
}
