import { moderationFindings } from '@sanity/shared/domain/reviews/moderation';
import { REVIEW_TEXT_MAX, reviewAuthor } from '@sanity/shared/domain/reviews/rules';
import { it } from '@sanity/shared/i18n/it';
import { itReviews as r, itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { type MyReview, type ReviewableAppointment, SUB_SCORE_KEYS } from '@sanity/shared/schemas/reviews';
import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { type FormEvent, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { serverErrorOf } from '../../../lib/server-error';
import { useCurrentUser } from '../../auth/api/get-me';
import { useCreateReview } from '../api/create-review';
import { emptyReviewDraft, isReviewDraftTouched, type ReviewDraft, reviewDraftErrors, reviewTextStatus, romeDate, toCreateReview } from '../review-form';
import { GuardedDialog } from './guarded-dialog';
import { StarInput } from './star-input';

type Props = { open: boolean; visit: ReviewableAppointment; onClose: () => void };

/**
 * 'Lascia una recensione' (issue 28): overall stars, the optional sub-scores, the text with its live
 * count and the live warning of the automatic check (the same `moderationFindings` the server runs),
 * 'Mostra come', and the rules. Closing with something chosen or typed asks first; a refusal keeps
 * everything. After sending, the dialog thanks and says whether the review is public or in review.
 * Loaded the first time it opens (`LazyReviewDialog`).
 */
export default function ReviewDialog({ open, visit, onClose }: Props) {
  const [draft, setDraft] = useState<ReviewDraft>(emptyReviewDraft);
  const [sent, setSent] = useState<MyReview | null>(null);
  const create = useCreateReview();
  const dirty = isReviewDraftTouched(draft) && !sent;

  return (
    <GuardedDialog open={open} dirty={dirty} busy={create.isPending} discardText={s.discardText} onClose={onClose} size={sent ? 'md' : 'lg'} hideClose={sent !== null}>
      {(requestClose) =>
        sent ? (
          <Thanks review={sent} onClose={onClose} />
        ) : (
          <ReviewForm visit={visit} draft={draft} setDraft={setDraft} create={create} onSent={setSent} onCancel={requestClose} />
        )
      }
    </GuardedDialog>
  );
}

type FormProps = {
  visit: ReviewableAppointment;
  draft: ReviewDraft;
  setDraft: (update: (draft: ReviewDraft) => ReviewDraft) => void;
  create: ReturnType<typeof useCreateReview>;
  onSent: (review: MyReview) => void;
  onCancel: () => void;
};

function ReviewForm({ visit, draft, setDraft, create, onSent, onCancel }: FormProps) {
  const user = useCurrentUser();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? reviewDraftErrors(draft) : {};
  const serverFieldText = isApiError(create.error, 400) ? create.error.fields.text : undefined;
  const problem = create.error && !serverFieldText ? serverErrorOf(create.error, s.submitError).message : null;
  // The check runs on what the patient typed a moment ago: typing stays smooth on a slow phone.
  const findings = moderationFindings(useDeferredValue(draft.text));
  const { length, missing } = reviewTextStatus(draft.text);
  const authorName = reviewAuthor({ nome: user.nome, cognome: user.cognome }, 'name', { verified: r.verifiedPatient, erased: r.erasedAuthor });
  const counterId = `${id}-count`;
  const findingsId = `${id}-findings`;

  const change = (update: Partial<ReviewDraft>) => {
    setDraft((d) => ({ ...d, ...update }));
    if (create.error) create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const body = toCreateReview(visit.appointmentId, draft);
    if (!body) {
      // The first field with an error takes the focus, so its message is read out.
      const invalid = reviewDraftErrors(draft);
      const target = invalid.rating ? formRef.current?.querySelector<HTMLElement>(`[data-field="rating"] input`) : formRef.current?.querySelector<HTMLElement>('textarea');
      target?.focus();
      return;
    }
    create.mutate(body, { onSuccess: onSent });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader className="mb-0">
        <DialogTitle>{r.leaveReview}</DialogTitle>
        <DialogDescription>{s.dialogVisit(visit.serviceName, visit.doctorName, romeDate(visit.startsAt))}</DialogDescription>
      </DialogHeader>

      <Alert tone="info" title={s.rulesTitle}>
        {r.rules}
      </Alert>

      <div data-field="rating">
        <StarInput legend={r.ratingLabel} value={draft.rating} onChange={(rating) => change({ rating })} required error={errors.rating} />
      </div>

      <section aria-labelledby={`${id}-subscores`} className="flex flex-col gap-2">
        <div>
          <h3 id={`${id}-subscores`} className="text-sm font-medium text-slate-800">
            {r.subScoresLabel}
          </h3>
          <p className="text-xs text-slate-600">{s.subScoresHint}</p>
        </div>
        <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {SUB_SCORE_KEYS.map((key) => {
            const label = r.subScoreLabels[key];
            const value = draft.subScores[key] ?? null;
            return (
              <StarInput
                key={key}
                size="md"
                legend={label}
                legendClassName="mb-0 text-slate-700"
                value={value}
                onChange={(n) => change({ subScores: { ...draft.subScores, [key]: n } })}
                trailing={
                  value !== null ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-8 px-2"
                      aria-label={s.subScoreClear(label)}
                      onClick={() => {
                        const { [key]: _removed, ...rest } = draft.subScores;
                        change({ subScores: rest });
                      }}
                    >
                      {s.subScoreClearShort}
                    </Button>
                  ) : null
                }
              />
            );
          })}
        </div>
      </section>

      {/* No separate hint: the line under the field says what is missing to the minimum, then the count to the maximum. */}
      <Field label={r.textLabel} required error={errors.text ?? serverFieldText}>
        {(control) => (
          <div className="flex flex-col gap-1">
            <Textarea
              {...control}
              aria-describedby={[control['aria-describedby'], counterId, findings.length > 0 ? findingsId : null].filter(Boolean).join(' ')}
              rows={6}
              maxLength={REVIEW_TEXT_MAX}
              value={draft.text}
              onChange={(e) => change({ text: e.target.value })}
            />
            <p id={counterId} className="flex justify-between gap-3 text-xs text-slate-600">
              <span>{missing > 0 ? s.textMissing(missing) : null}</span>
              <span className="tabular-nums" aria-label={s.textCountLabel(length, REVIEW_TEXT_MAX)}>
                {r.textCount(length, REVIEW_TEXT_MAX)}
              </span>
            </p>
          </div>
        )}
      </Field>

      {findings.length > 0 ? (
        <div id={findingsId} role="status" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{r.moderationWarning}</p>
            <ul className="list-disc pl-5">
              {findings.map((finding) => (
                <li key={finding}>{finding}</li>
              ))}
            </ul>
            <p>{s.moderationHint}</p>
          </div>
        </div>
      ) : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{r.showAsLabel}</legend>
        {(
          [
            ['name', r.showAsName(authorName)],
            ['verified', r.showAsVerified],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input type="radio" name={`${id}-show-as`} value={value} checked={draft.showAs === value} onChange={() => change({ showAs: value })} className="size-4 accent-brand-700" />
            <span className="min-w-0 break-words">{label}</span>
          </label>
        ))}
        <p className="text-xs text-slate-600">{s.showAsHint}</p>
      </fieldset>

      {problem ? <Alert>{problem}</Alert> : null}

      <DialogFooter className="mt-0">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          {it.common.cancel}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="size-4 text-white" /> : null}
          {create.isPending ? s.sending : r.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** After sending: thanks, and whether the review is public now or waits for an admin. */
function Thanks({ review, onClose }: { review: MyReview; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  // The form's button that had the focus is gone: the focus goes to this view's one action.
  useEffect(() => closeRef.current?.focus(), []);
  const pending = review.status !== 'published';
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center">
      <span className={pending ? 'inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800' : 'inline-flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-800'}>
        {pending ? <Clock className="size-6" aria-hidden="true" /> : <CircleCheck className="size-6" aria-hidden="true" />}
      </span>
      <DialogHeader className="mb-0 items-center pr-0">
        <DialogTitle>{r.thanks}</DialogTitle>
        <DialogDescription>{pending ? r.inReview : r.published}</DialogDescription>
      </DialogHeader>
      <Button ref={closeRef} onClick={onClose} className="min-w-32">
        {s.close}
      </Button>
    </div>
  );
}
