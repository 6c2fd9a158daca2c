import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { GuardedDialog } from '../../../components/ui/guarded-dialog';
import { Input } from '../../../components/ui/input';
import { SwitchRow } from '../../../components/ui/switch-row';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useInviteStaff } from '../api/team';

const t = itStaffWeb.team;

/** 'Invita un collaboratore': the address and whether they get 'accesso clinico'; the server sends the e-mail. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [clinical, setClinical] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteStaff();
  // An address typed and not sent is unsaved work: closing the dialog or leaving the page asks first.
  const dirty = email.trim() !== '' && !invite.isSuccess;

  const submit = () => {
    const address = email.trim();
    if (!address) {
      setError(t.emailRequired);
      return;
    }
    setError(null);
    invite.mutate(
      { email: address, clinical },
      {
        onSuccess: (member) => {
          toast.success(t.invited, { description: t.invitedText(member.email) });
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, t.error)),
      },
    );
  };

  return (
    <GuardedDialog open dirty={dirty} busy={invite.isPending} size="sm" onClose={onClose}>
      {(requestClose) => (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="flex flex-col gap-4"
        >
          <DialogHeader>
            <DialogTitle>{t.inviteTitle}</DialogTitle>
            <DialogDescription>{t.inviteText}</DialogDescription>
          </DialogHeader>
          <Field label={t.email} required error={error ?? undefined}>
            {(control) => <Input {...control} type="email" autoComplete="off" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />}
          </Field>
          <SwitchRow as="div" className="" label={t.clinical} hint={t.clinicalHint} checked={clinical} onChange={setClinical} />
          <DialogFooter>
            <Button variant="outline" onClick={requestClose} disabled={invite.isPending}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? <Spinner className="size-4 text-white" /> : null}
              {invite.isPending ? t.sending : t.send}
            </Button>
          </DialogFooter>
        </form>
      )}
    </GuardedDialog>
  );
}
