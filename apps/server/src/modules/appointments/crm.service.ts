import { itBooking } from '@sanity/shared/i18n/it-booking';
import type { CrmPageQuery, CrmPatient, CrmPatientDetail, CrmPatientList } from '@sanity/shared/schemas/appointments';
import type { AppointmentDocument } from '@sanity/shared/schemas/documents';
import type { Db } from '../../db/client';
import { auditActorOf } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuditService } from '../audit/audit.service';
import type { AppointmentViews } from './appointment-views';
import { readsClinical, toCrmPatient, type Viewer } from './appointments.dto';
import type { AppointmentsRepository } from './appointments.repository';
import { createCrmRepository } from './crm.repository';

/** The doctor's patients (/crm, and the FHIR Patient of issue 31): each read of one patient's record is logged. */
export function createCrmService({
  db,
  repo,
  audit,
  clock,
  views,
  crmDocuments,
}: {
  db: Db;
  repo: Pick<AppointmentsRepository, 'forDoctorAndPatient'>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
  views: Pick<AppointmentViews, 'appointmentPage'>;
  /** Issue 29: the documents of a /crm history page's appointments (the documents feature). */
  crmDocuments: (doctorId: string, appointmentIds: readonly string[]) => Promise<AppointmentDocument[]>;
}) {
  const crm = createCrmRepository(db);

  return {
    /** /crm: one page of the accounts that booked with this doctor, latest appointment first. */
    async patients(doctorId: string, query: CrmPageQuery, now = clock.now()): Promise<CrmPatientList> {
      const after = query.cursor === undefined ? undefined : decodePageCursor('crm', query.cursor);
      const rows = await crm.patientsOf(doctorId, now, { limit: query.limit + 1, ...(after ? { after } : {}) });
      const { items, nextCursor } = pageOf(rows, query.limit, 'crm', (r) => ({ at: r.sortKey, id: r.patientId }));
      return { patients: items.map(toCrmPatient), nextCursor };
    },

    /**
     * One patient of this doctor as the /crm record names them (the FHIR Patient, issue 31), or null
     * when no appointment joins them; the read is logged like the record's.
     */
    async patientSummary(doctorId: string, clientId: string, now = clock.now()): Promise<CrmPatient | null> {
      const [summary] = await crm.patientsOf(doctorId, now, { patientId: clientId });
      if (!summary) return null;
      await audit.record({ actorId: doctorId, actorRole: 'doctor', subjectId: clientId, action: 'crm.patient.read', details: { via: 'fhir' } });
      return toCrmPatient(summary);
    },

    /** One patient of this doctor with one page of their history with this doctor only, most recent first. */
    async patient(viewer: Viewer, clientId: string, query: CrmPageQuery, now = clock.now()): Promise<CrmPatientDetail> {
      const doctorId = viewer.id;
      const after = query.cursor === undefined ? undefined : decodePageCursor('desc', query.cursor);
      const [summary] = await crm.patientsOf(doctorId, now, { patientId: clientId });
      if (!summary) throw new AppError(404, itBooking.crm.patientNotFound);
      const history = await repo.forDoctorAndPatient(doctorId, clientId, query.limit + 1, after);
      const page = await views.appointmentPage(history, query.limit, 'desc', viewer, now);
      // Every page is a read of the patient's record (a later page shows older visits), so each is logged.
      // Issue 30: a family member's record is the holder's data (subject), the member named by id.
      const details: Record<string, string | number | boolean> = { appointments: page.appointments.length, firstPage: after === undefined };
      if (summary.member) details.familyMemberId = summary.member.id;
      await audit.record({
        ...auditActorOf(viewer, 'doctor'),
        subjectId: summary.patientId,
        action: 'crm.patient.read',
        ...(summary.member ? { targetId: summary.member.id } : {}),
        details,
      });
      // Issue 30: a collaborator without 'accesso clinico' gets the history without notes and answers (the page), and no documents.
      if (!readsClinical(viewer)) return { patient: toCrmPatient(summary), ...page, documents: [] };
      const documents = await crmDocuments(doctorId, page.appointments.map((x) => x.id));
      return { patient: toCrmPatient(summary), ...page, documents };
    },
  };
}
