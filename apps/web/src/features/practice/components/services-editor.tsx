import {
  parseServiceDuration,
  SERVICE_DURATION_DEFAULT,
  SERVICE_DURATION_MAX,
  SERVICE_DURATION_MIN,
  SERVICE_DURATION_STEP,
} from '@sanity/shared/domain/practice/duration';
import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { type Service, ServiceSchema } from '@sanity/shared/schemas/practice';
import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { SERVICE_MODES, type ServiceMode } from '@sanity/shared/schemas/video';
import { ServiceModeBadge } from '../../video/public/service-mode-badge';
import { ChevronDown, Plus, Timer, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox';
import { Field, type FieldControlProps } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { formatEuro } from '@sanity/shared/domain/money';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { type DraftAction, type PracticeDraft, type ServiceTiming } from '../practice-draft';
import { BUFFER_CHOICES, choicesWith, NOTICE_CHOICES, type TimingChoice, timingSummary } from '../service-timing';

type ServicesEditorProps = {
  draft: PracticeDraft;
  dispatch: (action: DraftAction) => void;
  /** The doctor's sectors, in profile order. */
  sectorIds: readonly string[];
  sectorName: (sectorId: string) => string;
  /** A fresh id for a new service of the sector (sector id + timestamp). */
  newId: (sectorId: string) => string;
};

/** 'Servizi offerti': the doctor's services grouped by sector; add inline, toggle active, remove (spec §4 Service editing). */
export function ServicesEditor({ draft, dispatch, sectorIds, sectorName, newId }: ServicesEditorProps) {
  const m = itSettings.practice;
  const [adding, setAdding] = useState<string | null>(null);
  if (sectorIds.length === 0) return <Alert tone="info">{m.sectorsFirst}</Alert>;
  const orphans = draft.services.filter((s) => !sectorIds.includes(s.sectorId));

  return (
    <div className="flex flex-col gap-4">
      {sectorIds.map((sectorId) => (
        <SectorServices key={sectorId} title={sectorName(sectorId)} services={draft.services.filter((s) => s.sectorId === sectorId)} dispatch={dispatch}>
          {adding === sectorId ? (
            <NewServiceForm
              sectorTitle={sectorName(sectorId)}
              onCancel={() => setAdding(null)}
              onAdd={(service) => {
                dispatch({ type: 'addService', service: { ...service, id: newId(sectorId), sectorId } });
                setAdding(null);
              }}
            />
          ) : (
            <Button variant="outline" size="sm" className="self-start" onClick={() => setAdding(sectorId)}>
              <Plus aria-hidden="true" />
              {m.addService}
            </Button>
          )}
        </SectorServices>
      ))}
      {orphans.length > 0 ? <SectorServices title={m.otherSectors} services={orphans} dispatch={dispatch} /> : null}
    </div>
  );
}

function SectorServices({ title, services, dispatch, children }: { title: string; services: Service[]; dispatch: (a: DraftAction) => void; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {services.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {services.map((s) => (
            <ServiceRow key={s.id} service={s} dispatch={dispatch} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{itSettings.practice.noServicesInSector}</p>
      )}
      {children}
    </section>
  );
}

function ServiceRow({ service, dispatch }: { service: Service; dispatch: (a: DraftAction) => void }) {
  const m = itSettings.practice;
  const t = itSchedule.screens;
  const [timingOpen, setTimingOpen] = useState(false);
  const panelId = useId();
  const summary = timingSummary(service, { before: t.summaryBefore, after: t.summaryAfter, notice: t.summaryNotice });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className={service.isActive ? 'font-medium break-words text-slate-900' : 'font-medium break-words text-slate-600'}>{service.name}</span>
            <ServiceModeBadge mode={service.mode} />
          </p>
          <p className="text-sm text-slate-600">
            {m.minutes(service.duration)} · {formatEuro(service.price)}
          </p>
          {summary ? <p className="text-sm text-slate-600">{summary}</p> : null}
          {service.description ? <p className="line-clamp-2 text-sm [overflow-wrap:anywhere] text-slate-600">{service.description}</p> : null}
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-2 sm:border-0 sm:pt-0">
          <CheckboxField
            label={m.serviceActive}
            ariaLabel={m.serviceActiveLabel(service.name)}
            checked={service.isActive}
            onCheckedChange={(isActive) => dispatch({ type: 'setServiceActive', serviceId: service.id, isActive })}
          />
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={m.removeService(service.name)}
            onClick={() => dispatch({ type: 'removeService', serviceId: service.id })}
            className="-my-1 text-slate-600 hover:text-red-700"
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      {/* Issue 29: in the studio, online (a televisita) or both, the patient choosing when booking. */}
      <Field label={itVideoScreens.modeLabel} className="sm:max-w-60">
        {(control) => <ModeSelect {...control} aria-label={itVideoScreens.modeLabelOf(service.name)} value={service.mode} onChange={(mode) => dispatch({ type: 'setServiceMode', serviceId: service.id, mode })} />}
      </Field>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-brand-800"
        aria-expanded={timingOpen}
        aria-controls={timingOpen ? panelId : undefined}
        aria-label={t.timingToggleLabel(service.name)}
        onClick={() => setTimingOpen((open) => !open)}
      >
        <Timer aria-hidden="true" />
        {t.timingToggle}
        <ChevronDown aria-hidden="true" className={timingOpen ? 'rotate-180' : undefined} />
      </Button>
      {timingOpen ? (
        <ServiceTimingFields id={panelId} service={service} onChange={(timing) => dispatch({ type: 'setServiceTiming', serviceId: service.id, timing })} />
      ) : null}
    </li>
  );
}

const MODE_LABELS: Record<ServiceMode, string> = { in_studio: itVideo.modeInStudio, online: itVideo.modeOnline, both: itVideo.modeBoth };

/** 'In studio' / 'Online' / 'Entrambi' (issue 29). */
function ModeSelect({ value, onChange, ...control }: FieldControlProps & { 'aria-label'?: string; value: ServiceMode; onChange: (mode: ServiceMode) => void }) {
  return (
    <NativeSelect {...control} value={value} onChange={(e) => onChange(e.target.value as ServiceMode)}>
      {SERVICE_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {MODE_LABELS[mode]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Buffers and minimum notice of one service (issue 25): three selects with what each does under it. */
function ServiceTimingFields({ id, service, onChange }: { id: string; service: Service; onChange: (timing: ServiceTiming) => void }) {
  const t = itSchedule.screens;
  const before = service.bufferBeforeMinutes ?? 0;
  const after = service.bufferAfterMinutes ?? 0;
  const notice = service.minNoticeMinutes ?? 0;
  const select = (value: number, choices: TimingChoice[], change: (minutes: number) => void) => (control: FieldControlProps) => (
    <NativeSelect {...control} value={String(value)} onChange={(e) => change(Number(e.target.value))}>
      {choices.map((c) => (
        <option key={c.minutes} value={c.minutes}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  );
  return (
    <div id={id} className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-3">
      <Field label={t.bufferBefore} hint={t.bufferBeforeHint}>
        {select(before, choicesWith(BUFFER_CHOICES, before, t.none), (minutes) => onChange({ bufferBeforeMinutes: minutes }))}
      </Field>
      <Field label={t.bufferAfter} hint={t.bufferAfterHint}>
        {select(after, choicesWith(BUFFER_CHOICES, after, t.none), (minutes) => onChange({ bufferAfterMinutes: minutes }))}
      </Field>
      <Field label={t.minNotice} hint={t.minNoticeHint}>
        {select(notice, choicesWith(NOTICE_CHOICES, notice, t.noneNotice), (minutes) => onChange({ minNoticeMinutes: minutes }))}
      </Field>
    </div>
  );
}

type ServiceErrors = Partial<Record<'name' | 'duration' | 'price' | 'description', string>>;

/** The inline 'Aggiungi servizio' form: name required, duration normalised (5–240, step 5, 30 if unreadable), price in euro. */
function NewServiceForm({ sectorTitle, onAdd, onCancel }: { sectorTitle: string; onAdd: (service: Service) => void; onCancel: () => void }) {
  const m = itSettings.practice;
  const [name, setName] = useState('');
  const [duration, setDuration] = useState(String(SERVICE_DURATION_DEFAULT));
  const [price, setPrice] = useState('');
  const [description, setDescription] = useState('');
  const [mode, setMode] = useState<ServiceMode>('in_studio');
  const [errors, setErrors] = useState<ServiceErrors>({});
  // A service typed but not yet added with 'Salva servizio' is unsaved work too.
  useUnsavedChangesGuard(name.trim() !== '' || price.trim() !== '' || description.trim() !== '');
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const minutes = parseServiceDuration(duration);
    setDuration(String(minutes));
    const parsed = ServiceSchema.safeParse({
      id: 'nuovo',
      sectorId: 'nuovo',
      name,
      duration: minutes,
      price: price.trim() === '' ? Number.NaN : Number(price),
      description,
      isActive: true,
      customFields: [],
      mode,
    });
    if (!parsed.success) {
      const found: ServiceErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'duration' || key === 'price' || key === 'description') && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      if (found.name) nameRef.current?.focus();
      return;
    }
    onAdd(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${m.addService}: ${sectorTitle}`} className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-white p-3 sm:p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.serviceName} required error={errors.name} className="sm:col-span-2">
          {(control) => (
            <Input {...control} ref={nameRef} maxLength={120} placeholder={m.serviceNamePlaceholder} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label={m.duration} required error={errors.duration} hint={m.durationHint}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={SERVICE_DURATION_MIN}
              max={SERVICE_DURATION_MAX}
              step={SERVICE_DURATION_STEP}
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              onBlur={() => setDuration(String(parseServiceDuration(duration)))}
            />
          )}
        </Field>
        <Field label={m.price} required error={errors.price}>
          {(control) => (
            <Input {...control} type="number" inputMode="decimal" min={0} step={0.01} placeholder="0,00" value={price} onChange={(e) => setPrice(e.target.value)} />
          )}
        </Field>
        <Field label={itVideoScreens.modeLabel} hint={itVideoScreens.modeHint} className="sm:col-span-2">
          {(control) => <ModeSelect {...control} value={mode} onChange={setMode} />}
        </Field>
        <Field label={m.description} error={errors.description} className="sm:col-span-2">
          {(control) => (
            <Textarea {...control} rows={2} maxLength={1000} placeholder={m.descriptionPlaceholder} value={description} onChange={(e) => setDescription(e.target.value)} />
          )}
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {it.common.cancel}
        </Button>
        <Button type="submit" size="sm">
          {m.saveService}
        </Button>
      </div>
    </form>
  );
}
