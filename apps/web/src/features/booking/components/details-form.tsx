import { isAnswered, type CustomFieldAnswer } from '@sanity/shared/domain/appointments/booking-rules';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { type CustomField } from '@sanity/shared/schemas/practice';
import { LEGAL_PATHS, NewTabLink } from '../../../components/legal-links';
import { CheckboxField } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { type CustomerDetails } from '../booking-flow';

type DetailsFormProps = {
  details: CustomerDetails;
  fields: readonly CustomField[];
  answers: Record<string, CustomFieldAnswer>;
  /** After a refused 'Avanti': empty required controls are marked invalid. */
  showMissing: boolean;
  onDetail: (field: keyof CustomerDetails, value: string) => void;
  onAnswer: (fieldId: string, value: CustomFieldAnswer) => void;
  /** The explicit consent (GDPR art. 9) to the health data in the answers (issue 24). */
  healthConsent: boolean;
  onHealthConsent: (value: boolean) => void;
};

/** The details step: name, e-mail, phone, notes, then the service's own questions with their types and required flags. */
export function DetailsForm({ details, fields, answers, showMissing, onDetail, onAnswer, healthConsent, onHealthConsent }: DetailsFormProps) {
  const b = itBooking.booking;
  const invalid = (required: boolean, value: CustomFieldAnswer | undefined) => showMissing && required && !isAnswered(value);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={b.name} required>
          {(control) => (
            <Input {...control} aria-invalid={invalid(true, details.name) || undefined} autoComplete="name" value={details.name} onChange={(e) => onDetail('name', e.target.value)} />
          )}
        </Field>
        <Field label={b.email} required>
          {(control) => (
            <Input
              {...control}
              aria-invalid={invalid(true, details.email) || undefined}
              type="email"
              autoComplete="email"
              value={details.email}
              onChange={(e) => onDetail('email', e.target.value)}
            />
          )}
        </Field>
        <Field label={b.phone} className="sm:col-span-2">
          {(control) => <Input {...control} type="tel" autoComplete="tel" value={details.phone} onChange={(e) => onDetail('phone', e.target.value)} />}
        </Field>
        <Field label={b.notes} className="sm:col-span-2">
          {(control) => <Textarea {...control} placeholder={b.notesPlaceholder} rows={3} value={details.notes} onChange={(e) => onDetail('notes', e.target.value)} />}
        </Field>
      </div>
      {fields.length > 0 ? (
        <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-4">
          <legend className="sr-only">{b.questions}</legend>
          <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
            {b.questions}
          </p>
          {fields.map((field) => (
            <CustomFieldControl key={field.id} field={field} value={answers[field.id]} invalid={invalid(field.required, answers[field.id])} onChange={(v) => onAnswer(field.id, v)} />
          ))}
          {/* The answers are health data: they go to the doctor only with this consent, recorded with its version (issue 24). */}
          <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
            <CheckboxField label={b.healthConsentLabel} checked={healthConsent} onCheckedChange={onHealthConsent} />
            <p className="text-xs text-slate-600">
              {b.healthConsentNote} <NewTabLink to={`${LEGAL_PATHS.privacy}#dati-sanitari`}>{b.healthConsentLink}</NewTabLink>
            </p>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

export function CustomFieldControl({ field, value, invalid, onChange }: { field: CustomField; value: CustomFieldAnswer | undefined; invalid: boolean; onChange: (value: CustomFieldAnswer) => void }) {
  const b = itBooking.booking;
  if (field.type === 'checkbox') {
    return <CheckboxField label={field.required ? `${field.name} *` : field.name} ariaLabel={field.name} checked={value === true} onCheckedChange={onChange} />;
  }
  const text = value === undefined || typeof value === 'boolean' ? '' : String(value);
  return (
    <Field label={field.name} required={field.required}>
      {(control) => {
        const props = { ...control, 'aria-invalid': invalid || undefined, value: text, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
        switch (field.type) {
          case 'textarea':
            return <Textarea {...props} rows={3} />;
          case 'select':
            return (
              <NativeSelect {...props}>
                <option value="">{b.selectPlaceholder}</option>
                {field.options
                  .filter((o) => o.length > 0)
                  .map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
              </NativeSelect>
            );
          case 'email':
            return <Input {...props} type="email" />;
          case 'phone':
            return <Input {...props} type="tel" />;
          case 'date':
            return <Input {...props} type="date" />;
          case 'number':
            return <Input {...props} type="number" inputMode="decimal" />;
          default:
            return <Input {...props} />;
        }
      }}
    </Field>
  );
}
