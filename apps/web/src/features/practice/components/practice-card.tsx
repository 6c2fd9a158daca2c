import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { type User } from '@sanity/shared/schemas/auth';
import { PracticeConfigSchema } from '@sanity/shared/schemas/practice';
import { CalendarOff, ClipboardList, Clock, ListChecks, RotateCcw, Save, type LucideIcon } from 'lucide-react';
import { type ReactNode, useReducer, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useAllSectors } from '../../sectors/api/get-sectors';
import { usePracticeConfig } from '../api/get-practice-config';
import { useSavePracticeConfig } from '../api/save-practice-config';
import { dialogOfLink, OPEN_DIALOG_PARAM } from '../settings-links';
import { type DraftAction, draftOf, draftReducer, isDirty, type PracticeDraft, uniqueServiceId } from '../practice-draft';
import { CustomFieldsEditor } from './custom-fields-editor';
import { HoursEditor } from './hours-editor';
import { ServicesEditor } from './services-editor';

/** Settings card 'Servizi e disponibilità': loads the configuration, then the three dialogs edit one draft of it. */
export function PracticeCard({ user }: { user: User }) {
  const s = itSettings.settings;
  const config = usePracticeConfig();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.practiceTitle}</CardTitle>
        <CardDescription>{s.practiceHint}</CardDescription>
      </CardHeader>
      {config.isPending ? (
        <CardContent>
          <LoadingText>{it.common.loadingShort}</LoadingText>
        </CardContent>
      ) : config.isError ? (
        <CardContent className="flex flex-col items-start gap-3">
          <Alert>
            {itSettings.practice.loadError} {errorMessage(config.error)}
          </Alert>
          <Button variant="outline" size="sm" onClick={() => void config.refetch()}>
            <RotateCcw aria-hidden="true" />
            {it.common.retry}
          </Button>
        </CardContent>
      ) : (
        <PracticeEditor user={user} initial={draftOf(config.data)} />
      )}
    </Card>
  );
}

type DialogId = 'services' | 'hours' | 'fields';

/** The 'Chiusure e festività' card below (SCHEDULE_ANCHOR in features/schedule), written out so that this file loads no card. */
const SCHEDULE_LINK = '/settings#chiusure';

function newFieldId(): string {
  return `campo_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * The draft lives here, above the dialogs: closing a dialog keeps its changes, and
 * 'Salva configurazione' (in every dialog and on the card) sends the whole configuration.
 */
function PracticeEditor({ user, initial }: { user: User; initial: PracticeDraft }) {
  const s = itSettings.settings;
  const m = itSettings.practice;
  // Names of the sectors already chosen, deactivated ones too.
  const sectors = useAllSectors();
  const save = useSavePracticeConfig();
  const [saved, setSaved] = useState(initial);
  const [draft, apply] = useReducer(draftReducer, initial);
  // A link such as /settings?apri=servizi (the new doctor's checklist) opens its dialog at once.
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState<DialogId | null>(() => dialogOfLink(searchParams.get(OPEN_DIALOG_PARAM)));
  const [serviceId, setServiceId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = isDirty(draft, saved);
  // Leaving before 'Salva configurazione' asks first (issue 24): the services, hours and questions are one draft.
  useUnsavedChangesGuard(dirty);
  // Any edit makes the last refusal stale.
  const dispatch = (action: DraftAction) => {
    apply(action);
    setProblem(null);
  };

  const sectorName = (id: string) => sectors.data?.find((x) => x.id === id)?.name ?? id;
  const hasSectors = user.sectors.length > 0;
  const active = draft.services.filter((x) => x.isActive).length;

  const onSave = async () => {
    const parsed = PracticeConfigSchema.safeParse(draft);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? m.saveError;
      setProblem(message);
      toast.error(m.saveError, { description: message });
      return;
    }
    setProblem(null);
    try {
      const stored = draftOf(await save.mutateAsync(parsed.data));
      setSaved(stored);
      dispatch({ type: 'reset', config: stored });
      setOpen(null);
      toast.success(m.saved);
    } catch (error) {
      // The server's reason stays beside the button too; without one (network) only the toast says it failed.
      const message = reportServerError(error, { title: m.saveError, fallback: m.saveError });
      if (isApiError(error) && error.status !== 0) setProblem(message);
    }
  };

  const discard = () => {
    dispatch({ type: 'reset', config: saved });
    setProblem(null);
  };

  const footer = (
    <SaveFooter dirty={dirty} saving={save.isPending} problem={problem} onSave={() => void onSave()} onClose={() => setOpen(null)} />
  );

  const entries: { id: DialogId; label: string; icon: LucideIcon }[] = [
    { id: 'services', label: s.services, icon: ListChecks },
    { id: 'hours', label: s.hours, icon: Clock },
    { id: 'fields', label: s.customFields, icon: ClipboardList },
  ];

  return (
    <>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">{m.summary(draft.services.length, active)}</p>
        <div className="flex flex-wrap gap-2">
          {entries.map((e) => (
            <Button key={e.id} variant="outline" onClick={() => setOpen(e.id)}>
              <e.icon aria-hidden="true" />
              {e.label}
            </Button>
          ))}
          {/* The exceptions to the week (closures, holidays, one date's hours) are the next card: where the hours are, a way there. */}
          <Link to={SCHEDULE_LINK} className={buttonClasses('outline')}>
            <CalendarOff aria-hidden="true" />
            {itSchedule.screens.cardTitle}
          </Link>
        </div>
      </CardContent>
      {dirty ? (
        <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="text-sm font-medium text-amber-800">
            {m.unsaved}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="ghost" onClick={discard} disabled={save.isPending}>
              <RotateCcw aria-hidden="true" />
              {m.discard}
            </Button>
            <Button onClick={() => void onSave()} disabled={save.isPending}>
              {save.isPending ? <Spinner className="size-4 text-white" /> : <Save aria-hidden="true" />}
              {save.isPending ? it.common.saving : m.saveConfig}
            </Button>
          </div>
        </CardFooter>
      ) : null}

      <PracticeDialog open={open === 'services'} onClose={() => setOpen(null)} title={s.services} description={m.servicesHint} footer={footer}>
        <ServicesEditor
          draft={draft}
          dispatch={dispatch}
          sectorIds={user.sectors}
          sectorName={sectorName}
          newId={(sectorId) => uniqueServiceId(draft, sectorId, Date.now())}
        />
      </PracticeDialog>
      <PracticeDialog open={open === 'hours'} onClose={() => setOpen(null)} title={s.hours} description={itSettings.practiceHours.dialogHint} footer={footer}>
        <HoursEditor draft={draft} dispatch={dispatch} hasSectors={hasSectors} sectorName={sectorName} serviceId={serviceId} onServiceChange={setServiceId} />
        <p className="mt-5 border-t border-slate-200 pt-4 text-sm">
          <Link to={SCHEDULE_LINK} onClick={() => setOpen(null)} className="font-medium text-brand-800 underline underline-offset-4">
            {itSchedule.screens.hoursLink}
          </Link>
        </p>
      </PracticeDialog>
      <PracticeDialog open={open === 'fields'} onClose={() => setOpen(null)} title={s.customFields} description={m.customFieldsHint} footer={footer}>
        <CustomFieldsEditor
          draft={draft}
          dispatch={dispatch}
          hasSectors={hasSectors}
          sectorName={sectorName}
          serviceId={serviceId}
          onServiceChange={setServiceId}
          newFieldId={newFieldId}
        />
      </PracticeDialog>
    </>
  );
}

function PracticeDialog({ open, onClose, title, description, footer, children }: { open: boolean; onClose: () => void; title: string; description: string; footer: ReactNode; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent size="lg" className="p-5 sm:p-6">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer}
      </DialogContent>
    </Dialog>
  );
}

function SaveFooter({ dirty, saving, problem, onSave, onClose }: { dirty: boolean; saving: boolean; problem: string | null; onSave: () => void; onClose: () => void }) {
  const m = itSettings.practice;
  return (
    // Sticky at the dialog's bottom edge: on a phone the long lists scroll under it, the save button stays in reach.
    <div className="sticky -bottom-5 z-10 -mx-5 mt-6 -mb-5 flex flex-col gap-3 border-t border-slate-200 bg-white px-5 pt-4 pb-5 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 sm:pb-6">
      {problem ? <Alert title={m.invalidConfig}>{problem}</Alert> : null}
      {dirty && !problem ? <p className="text-sm text-amber-800">{m.unsaved}</p> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {it.common.close}
        </Button>
        <Button onClick={onSave} disabled={saving}>
          {saving ? <Spinner className="size-4 text-white" /> : <Save aria-hidden="true" />}
          {saving ? it.common.saving : m.saveConfig}
        </Button>
      </div>
    </div>
  );
}
