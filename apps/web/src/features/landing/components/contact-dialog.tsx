import { zodResolver } from '@hookform/resolvers/zod';
import { it } from '@sanity/shared/i18n/it';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { type ContactInput, ContactSchema } from '@sanity/shared/schemas/contact';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/server-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LEGAL_PATHS, NewTabLink } from '../../../components/legal-links';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useSendContact } from '../api/send-contact';

const FIELDS = ['nome', 'cognome', 'email', 'telefono', 'note'] as const satisfies readonly Path<ContactInput>[];

/**
 * The contact modal (spec §2 Landing). The spec only simulated sending; here the message goes to
 * POST /api/contact, which stores it and e-mails it to the team (docs/ux-choices.md). The success
 * is still the spec's browser alert 'Messaggio inviato! Ti contatteremo presto.'; a refusal (a field
 * the server rejects, too many messages) shows the server's Italian message in the dialog. Loaded the
 * first time it opens, with the form's schema and library (landing-sections.tsx).
 */
export default function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const l = itPublic.landing;
  const form = useForm<ContactInput>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { nome: '', cognome: '', email: '', telefono: '', note: '', sito: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const sending = useSendContact();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sending.mutateAsync(values);
    } catch (error) {
      // The reason stays in the dialog's own alert (a toast would sit over the dialog).
      setServerFieldErrors(error, { fields: FIELDS, setError: form.setError });
      setFailure(errorMessage(error, l.contactSendError));
      return;
    }
    window.alert(l.contactSent);
    form.reset();
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) {
          form.reset();
          setFailure(null);
        }
      }}
    >
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{l.contactDialogTitle}</DialogTitle>
          <DialogDescription>{l.contactDialogText}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={l.contactNome} error={errors.nome?.message} required>
              {(control) => <Input {...control} autoComplete="given-name" {...form.register('nome')} />}
            </Field>
            <Field label={l.contactCognome} error={errors.cognome?.message} required>
              {(control) => <Input {...control} autoComplete="family-name" {...form.register('cognome')} />}
            </Field>
          </div>
          <Field label={l.contactEmail} error={errors.email?.message} required>
            {(control) => <Input {...control} type="email" required autoComplete="email" inputMode="email" {...form.register('email')} />}
          </Field>
          <Field label={l.contactTelefono} error={errors.telefono?.message}>
            {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('telefono')} />}
          </Field>
          <Field label={l.contactNote} error={errors.note?.message}>
            {(control) => <Textarea {...control} rows={4} placeholder={l.contactNotePlaceholder} {...form.register('note')} />}
          </Field>
          {/* A honeypot: out of sight and out of the tab order; only bots fill it (the server then drops the message). */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label>
              {l.contactHoneypot}
              <input type="text" tabIndex={-1} autoComplete="off" {...form.register('sito')} />
            </label>
          </div>
          {/* What happens to the message, health notes included (issue 24). */}
          <p className="text-xs text-slate-600">
            {it.legal.contactNotice} <NewTabLink to={LEGAL_PATHS.privacy}>{it.legal.contactNoticeLink}</NewTabLink>
          </p>
          {failure ? <Alert>{failure}</Alert> : null}
          <DialogFooter className="mt-2">
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4 text-white" /> : null}
              {isSubmitting ? l.contactSending : l.contactSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
