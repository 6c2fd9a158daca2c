import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_SIMULATED_DELAY_MS } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { type ContactInput, ContactSchema } from '../contact-schema';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The contact modal (spec §2 Landing): sending is only simulated. After 1 s the browser's own
 * alert says 'Messaggio inviato! Ti contatteremo presto.'; no request leaves the page.
 */
export function ContactDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const l = it.landing;
  const form = useForm<ContactInput>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { nome: '', cognome: '', email: '', telefono: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async () => {
    await wait(CONTACT_SIMULATED_DELAY_MS);
    window.alert(l.contactSent);
    form.reset();
    setOpen(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) form.reset();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
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
