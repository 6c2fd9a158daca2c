import { itReminders as r } from '@sanity/shared/i18n/it-reminders';
import type { PracticeRemindersView } from '@sanity/shared/schemas/reminders';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { SwitchRow } from '../../../components/ui/switch-row';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { usePracticeReminders, useSavePracticeReminders } from '../api/reminders-api';
import { LeadChoices } from '../public/lead-choices';

/** The anchor of the card: /settings#promemoria. */
export const REMINDERS_ANCHOR = 'promemoria';

/**
 * 'Promemoria ai pazienti' (issue 26), after 'Chiusure e festività' in the doctor's settings: the
 * platform's reminders or the practice's own (1 week … 1 hour before, up to three), and the
 * doctor's own morning agenda e-mail.
 */
export function RemindersCard() {
  const query = usePracticeReminders();
  return (
    <Card id={REMINDERS_ANCHOR} className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{r.cardTitle}</CardTitle>
        <CardDescription>{r.cardHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? <Alert title={r.loadError}>{errorMessage(query.error)}</Alert> : null}
        {query.data ? <RemindersForm key={JSON.stringify(query.data)} saved={query.data} /> : null}
      </CardContent>
    </Card>
  );
}

const sameLeads = (a: readonly number[] | null, b: readonly number[] | null) => JSON.stringify(a) === JSON.stringify(b);

function RemindersForm({ saved }: { saved: PracticeRemindersView }) {
  const id = useId();
  const [own, setOwn] = useState(saved.leadMinutes !== null);
  const [leads, setLeads] = useState<number[]>(saved.leadMinutes ?? saved.platformLeadMinutes);
  const [agenda, setAgenda] = useState(saved.agendaEmail);
  const [error, setError] = useState<unknown>(null);
  const save = useSavePracticeReminders();
  const leadMinutes = own ? leads : null;
  const dirty = !sameLeads(leadMinutes, saved.leadMinutes) || agenda !== saved.agendaEmail;
  useUnsavedChangesGuard(dirty);
  const fields = error instanceof ApiError ? error.fields : {};
  const leadsError = Object.entries(fields).find(([key]) => key.startsWith('leadMinutes'))?.[1];
  const general = error && !leadsError ? errorMessage(error) : null;
  const platform = saved.platformLeadMinutes.map(r.leadBefore).join(', ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate({ leadMinutes, agendaEmail: agenda }, { onSuccess: () => toast.success(r.saved), onError: setError });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {general ? <Alert title={r.saveError}>{general}</Alert> : null}
      <div role="radiogroup" aria-label={r.leadsLegend} className="flex flex-col gap-2">
        {[
          { value: false, label: r.useDefault(platform) },
          { value: true, label: r.useOwn },
        ].map((option) => (
          <label key={String(option.value)} className="flex items-start gap-3 text-sm text-slate-900">
            <input type="radio" name={`${id}-mode`} className="mt-0.5 size-4 accent-brand-700" checked={own === option.value} onChange={() => setOwn(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {own ? <LeadChoices value={leads} onChange={setLeads} legend={r.leadsLegend} hint={r.leadsHint} error={leadsError} /> : null}
      <SwitchRow as="div" className="border-t border-slate-100 pt-4" label={r.agendaSwitch} hint={r.agendaSwitchHint} checked={agenda} onChange={setAgenda} />
      <Button type="submit" variant={dirty ? 'primary' : 'outline'} disabled={save.isPending} className="self-start">
        {save.isPending ? <Spinner className="size-4 text-white" /> : <Save aria-hidden="true" />}
        {r.save}
      </Button>
    </form>
  );
}
