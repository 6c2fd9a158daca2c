import { it } from '@sanity/shared/i18n/it';
import { itReviews as r, itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { type AdminReview } from '@sanity/shared/schemas/reviews';
import { Clock, Flag, MessageSquareText, ShieldCheck, ShieldX } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { serverErrorOf } from '../../../lib/server-error';
import { toast } from '../../../lib/toast';
import { type AdminQueue, useAdminReviews, useReviewDecision } from '../api/admin-reviews';
import { romeDate, visitMonthLabel } from '../review-form';
import { Stars } from './stars';

const NOTE_MAX = 500;
const STATUS_TONE = { pending: 'amber', reported: 'danger', published: 'success', rejected: 'neutral' } as const;

/**
 * 'Recensioni' in /admin (issue 28): the reviews the automatic check held ('Da moderare') and those
 * someone reported ('Segnalate', still visible meanwhile), each with its text, why it was held, the
 * reports, 'Approva' and 'Rifiuta' (with an optional note for the audit log). After a decision the
 * row leaves the queue and the focus goes to the next review's heading (or the queue's tab when none
 * is left), not to the top of the page.
 */
export default function AdminReviewsSection() {
  const [queue, setQueue] = useState<AdminQueue>('pending');
  const pending = useAdminReviews('pending');
  const reported = useAdminReviews('reported');
  const list = queue === 'pending' ? pending : reported;
  const reviews = list.data ?? [];
  const decide = useReviewDecision();
  const [rejecting, setRejecting] = useState<AdminReview | null>(null);
  const rejectIndex = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  // After a decision the refreshed list no longer holds the review: its neighbour's heading takes the
  // focus (the same place in the list), or the queue's tab when the list is empty.
  const focusAfter = (index: number) => {
    const headings = listRef.current?.querySelectorAll<HTMLElement>('[data-review-heading]');
    const next = headings && headings.length > 0 ? headings[Math.min(index, headings.length - 1)] : null;
    (next ?? tabsRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]'))?.focus();
  };
  // 'Approva' acts in place: the review's id and place wait here for the list without it.
  const approved = useRef<{ id: string; index: number } | null>(null);
  const data = list.data;
  useEffect(() => {
    const done = approved.current;
    if (!done || !data || data.some((review) => review.id === done.id)) return;
    approved.current = null;
    focusAfter(done.index);
  }, [data]);

  const approve = (review: AdminReview, index: number) => {
    approved.current = { id: review.id, index };
    decide.mutate(
      { id: review.id, decision: 'approve' },
      {
        onSuccess: () => toast.success(s.approved),
        onError: (error) => {
          approved.current = null;
          toast.error(s.decisionError, { description: errorMessage(error) });
        },
      },
    );
  };

  const count = (q: typeof pending) => (q.data ? ` (${q.data.length})` : '');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.adminTitle}</CardTitle>
        <CardDescription>{s.adminDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Tabs value={queue} onValueChange={(value) => setQueue(value as AdminQueue)} className="flex flex-col gap-5">
          <TabsList ref={tabsRef} aria-label={s.queueLabel} className="w-full sm:w-auto sm:self-start">
            <TabsTrigger value="pending" className="px-3 whitespace-nowrap sm:px-4">
              <Clock aria-hidden="true" />
              {r.queuePending}
              {count(pending)}
            </TabsTrigger>
            <TabsTrigger value="reported" className="px-3 whitespace-nowrap sm:px-4">
              <Flag aria-hidden="true" />
              {r.queueReported}
              {count(reported)}
            </TabsTrigger>
          </TabsList>
          {(['pending', 'reported'] as const).map((value) => (
            // Only the open queue's panel has content (Radix leaves the other empty and hidden).
            <TabsContent key={value} value={value}>
              {list.isPending ? (
                <LoadingText>{it.common.loadingShort}</LoadingText>
              ) : list.isError ? (
                <Alert>{errorMessage(list.error)}</Alert>
              ) : reviews.length === 0 ? (
                <EmptyState icon={MessageSquareText} title={value === 'pending' ? s.queueEmptyPending : s.queueEmptyReported} />
              ) : (
                <ul ref={listRef} aria-label={value === 'pending' ? r.queuePending : r.queueReported} className="flex flex-col gap-3">
                  {reviews.map((review, index) => (
                    <QueueRow
                      key={review.id}
                      review={review}
                      busy={decide.isPending && decide.variables?.id === review.id}
                      onApprove={() => approve(review, index)}
                      onReject={() => {
                        rejectIndex.current = index;
                        setRejecting(review);
                      }}
                    />
                  ))}
                </ul>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
      <RejectDialog review={rejecting} onClose={() => setRejecting(null)} onRejectedClosed={() => focusAfter(rejectIndex.current)} />
    </Card>
  );
}

function QueueRow({ review, busy, onApprove, onReject }: { review: AdminReview; busy: boolean; onApprove: () => void; onReject: () => void }) {
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 id={headingId} data-review-heading tabIndex={-1} className="font-semibold break-words text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
                {s.aboutDoctor(review.doctorName)}
              </h3>
              <Badge tone={STATUS_TONE[review.status]}>{s.statusBadge[review.status]}</Badge>
            </div>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <Stars value={review.rating} />
              <span className="sr-only">{s.outOfFive(review.rating)}.</span>
              <span className="font-medium break-words">{review.author}</span>
            </p>
            <p className="text-sm break-words text-slate-600">
              {s.visitMonth(visitMonthLabel(review.visitMonth))} · {review.serviceName}
            </p>
          </div>
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">{review.text}</p>
          {review.findings.length > 0 ? (
            <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <p className="font-semibold">{r.findingsTitle}</p>
              <ul className="list-disc pl-5">
                {review.findings.map((finding) => (
                  <li key={finding}>{finding}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {review.reports.length > 0 ? (
            <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950">
              <p className="font-semibold">{r.reportsTitle}</p>
              <ul className="flex flex-col gap-1">
                {review.reports.map((report, i) => (
                  <li key={`${report.createdAt}-${i}`} className="break-words">
                    «{report.reason}» <span className="text-red-900">{s.reportedOn(romeDate(report.createdAt))}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {review.reply ? (
            <div className="rounded-lg border-l-4 border-brand-200 bg-slate-50 px-3 py-2 text-sm">
              <p className="text-xs font-semibold text-slate-700">{r.replyTitle}</p>
              <p className="break-words whitespace-pre-line text-slate-800">{review.reply.text}</p>
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-col">
          <Button size="sm" onClick={onApprove} disabled={busy} aria-label={s.approveLabel(review.author, review.doctorName)}>
            {busy ? <Spinner className="size-4 text-white" /> : <ShieldCheck aria-hidden="true" />}
            {r.approve}
          </Button>
          <Button variant="outline" className={danger.outline} size="sm" onClick={onReject} disabled={busy} aria-label={s.rejectLabel(review.author, review.doctorName)}>
            <ShieldX aria-hidden="true" />
            {r.reject}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** 'Rifiuta': the review leaves the profile; an optional note goes to the audit log. */
function RejectDialog({ review, onClose, onRejectedClosed }: { review: AdminReview | null; onClose: () => void; onRejectedClosed: () => void }) {
  const [note, setNote] = useState('');
  const decide = useReviewDecision();
  const [shown, setShown] = useState<AdminReview | null>(review);
  // A new review to reject starts with an empty note and no earlier error.
  if (review && review.id !== shown?.id) {
    setShown(review);
    setNote('');
    decide.reset();
  }
  const problem = decide.error ? serverErrorOf(decide.error, s.decisionError).message : null;
  const rejected = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!review) return;
    const trimmed = note.trim();
    decide.mutate(
      { id: review.id, decision: 'reject', ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success(s.rejected);
          rejected.current = true;
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={review !== null} onOpenChange={(open) => (open || decide.isPending ? undefined : onClose())}>
      <DialogContent
        size="md"
        role="alertdialog"
        onCloseAutoFocus={(event) => {
          // After a rejection its row is gone: the section gives the focus to the next review instead.
          if (!rejected.current) return;
          rejected.current = false;
          event.preventDefault();
          onRejectedClosed();
        }}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <DialogHeader className="mb-0">
            <DialogTitle>{s.rejectTitle}</DialogTitle>
            <DialogDescription>{s.rejectText}</DialogDescription>
          </DialogHeader>
          {shown ? (
            <p className="line-clamp-3 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-700">
              {shown.author}: «{shown.text}»
            </p>
          ) : null}
          <Field label={s.rejectNoteLabel}>
            {(control) => <Textarea {...control} rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />}
          </Field>
          {problem ? <Alert>{problem}</Alert> : null}
          <DialogFooter className="mt-0">
            <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
              {it.common.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={decide.isPending}>
              {decide.isPending ? <Spinner className="size-4 text-white" /> : <ShieldX aria-hidden="true" />}
              {s.rejectConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
