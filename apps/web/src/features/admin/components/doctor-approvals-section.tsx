import { REJECTION_REASON_MAX, REJECTION_REASON_MIN, type DoctorReviewStatus } from '@sanity/shared/domain/doctors/review';
import { it } from '@sanity/shared/i18n/it';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { ADMIN_DOCTOR_FILTERS, type AdminDoctorEntry, type AdminDoctorFilter } from '@sanity/shared/schemas/doctor-review';
import { ShieldCheck, ShieldX, Stethoscope } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { useReviewDoctors } from '../api/get-review-doctors';
import { useReviewDoctor } from '../api/review-doctor';
import { useSettleDoctorName } from '../api/settle-doctor-name';
import { LoadMore } from '../../../components/ui/load-more';
import { ReasonDialog, ReasonForm } from './reason-form';

const t = itSettings.adminDoctors;
/** The filter's words: the review states, and the new names waiting (issue 24). */
const FILTER_TEXT: Record<AdminDoctorFilter, { label: string; emptyTitle: string; emptyDescription: string }> = {
  pending: { label: t.filters.pending, emptyTitle: t.emptyTitle.pending, emptyDescription: t.emptyDescription.pending },
  approved: { label: t.filters.approved, emptyTitle: t.emptyTitle.approved, emptyDescription: t.emptyDescription.approved },
  rejected: { label: t.filters.rejected, emptyTitle: t.emptyTitle.rejected, emptyDescription: t.emptyDescription.rejected },
  'name-change': { label: t.nameChangeFilter, emptyTitle: t.nameChangeEmptyTitle, emptyDescription: t.nameChangeEmptyDescription },
};
const STATUS_TONE = { pending: 'amber', approved: 'success', rejected: 'danger' } as const satisfies Record<DoctorReviewStatus, string>;

/**
 * 'Approvazione dottori' (issue 13 point 1, ADR 0013): the doctors awaiting review with what the
 * admin checks (licence number, specialization, sectors), 'Approva' and 'Rifiuta' with a reason
 * the doctor will read; a filter shows the approved and rejected ones, where the other decision
 * stays available (approving after a correction, withdrawing an approval).
 */
export function DoctorApprovalsSection() {
  const [status, setStatus] = useState<AdminDoctorFilter>('pending');
  const list = useReviewDoctors(status);
  const doctors = list.data?.pages.flatMap((page) => page.doctors) ?? [];
  const [target, setTarget] = useState<AdminDoctorEntry | null>(null);
  const review = useReviewDoctor();

  const approve = (doctor: AdminDoctorEntry) =>
    review.mutate(
      { id: doctor.id, approve: true },
      {
        onSuccess: () => toast.success(t.approved(doctor.displayName)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="flex min-w-0 flex-col gap-1.5">
            <CardTitle>{t.sectionTitle}</CardTitle>
            <CardDescription>{t.sectionDescription}</CardDescription>
          </div>
          <Field label={t.filterLabel} className="sm:w-44 sm:shrink-0">
            {(control) => (
              <NativeSelect {...control} value={status} onChange={(e) => setStatus(e.target.value as AdminDoctorFilter)}>
                {ADMIN_DOCTOR_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {FILTER_TEXT[s].label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {list.isPending ? (
          <LoadingText>{it.common.loadingShort}</LoadingText>
        ) : list.isError ? (
          <Alert title={t.loadError}>{errorMessage(list.error)}</Alert>
        ) : doctors.length === 0 ? (
          <EmptyState icon={Stethoscope} title={FILTER_TEXT[status].emptyTitle} description={FILTER_TEXT[status].emptyDescription} />
        ) : (
          <ul aria-label={FILTER_TEXT[status].label} className="flex flex-col gap-3">
            {doctors.map((doctor) => (
              <DoctorRow
                key={doctor.id}
                doctor={doctor}
                busy={review.isPending && review.variables?.id === doctor.id}
                onApprove={() => approve(doctor)}
                onReject={() => setTarget(doctor)}
              />
            ))}
          </ul>
        )}

        <LoadMore pages={list} label={t.loadMore} />
      </CardContent>
      <RejectDialog doctor={target} onClose={() => setTarget(null)} />
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function DoctorRow({ doctor, busy, onApprove, onReject }: { doctor: AdminDoctorEntry; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const name = doctor.displayName.trim() || doctor.email;
  const reviewedOn = formatLongDate(doctor.reviewedAt);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 className="font-semibold break-words text-slate-900">{name}</h3>
              <Badge tone={STATUS_TONE[doctor.status]}>{t.statusBadge[doctor.status]}</Badge>
            </div>
            <p className="text-sm break-all text-slate-700">{doctor.email}</p>
          </div>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            <Detail label={t.licenseNumber}>
              {doctor.licenseNumber ? itAuth.doctorRegistration.albo(doctor.licenseNumber, doctor.licenseProvince) : <span className="text-slate-600">{t.missing}</span>}
            </Detail>
            <Detail label={t.specialization}>{doctor.specialization ?? <span className="text-slate-600">{t.missing}</span>}</Detail>
            <Detail label={t.phone}>{doctor.telefono ?? <span className="text-slate-600">{t.missing}</span>}</Detail>
            <Detail label={t.registeredOn}>{formatLongDate(doctor.createdAt)}</Detail>
            {reviewedOn && doctor.status !== 'pending' ? <Detail label={doctor.status === 'approved' ? t.reviewedOn : t.rejectedOn}>{reviewedOn}</Detail> : null}
            <div className="flex min-w-0 flex-col sm:col-span-2">
              <dt className="text-xs font-medium text-slate-600">{t.sectors}</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {doctor.sectors.length > 0 ? (
                  doctor.sectors.map((s) => (
                    <Badge key={s.id} tone="neutral">
                      {s.name}
                    </Badge>
                  ))
                ) : (
                  <span className="text-sm text-slate-600">{t.missing}</span>
                )}
              </dd>
            </div>
          </dl>
          {doctor.status === 'rejected' && doctor.rejectionReason ? (
            <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              <span className="font-medium">{t.reasonLabel}:</span> <span className="break-words">{doctor.rejectionReason}</span>
            </div>
          ) : null}
          {doctor.pendingName ? <PendingName doctor={doctor} pendingName={doctor.pendingName} /> : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-col">
          {doctor.status !== 'approved' ? (
            <Button size="sm" onClick={onApprove} disabled={busy} aria-label={t.approveLabel(name)}>
              {busy ? <Spinner className="size-4 text-white" /> : <ShieldCheck aria-hidden="true" />}
              {t.approve}
            </Button>
          ) : null}
          {doctor.status !== 'rejected' ? (
            <Button variant="outline" className={danger.outline} size="sm" onClick={onReject} disabled={busy} aria-label={t.rejectLabel(name)}>
              <ShieldX aria-hidden="true" />
              {t.reject}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** A verified doctor's new name (issue 24): patients see it only once approved here. */
function PendingName({ doctor, pendingName }: { doctor: AdminDoctorEntry; pendingName: string }) {
  const settle = useSettleDoctorName();
  const decide = (approve: boolean) =>
    settle.mutate(
      { id: doctor.id, approve },
      {
        onSuccess: () => toast.success(approve ? t.nameApproved(pendingName) : t.nameRejected),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 break-words">
        <span className="font-medium">{t.pendingNameLabel}:</span> {pendingName}
      </p>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        <Button size="sm" onClick={() => decide(true)} disabled={settle.isPending} aria-label={t.approveNameLabel(pendingName)}>
          {t.approveName}
        </Button>
        <Button variant="outline" className={danger.outline} size="sm" onClick={() => decide(false)} disabled={settle.isPending} aria-label={t.rejectNameLabel(pendingName)}>
          {t.rejectName}
        </Button>
      </div>
    </div>
  );
}

/** 'Rifiuta': asks the reason, which the doctor receives by e-mail and reads on their dashboard. */
function RejectDialog({ doctor, onClose }: { doctor: AdminDoctorEntry | null; onClose: () => void }) {
  return (
    <ReasonDialog subjectKey={doctor?.id ?? null} onClose={onClose}>
      {doctor ? <RejectForm doctor={doctor} onDone={onClose} /> : null}
    </ReasonDialog>
  );
}

function RejectForm({ doctor, onDone }: { doctor: AdminDoctorEntry; onDone: () => void }) {
  const review = useReviewDoctor();
  const name = doctor.displayName.trim() || doctor.email;
  return (
    <ReasonForm
      title={t.rejectTitle(name)}
      description={t.rejectDescription}
      label={t.rejectReasonField}
      hint={t.rejectReasonHint}
      maxLength={REJECTION_REASON_MAX}
      validate={(reason) =>
        reason.length === 0
          ? t.reasonRequired
          : reason.length < REJECTION_REASON_MIN || reason.length > REJECTION_REASON_MAX
            ? t.reasonLength(REJECTION_REASON_MIN, REJECTION_REASON_MAX)
            : undefined
      }
      confirmLabel={t.rejectConfirm}
      confirmIcon={ShieldX}
      mutation={review}
      onConfirm={(reason) =>
        review.mutate(
          { id: doctor.id, approve: false, reason },
          {
            onSuccess: () => {
              toast.success(t.rejected(name));
              onDone();
            },
          },
        )
      }
      onCancel={onDone}
    />
  );
}
