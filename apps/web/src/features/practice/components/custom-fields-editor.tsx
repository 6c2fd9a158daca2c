import { CUSTOM_FIELD_TYPE_LABELS, CUSTOM_FIELD_TYPES, DEFAULT_SELECT_OPTIONS, type CustomFieldType } from '@sanity/shared/domain/practice/custom-fields';
import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type CustomField, CustomFieldSchema } from '@sanity/shared/schemas/practice';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { type DraftAction, type PracticeDraft } from '../practice-draft';
import { ServicePicker } from './service-picker';

type CustomFieldsEditorProps = {
  draft: PracticeDraft;
  dispatch: (action: DraftAction) => void;
  hasSectors: boolean;
  sectorName: (sectorId: string) => string;
  serviceId: string;
  onServiceChange: (serviceId: string) => void;
  /** A fresh id for a new field. */
  newFieldId: () => string;
};

/** 'Campi personalizzati': the intake fields of the selected service; add, edit, remove (spec §3 Custom field). */
export function CustomFieldsEditor({ draft, dispatch, hasSectors, sectorName, serviceId, onServiceChange, newFieldId }: CustomFieldsEditorProps) {
  const m = itSettings.practice;
  // The id of the field being edited, or of the new one being added.
  const [editing, setEditing] = useState<{ id: string; isNew: boolean } | null>(null);
  if (!hasSectors) return <Alert tone="info">{m.sectorsFirst}</Alert>;
  if (draft.services.length === 0) return <Alert tone="info">{m.servicesFirst}</Alert>;
  const service = draft.services.find((s) => s.id === serviceId);

  const change = (id: string) => {
    setEditing(null);
    onServiceChange(id);
  };

  return (
    <div className="flex flex-col gap-4">
      <ServicePicker services={draft.services} sectorName={sectorName} value={serviceId} onChange={change} />
      {service ? (
        <div className="flex flex-col gap-3">
          {service.customFields.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {service.customFields.map((field) =>
                editing?.id === field.id ? (
                  <li key={field.id}>
                    <FieldForm
                      initial={field}
                      onCancel={() => setEditing(null)}
                      onSave={(saved) => {
                        dispatch({ type: 'saveField', serviceId: service.id, field: saved });
                        setEditing(null);
                      }}
                    />
                  </li>
                ) : (
                  <li key={field.id} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <p className="font-medium break-words text-slate-900">{field.name}</p>
                      <div className="flex flex-wrap items-center gap-1.5">
                        <Badge tone="neutral">{CUSTOM_FIELD_TYPE_LABELS[field.type]}</Badge>
                        <Badge tone={field.required ? 'amber' : 'neutral'}>{field.required ? m.fieldRequired : m.fieldOptional}</Badge>
                        {field.type === 'select' ? <span className="text-xs text-slate-600">{field.options.filter(Boolean).join(', ')}</span> : null}
                      </div>
                    </div>
                    <Button variant="ghost" size="icon-sm" aria-label={m.editField(field.name)} onClick={() => setEditing({ id: field.id, isNew: false })} disabled={editing !== null}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={m.removeField(field.name)}
                      onClick={() => dispatch({ type: 'removeField', serviceId: service.id, fieldId: field.id })}
                      disabled={editing !== null}
                      className="text-slate-600 hover:text-red-700"
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ),
              )}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{m.noFields}</p>
          )}
          {editing?.isNew ? (
            <FieldForm
              initial={{ id: editing.id, name: '', type: 'text', required: false, options: [] }}
              onCancel={() => setEditing(null)}
              onSave={(saved) => {
                dispatch({ type: 'saveField', serviceId: service.id, field: saved });
                setEditing(null);
              }}
            />
          ) : editing === null ? (
            <Button variant="outline" size="sm" className="self-start" onClick={() => setEditing({ id: newFieldId(), isNew: true })}>
              <Plus aria-hidden="true" />
              {m.addField}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type FieldErrors = { name?: string; options?: string };

/** Add or edit one field: name (required), one of the 8 types, Obbligatorio/Opzionale, options for a select. */
function FieldForm({ initial, onSave, onCancel }: { initial: CustomField; onSave: (field: CustomField) => void; onCancel: () => void }) {
  const m = itSettings.practice;
  const [name, setName] = useState(initial.name);
  const [type, setType] = useState<CustomFieldType>(initial.type);
  const [required, setRequired] = useState(initial.required);
  const [options, setOptions] = useState<string[]>(initial.options.length ? [...initial.options] : [...DEFAULT_SELECT_OPTIONS]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const isNew = initial.name === '';

  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = CustomFieldSchema.safeParse({ id: initial.id, name, type, required, options: type === 'select' ? options : [] });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'options') && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      if (found.name) nameRef.current?.focus();
      return;
    }
    onSave({ ...parsed.data, options: parsed.data.options.filter((o) => o.length > 0) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={isNew ? m.newField : m.editingField} className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-white p-3 sm:p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.fieldName} required error={errors.name} className="sm:col-span-2">
          {(control) => <Input {...control} ref={nameRef} maxLength={120} placeholder={m.fieldNamePlaceholder} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label={m.fieldType}>
          {(control) => (
            <NativeSelect {...control} value={type} onChange={(e) => setType(e.target.value as CustomFieldType)}>
              {CUSTOM_FIELD_TYPES.map((t) => (
                <option key={t} value={t}>
                  {CUSTOM_FIELD_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div className="flex flex-col gap-1.5 sm:pt-[1.625rem]">
          {/* The button's label is the current state; pressing it switches to the other one (spec §4). */}
          <Button
            variant="outline"
            className={cn('h-11 justify-start', required ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100' : '')}
            aria-describedby={`${id}-required-hint`}
            onClick={() => setRequired((r) => !r)}
          >
            {required ? m.fieldRequired : m.fieldOptional}
          </Button>
          <p id={`${id}-required-hint`} className="text-xs text-slate-600">
            {m.fieldRequiredHint}
          </p>
        </div>
      </div>
      {type === 'select' ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.options ? `${id}-options-error` : undefined}>
          <legend className="mb-1.5">
            <Label asChild>
              <span>{m.options}</span>
            </Label>
          </legend>
          <ol className="flex flex-col gap-2">
            {options.map((option, index) => (
              <li key={index} className="flex items-center gap-2">
                <Input
                  aria-label={m.optionLabel(index + 1)}
                  aria-invalid={errors.options ? true : undefined}
                  maxLength={120}
                  value={option}
                  onChange={(e) => setOptions((all) => all.map((o, i) => (i === index ? e.target.value : o)))}
                />
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={m.removeOption(index + 1)}
                  disabled={options.length <= 1}
                  onClick={() => setOptions((all) => all.filter((_, i) => i !== index))}
                  className="text-slate-600 hover:text-red-700"
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          {errors.options ? <FieldError id={`${id}-options-error`}>{errors.options}</FieldError> : null}
          <Button variant="ghost" size="sm" className="self-start text-brand-800" disabled={options.length >= 50} onClick={() => setOptions((all) => [...all, ''])}>
            <Plus aria-hidden="true" />
            {m.addOption}
          </Button>
        </fieldset>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {it.common.cancel}
        </Button>
        <Button type="submit" size="sm">
          {m.saveField}
        </Button>
      </div>
    </form>
  );
}
