import { zodResolver } from '@hookform/resolvers/zod';
import { it } from '@sanity/shared/i18n/it';
import { itFamilyWeb as t } from '@sanity/shared/i18n/it-family-web';
import { type FamilyInvite, FamilyInviteSchema, type FamilyMember } from '@sanity/shared/schemas/family';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { GuardedDialog } from '../../../components/ui/guarded-dialog';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { reportServerError } from '../../../lib/server-error';
import { toast } from '../../../lib/toast';
import { useInviteFamilyMember } from '../api/family-api';

const discard = { title: t.discardTitle, text: t.discardText, keep: t.discardKeep, confirm: t.discardConfirm };

export type InviteDialogProps = { open: boolean; member: FamilyMember; onClose: () => void };

/**
 * 'Invita a un account personale' (issue 30 point 2): a member of age gets an e-mail with a link;
 * accepting moves their visits and documents to their own account. A new invitation replaces a
 * pending one. Loaded the first time it opens.
 */
export default function InviteDialog({ open, member, onClose }: InviteDialogProps) {
  const invite = useInviteFamilyMember();
  const form = useForm<FamilyInvite>({ resolver: zodResolver(FamilyInviteSchema), defaultValues: { email: member.invitation?.email ?? '' } });
  const { errors, isDirty } = form.formState;

  // Closing without sending forgets the address typed (after asking), as the member form does.
  const close = () => {
    form.reset({ email: member.invitation?.email ?? '' });
    onClose();
  };

  const onSubmit = form.handleSubmit((input) => {
    invite.mutate(
      { id: member.id, input },
      {
        onSuccess: () => {
          toast.success(t.inviteSent(input.email));
          form.reset({ email: input.email });
          onClose();
        },
        onError: (error) => reportServerError(error, { title: t.inviteError, fallback: t.inviteError, form: { fields: ['email'] as const, setError: form.setError } }),
      },
    );
  });

  return (
    <GuardedDialog open={open} dirty={isDirty} busy={invite.isPending} discard={discard} onClose={close}>
      {(requestClose) => (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t.inviteTitle(member.fullName)}</DialogTitle>
            <DialogDescription>{t.inviteText(member.fullName)}</DialogDescription>
          </DialogHeader>
          <Field label={t.inviteEmail(member.nome)} required hint={t.inviteEmailHint} error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={requestClose} disabled={invite.isPending}>
              {it.common.cancel}
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? <Spinner className="size-4 text-white" /> : null}
              {member.invitation ? t.inviteResend : t.inviteSend}
            </Button>
          </DialogFooter>
        </form>
      )}
    </GuardedDialog>
  );
}
