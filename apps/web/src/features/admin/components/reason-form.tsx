import { it } from '@sanity/shared/i18n/it';
import { type LucideIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';

/** The dialog around a `ReasonForm`: open while there is a subject; the form starts afresh for each. */
export function ReasonDialog({ subjectKey, onClose, children }: { subjectKey: string | null; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open={subjectKey !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md">{subjectKey !== null ? <div key={subjectKey}>{children}</div> : null}</DialogContent>
    </Dialog>
  );
}

/**
 * An admin decision that needs a written reason (disable an account, reject a doctor): the reason
 * checked in the browser by `validate`, then `onConfirm`; a 400 on the server's `reason` field is
 * shown on the field, any other failure above it. Typing clears both.
 */
export function ReasonForm({
  title,
  description,
  note,
  label,
  hint,
  maxLength,
  validate,
  confirmLabel,
  confirmIcon: ConfirmIcon,
  mutation,
  onConfirm,
  onCancel,
}: {
  title: string;
  description: ReactNode;
  note?: ReactNode;
  label: string;
  hint: string;
  maxLength: number;
  /** The field's error for this (trimmed) reason, or undefined when it may be sent. */
  validate: (reason: string) => string | undefined;
  confirmLabel: string;
  confirmIcon: LucideIcon;
  mutation: { isPending: boolean; error: unknown; reset: () => void };
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const { error } = mutation;
  const serverFieldError = isApiError(error, 400) ? error.fields.reason : undefined;
  const serverError = error && !serverFieldError ? errorMessage(error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const invalid = validate(trimmed);
    setClientError(invalid);
    // Back to the field, so that its error is read out and the reason can be typed at once.
    if (invalid) fieldRef.current?.focus();
    else onConfirm(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <DialogHeader className="mb-0">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {note ? <p className="text-sm text-slate-600">{note}</p> : null}
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <Field label={label} hint={hint} error={clientError ?? serverFieldError} required>
        {(control) => (
          <Textarea
            {...control}
            ref={fieldRef}
            rows={4}
            maxLength={maxLength}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setClientError(undefined);
              if (error) mutation.reset();
            }}
          />
        )}
      </Field>
      <DialogFooter className="mt-0">
        <Button variant="outline" onClick={onCancel}>
          {it.common.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner className="size-4 text-white" /> : <ConfirmIcon aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
