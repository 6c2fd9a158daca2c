import { it } from '@sanity/shared/i18n/it';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { EXPORT_JSON_URL, privacyQueryKey } from '../api/get-privacy';
import { useQueryClient } from '@tanstack/react-query';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';
import { familyConfirmRequired, FamilyErasureNotice } from '../../family/public/erasure-notice';

/**
 * 'Elimina account' (issue 13, GDPR art. 17): what is erased and what the doctors keep anonymised,
 * then the current password (or, for an account that only signs in with Google, its e-mail typed
 * again). On success the app is signed out and goes to /auth with a toast.
 */
export function DeleteAccountDialog({
  confirmWith,
  email,
  family = { members: 0, handedOver: 0 },
}: {
  confirmWith: 'password' | 'email';
  email: string;
  /** Issue 30: the family members in the account's care (erased with it, confirmed explicitly) and those handed over. */
  family?: { members: number; handedOver: number };
}) {
  const p = itPrivacy;
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const field = confirmWith === 'password' ? 'currentPassword' : 'confirmEmail';
  const [familyConfirmed, setFamilyConfirmed] = useState(false);
  const [familyError, setFamilyError] = useState<string | undefined>();
  // The server's count may be newer than this page's (a member added in another tab): its refusal shows the question too.
  const [familyAsked, setFamilyAsked] = useState<number | null>(null);
  const shownFamily = familyAsked !== null && familyAsked > family.members ? { ...family, members: familyAsked } : family;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValue('');
      setError(undefined);
      setFamilyConfirmed(false);
      setFamilyError(undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(confirmWith === 'password' ? p.passwordRequired : p.emailMismatch);
      inputRef.current?.focus();
      return;
    }
    if (shownFamily.members > 0 && !familyConfirmed) {
      setFamilyError(familyConfirmRequired);
      return;
    }
    const credentials = confirmWith === 'password' ? { currentPassword: value } : { confirmEmail: value.trim().toLowerCase() };
    remove.mutate({ ...credentials, ...(familyConfirmed ? { confirmFamilyErasure: true } : {}) }, {
      onSuccess: () => {
        toast.success(p.deleted, { description: p.deletedDetail });
        void navigate('/auth', { replace: true });
      },
      onError: (failure) => {
        const onField = isApiError(failure) ? failure.fields[field] : undefined;
        // Issue 30: members the page did not know of yet: the server says how many, the box asks.
        if (isApiError(failure, 409) && failure.code === 'failed-precondition') {
          setFamilyAsked(Math.max(family.members, 1));
          setFamilyError(failure.message);
          void queryClient.invalidateQueries({ queryKey: privacyQueryKey });
        } else if (onField) {
          setError(onField);
          inputRef.current?.focus();
        } else toast.error(errorMessage(failure));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="self-start">
          <Trash2 aria-hidden="true" />
          {p.deleteButton}
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <form onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{p.deleteDialogTitle}</DialogTitle>
            <DialogDescription>{p.deleteText}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-4 text-sm text-slate-700">
            <div>
              <h3 className="font-semibold text-slate-900">{p.deleteErasedTitle}</h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {p.deleteErased.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">{p.deleteKeptTitle}</h3>
              <p className="mt-1">{p.deleteKept}</p>
            </div>
            <FamilyErasureNotice
              family={shownFamily}
              confirmed={familyConfirmed}
              onConfirmedChange={(checked) => {
                setFamilyConfirmed(checked);
                setFamilyError(undefined);
              }}
              error={familyError}
            />
            <p className="text-slate-600">
              {p.deleteHintBefore}
              <a href={EXPORT_JSON_URL} download className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
                {p.deleteHintLink}
              </a>
              .
            </p>
            <Field label={confirmWith === 'password' ? p.deletePasswordLabel : p.deleteEmailLabel(email)} error={error} required>
              {(control) => (
                <Input
                  {...control}
                  ref={inputRef}
                  type={confirmWith === 'password' ? 'password' : 'email'}
                  autoComplete={confirmWith === 'password' ? 'current-password' : 'off'}
                  value={value}
                  onChange={(e) => {
                    setValue(e.target.value);
                    setError(undefined);
                  }}
                />
              )}
            </Field>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {it.common.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? <Spinner className="size-4 text-white" /> : null}
              {p.deleteConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
