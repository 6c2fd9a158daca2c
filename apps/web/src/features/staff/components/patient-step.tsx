import { itStaff } from '@sanity/shared/i18n/it-staff';
import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import type { PatientHit } from '@sanity/shared/schemas/staff';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadingText } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { usePatientSearch } from '../api/book-for-patient';

const t = itStaffWeb.booking;
const e = itStaff.errors;

export type Who = 'existing' | 'new';
export type Contact = { nome: string; cognome: string; phone: string; email: string };
export type ContactErrors = Partial<Record<keyof Contact, string>>;

/** What the patient step misses before going on, field by field (the server checks the phone's form). */
export function contactErrors(contact: Contact): ContactErrors {
  const errors: ContactErrors = {};
  if (!contact.nome.trim()) errors.nome = e.nomeRequired;
  if (!contact.cognome.trim()) errors.cognome = e.cognomeRequired;
  if (!contact.phone.trim()) errors.phone = e.phoneRequired;
  return errors;
}

/** The search text as sent: after a pause in typing, so each key does not ask the server. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Props = {
  who: Who;
  onWho: (who: Who) => void;
  query: string;
  onQuery: (query: string) => void;
  chosen: PatientHit | null;
  onChoose: (hit: PatientHit) => void;
  contact: Contact;
  onContact: (field: keyof Contact, value: string) => void;
  /** Shown once the person tried to go on. */
  errors: ContactErrors;
};

/**
 * 'Chi è il paziente?' (issue 30 point 4): a patient already on Sanity, found by name among the
 * practice's patients or by exact e-mail or phone, or a new contact with name, surname and phone.
 */
export function PatientStep({ who, onWho, query, onQuery, chosen, onChoose, contact, onContact, errors }: Props) {
  const legendId = useId();
  const options: Array<{ value: Who; label: string }> = [
    { value: 'existing', label: t.existing },
    { value: 'new', label: t.newContact },
  ];
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="mb-3 text-sm font-medium text-slate-800">
          {t.whoLabel}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {options.map(({ value, label }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl border p-3 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                who === value ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-200 bg-white text-slate-800 hover:border-slate-300',
              )}
            >
              <input type="radio" name="patient-kind" value={value} checked={who === value} onChange={() => onWho(value)} className="size-4 accent-brand-700" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {who === 'existing' ? <PatientSearch query={query} onQuery={onQuery} chosen={chosen} onChoose={onChoose} /> : <ContactForm contact={contact} onContact={onContact} errors={errors} />}
    </div>
  );
}

function PatientSearch({ query, onQuery, chosen, onChoose }: Pick<Props, 'query' | 'onQuery' | 'chosen' | 'onChoose'>) {
  const q = useSettled(query.trim());
  const search = usePatientSearch(q);
  const hits = q.length >= 2 ? (search.data ?? []) : [];
  return (
    <div className="flex flex-col gap-3">
      <Field label={t.search} hint={t.searchHint}>
        {(control) => (
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <Input {...control} type="search" autoComplete="off" value={query} maxLength={120} onChange={(ev) => onQuery(ev.target.value)} className="pl-9" />
          </div>
        )}
      </Field>
      <div aria-live="polite" className="flex flex-col gap-2">
        {q.length < 2 ? null : search.isError ? (
          <Alert>{search.error.message || t.searchError}</Alert>
        ) : search.isPending || (search.isFetching && search.isPlaceholderData) ? (
          <LoadingText>{t.searching}</LoadingText>
        ) : hits.length === 0 ? (
          <p className="text-sm text-slate-600">{t.noResults}</p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t.results}</legend>
            <ul className="flex flex-col gap-2">
              {hits.map((hit) => {
                const checked = chosen?.id === hit.id;
                return (
                  <li key={hit.id}>
                    <label
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                        checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-300',
                      )}
                    >
                      <input type="radio" name="patient-hit" value={hit.id} checked={checked} onChange={() => onChoose(hit)} className="mt-1 size-4 accent-brand-700" />
                      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-medium break-words text-slate-900">{hit.name}</span>
                          {hit.kind === 'contact' ? <Badge tone="neutral">{t.kindContact}</Badge> : null}
                          {hit.ofPractice ? null : <Badge tone="amber">{t.notOfPractice}</Badge>}
                        </span>
                        {hit.email || hit.phone ? <span className="text-sm break-all text-slate-600">{[hit.email, hit.phone].filter(Boolean).join(' · ')}</span> : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
      </div>
    </div>
  );
}

function ContactForm({ contact, onContact, errors }: Pick<Props, 'contact' | 'onContact' | 'errors'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.nome} required error={errors.nome}>
        {(control) => <Input {...control} autoComplete="off" value={contact.nome} maxLength={100} onChange={(ev) => onContact('nome', ev.target.value)} />}
      </Field>
      <Field label={t.cognome} required error={errors.cognome}>
        {(control) => <Input {...control} autoComplete="off" value={contact.cognome} maxLength={100} onChange={(ev) => onContact('cognome', ev.target.value)} />}
      </Field>
      <Field label={t.phone} required error={errors.phone}>
        {(control) => <Input {...control} type="tel" autoComplete="off" inputMode="tel" value={contact.phone} maxLength={40} onChange={(ev) => onContact('phone', ev.target.value)} />}
      </Field>
      <Field label={t.emailOptional} hint={t.emailHint} error={errors.email}>
        {(control) => <Input {...control} type="email" autoComplete="off" value={contact.email} maxLength={254} onChange={(ev) => onContact('email', ev.target.value)} />}
      </Field>
    </div>
  );
}
