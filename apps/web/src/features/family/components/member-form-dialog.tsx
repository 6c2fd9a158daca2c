import { zodResolver } from '@hookform/resolvers/zod';
import { RELATIONSHIPS } from '@sanity/shared/domain/family/relationships';
import { itFamily } from '@sanity/shared/i18n/it-family';
import { itFamilyWeb as t } from '@sanity/shared/i18n/it-family-web';
import { it } from '@sanity/shared/i18n/it';
import { type FamilyMember, type FamilyMemberFormValues, type FamilyMemberInput, FamilyMemberInputSchema } from '@sanity/shared/schemas/family';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { GuardedDialog } from '../../../components/ui/guarded-dialog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { reportServerError } from '../../../lib/server-error';
import { useCreateFamilyMember, useUpdateFamilyMember } from '../api/family-api';

export type MemberFormDialogProps = {
  open: boolean;
  /** The member to change, or null to add one. */
  member: FamilyMember | null;
  onClose: () => void;
  /** After a save, with the saved member (the booking dialog selects a member added from it). */
  onSaved?: (member: FamilyMember) => void;
};

const discard = { title: t.discardTitle, text: t.discardText, keep: t.discardKeep, confirm: t.discardConfirm };

const FIELDS = ['nome', 'cognome', 'birthDate', 'relationship', 'codiceFiscale'] as const;

function valuesOf(member: FamilyMember | null): Partial<FamilyMemberFormValues> {
  if (!member) return { nome: '', cognome: '', birthDate: '', codiceFiscale: '' };
  return { nome: member.nome, cognome: member.cognome, birthDate: member.birthDate, relationship: member.relationship, codiceFiscale: member.codiceFiscale ?? '' };
}

/** Today's calendar day on this device, the date input's upper bound (the server refuses a later one with its own clock). */
function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * 'Aggiungi un familiare' / 'Modifica familiare' (issue 30): nome, cognome, date of birth,
 * relationship and an optional codice fiscale, checked live by the shared schema (the server's own
 * rule and words: form, check character, agreement with the name, surname, date of birth and the sex
 * of the relationship). Its own chunk: the schema carries the codice fiscale library. Closing with
 * unsaved input asks first; so does leaving the page.
 */
export default function MemberFormDialog({ open, member, onClose, onSaved }: MemberFormDialogProps) {
  const create = useCreateFamilyMember();
  const update = useUpdateFamilyMember();
  const pending = create.isPending || update.isPending;
  const [today] = useState(todayLocal);
  const form = useForm<FamilyMemberFormValues, unknown, FamilyMemberInput>({
    resolver: zodResolver(FamilyMemberInputSchema),
    defaultValues: valuesOf(member),
    // First check on leaving a field, then at every keystroke: the codice fiscale's errors follow the typing.
    mode: 'onTouched',
  });
  const { errors, isDirty, touchedFields } = form.formState;

  const close = () => {
    form.reset(valuesOf(member));
    onClose();
  };

  const onSubmit = form.handleSubmit((input) => {
    const done = ({ member: saved }: { member: FamilyMember }) => {
      toast.success(member ? t.saved : t.added(saved.fullName));
      form.reset(valuesOf(saved));
      onSaved?.(saved);
      onClose();
    };
    const failed = (error: unknown) => reportServerError(error, { title: t.saveError, fallback: t.saveError, form: { fields: FIELDS, setError: form.setError } });
    if (member) update.mutate({ id: member.id, input }, { onSuccess: done, onError: failed });
    else create.mutate(input, { onSuccess: done, onError: failed });
  });

  // A change to what the code encodes checks the code again (only once it has been typed).
  const recheck = { deps: ['codiceFiscale'] as ['codiceFiscale'] };
  const cf = useWatch({ control: form.control, name: 'codiceFiscale' });
  const cfOk = Boolean(cf?.trim()) && touchedFields.codiceFiscale && !errors.codiceFiscale;

  return (
    <GuardedDialog open={open} dirty={isDirty} busy={pending} discard={discard} onClose={close}>
      {(requestClose) => (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{member ? t.editTitle : t.addTitle}</DialogTitle>
            <DialogDescription>{t.formHint}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.nome} required error={errors.nome?.message}>
              {(control) => <Input {...control} autoComplete="off" {...form.register('nome', recheck)} />}
            </Field>
            <Field label={t.cognome} required error={errors.cognome?.message}>
              {(control) => <Input {...control} autoComplete="off" {...form.register('cognome', recheck)} />}
            </Field>
            <Field label={t.birthDate} required error={errors.birthDate?.message}>
              {(control) => <Input {...control} type="date" min="1900-01-01" max={today} {...form.register('birthDate', recheck)} />}
            </Field>
            <Field label={t.relationship} required hint={t.relationshipHint} error={errors.relationship?.message}>
              {(control) => (
                <NativeSelect {...control} {...form.register('relationship', recheck)}>
                  <option value="">{t.relationshipPlaceholder}</option>
                  {RELATIONSHIPS.map((r) => (
                    <option key={r} value={r}>
                      {itFamily.relationships[r]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              label={t.codiceFiscaleOptional}
              className="sm:col-span-2"
              hint={
                cfOk ? (
                  <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
                    <CircleCheck className="size-3.5" aria-hidden="true" />
                    {t.codiceFiscaleOk}
                  </span>
                ) : (
                  t.codiceFiscaleHint
                )
              }
              error={errors.codiceFiscale?.message}
            >
              {(control) => (
                <Input {...control} autoComplete="off" spellCheck={false} maxLength={40} className="font-mono uppercase" {...form.register('codiceFiscale')} />
              )}
            </Field>
          </div>
          {/* The verdict on the code is read out as it changes. */}
          <p className="sr-only" role="status">
            {cfOk ? t.codiceFiscaleOk : (errors.codiceFiscale?.message ?? '')}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={requestClose} disabled={pending}>
              {it.common.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner className="size-4 text-white" /> : null}
              {pending ? it.common.saving : member ? t.save : t.create}
            </Button>
          </DialogFooter>
        </form>
      )}
    </GuardedDialog>
  );
}
