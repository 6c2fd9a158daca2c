import { it } from '@sanity/shared/i18n/it';
import { itReviews as r, itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { Flag } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { serverErrorOf } from '../../../lib/server-error';
import { toast } from '../../../lib/toast';
import { useReportReview } from '../api/review-actions';
import { GuardedDialog } from './guarded-dialog';

const REASON_MIN = 5;
const REASON_MAX = 500;

type Props = { open: boolean; reviewId: string; author: string; onClose: () => void };

/** 'Segnala' (issue 28): anyone signed in gives a reason; the review goes back to the admin's queue and stays visible meanwhile. */
export default function ReportDialog({ open, reviewId, author, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const report = useReportReview();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldError = tooShort ? s.reportTooShort : isApiError(report.error, 400) ? report.error.fields.reason : undefined;
  const problem = report.error && !fieldError ? serverErrorOf(report.error, s.reportError).message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN) {
      setTooShort(true);
      fieldRef.current?.focus();
      return;
    }
    report.mutate(
      { id: reviewId, reason: trimmed },
      {
        onSuccess: () => {
          toast.success(r.reportSent);
          onClose();
        },
      },
    );
  };

  return (
    <GuardedDialog open={open} dirty={reason.trim() !== '' && !report.isSuccess} busy={report.isPending} discardText={s.reportDiscardText} onClose={onClose}>
      {(requestClose) => (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <DialogHeader className="mb-0">
            <DialogTitle>{r.reportTitle}</DialogTitle>
            <DialogDescription>{s.reportHint}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-slate-700">{s.reportFor(author)}</p>
          <Field label={r.reportReasonLabel} required error={fieldError}>
            {(control) => (
              <Textarea
                {...control}
                ref={fieldRef}
                rows={4}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setTooShort(false);
                  if (report.error) report.reset();
                }}
              />
            )}
          </Field>
          {problem ? <Alert>{problem}</Alert> : null}
          <DialogFooter className="mt-0">
            <Button variant="outline" onClick={requestClose} disabled={report.isPending}>
              {it.common.cancel}
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? <Spinner className="size-4 text-white" /> : <Flag aria-hidden="true" />}
              {s.reportSend}
            </Button>
          </DialogFooter>
        </form>
      )}
    </GuardedDialog>
  );
}
