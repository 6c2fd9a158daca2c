import { it } from '@sanity/shared/i18n/it';
import { itReviews as r, itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { Check } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { serverErrorOf } from '../../../lib/server-error';
import { toast } from '../../../lib/toast';
import { useReplyReview } from '../api/review-actions';
import { GuardedDialog } from './guarded-dialog';

const REPLY_MIN = 2;
const REPLY_MAX = 1000;

type Props = { open: boolean; reviewId: string; author: string; onClose: () => void };

/**
 * 'Rispondi' (issue 28): the doctor's one public reply. It cannot be edited or removed, so it is
 * confirmed in a second step that shows it as it will be published; 'Rivedi' goes back to the text.
 */
export default function ReplyDialog({ open, reviewId, author, onClose }: Props) {
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const reply = useReplyReview();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldError = tooShort ? s.replyMissing : isApiError(reply.error, 400) ? reply.error.fields.text : undefined;
  const problem = reply.error && !fieldError ? serverErrorOf(reply.error, s.replyError).message : null;
  // Back from the confirmation ('Rivedi'), the focus is on the text again.
  useEffect(() => {
    if (!confirming) fieldRef.current?.focus();
  }, [confirming]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < REPLY_MIN) {
      setTooShort(true);
      fieldRef.current?.focus();
      return;
    }
    setConfirming(true);
  };

  const publish = () =>
    reply.mutate(
      { id: reviewId, text: text.trim() },
      {
        onSuccess: () => {
          toast.success(r.replySent);
          onClose();
        },
        // A refusal of the text goes back to it; any other stays on the confirmation with its reason.
        onError: (error) => (isApiError(error, 400) ? setConfirming(false) : undefined),
      },
    );

  return (
    <GuardedDialog open={open} dirty={text.trim() !== '' && !reply.isSuccess} busy={reply.isPending} discardText={s.replyDiscardText} onClose={onClose}>
      {(requestClose) =>
        confirming ? (
          <ConfirmStep text={text.trim()} problem={problem} pending={reply.isPending} onBack={() => setConfirming(false)} onPublish={publish} />
        ) : (
          <form onSubmit={review} noValidate className="flex flex-col gap-5">
            <DialogHeader className="mb-0">
              <DialogTitle>{s.replyDialogTitle}</DialogTitle>
              <DialogDescription>{s.replyHint}</DialogDescription>
            </DialogHeader>
            <p className="text-sm text-slate-700">{s.replyFor(author)}</p>
            <Field label={r.replyLabel} required error={fieldError}>
              {(control) => (
                <div className="flex flex-col gap-1">
                  <Textarea
                    {...control}
                    ref={fieldRef}
                    rows={5}
                    maxLength={REPLY_MAX}
                    value={text}
                    onChange={(e) => {
                      setText(e.target.value);
                      setTooShort(false);
                      if (reply.error) reply.reset();
                    }}
                  />
                  <p className="text-right text-xs text-slate-600 tabular-nums">{r.textCount(text.trim().length, REPLY_MAX)}</p>
                </div>
              )}
            </Field>
            <DialogFooter className="mt-0">
              <Button variant="outline" onClick={requestClose}>
                {it.common.cancel}
              </Button>
              <Button type="submit">{s.replyPublish}</Button>
            </DialogFooter>
          </form>
        )
      }
    </GuardedDialog>
  );
}

function ConfirmStep({ text, problem, pending, onBack, onPublish }: { text: string; problem: string | null; pending: boolean; onBack: () => void; onPublish: () => void }) {
  const publishRef = useRef<HTMLButtonElement>(null);
  // The form's button is gone: the focus goes to this step's action, after the question is read.
  useEffect(() => publishRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-5">
      <DialogHeader className="mb-0">
        <DialogTitle>{s.replyConfirmTitle}</DialogTitle>
        <DialogDescription>{r.replyConfirm}</DialogDescription>
      </DialogHeader>
      <figure className="rounded-xl border-l-4 border-brand-200 bg-slate-50 px-4 py-3">
        <figcaption className="text-xs font-semibold text-slate-600">{s.replyPreviewLabel}</figcaption>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{text}</p>
      </figure>
      {problem ? <Alert>{problem}</Alert> : null}
      <DialogFooter className="mt-0">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          {s.replyConfirmKeep}
        </Button>
        <Button ref={publishRef} onClick={onPublish} disabled={pending}>
          {pending ? <Spinner className="size-4 text-white" /> : <Check aria-hidden="true" />}
          {s.replyConfirmOk}
        </Button>
      </DialogFooter>
    </div>
  );
}
