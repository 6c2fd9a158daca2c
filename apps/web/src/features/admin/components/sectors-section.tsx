import { slugOf } from '@sanity/shared/domain/sectors/slug';
import { it } from '@sanity/shared/i18n/it';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { type AdminSector } from '@sanity/shared/schemas/sectors';
import { Layers, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAdminSectors } from '../api/get-admin-sectors';
import { useCreateSector, useDeleteSector, useUpdateSector } from '../api/sector-mutations';

const s = itAdmin.adminPlatform.sectors;
const inUse = (sector: AdminSector) => sector.usage.doctors + sector.usage.services + sector.usage.articles > 0;

/**
 * Sector administration (issue 13 point 2, the spec's sectors-* calls): every sector with its id,
 * description and usage; create, rename and describe in a dialog, (de)activate with the switch,
 * delete only when nothing uses it (the server says 409 otherwise, shown in the dialog).
 */
export function SectorsSection() {
  const list = useAdminSectors();
  const update = useUpdateSector();
  const [editing, setEditing] = useState<AdminSector | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSector | null>(null);

  const setActive = (sector: AdminSector, active: boolean) =>
    update.mutate(
      { id: sector.id, patch: { active } },
      {
        onSuccess: () => toast.success(active ? s.activated : s.deactivated),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle>{s.title}</CardTitle>
          <CardDescription>{s.intro}</CardDescription>
        </div>
        <Button className="mt-3 self-start sm:mt-0" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {s.add}
        </Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <LoadingText>{it.common.loadingShort}</LoadingText>
        ) : list.isError ? (
          <Alert title={s.loadError}>{errorMessage(list.error)}</Alert>
        ) : list.data.length === 0 ? (
          <EmptyState icon={Layers} title={s.empty} />
        ) : (
          <ul aria-label={s.listLabel} className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
            {list.data.map((sector) => (
              <SectorRow
                key={sector.id}
                sector={sector}
                busy={update.isPending && update.variables?.id === sector.id}
                onActive={(active) => setActive(sector, active)}
                onEdit={() => setEditing(sector)}
                onDelete={() => setDeleting(sector)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <SectorDialog sector={editing} onClose={() => setEditing(null)} />
      <DeleteSectorDialog sector={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function SectorRow({ sector, busy, onActive, onEdit, onDelete }: { sector: AdminSector; busy: boolean; onActive: (active: boolean) => void; onEdit: () => void; onDelete: () => void }) {
  const switchId = useId();
  const used = inUse(sector);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold break-words text-slate-900">{sector.name}</h3>
          <Badge tone={sector.active ? 'success' : 'neutral'}>{sector.active ? s.statusActive : s.statusInactive}</Badge>
        </div>
        <p className="font-mono text-xs break-all text-slate-600">
          <span className="sr-only">{s.idLabel}: </span>
          {sector.id}
        </p>
        <p className={sector.description ? 'text-sm text-slate-700' : 'text-sm text-slate-500 italic'}>{sector.description ?? s.noDescription}</p>
        <p className="text-sm text-slate-600">{s.usage(sector.usage.doctors, sector.usage.services, sector.usage.articles)}</p>
        {used ? <p className="text-xs text-slate-600">{s.inUseHint}</p> : null}
      </div>
      <div className="flex items-center gap-3 sm:pt-0.5">
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={sector.active} disabled={busy} onCheckedChange={onActive} />
          <label htmlFor={switchId} className="text-sm font-medium text-slate-800">
            <span className="sr-only">{sector.name}: </span>
            {s.active}
          </label>
        </div>
        <Button variant="outline" size="icon-sm" aria-label={s.edit(sector.name)} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        {/* In use: the button stays out; the hint above says why (deletion would be refused). */}
        <Button variant="outline" className={danger.outline} size="icon-sm" aria-label={s.remove(sector.name)} onClick={onDelete} disabled={used}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function SectorDialog({ sector, onClose }: { sector: AdminSector | 'new' | null; onClose: () => void }) {
  return (
    <Dialog open={sector !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {sector !== null ? <SectorForm key={sector === 'new' ? 'new' : sector.id} sector={sector === 'new' ? null : sector} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SectorForm({ sector, onDone }: { sector: AdminSector | null; onDone: () => void }) {
  const create = useCreateSector();
  const update = useUpdateSector();
  const [name, setName] = useState(sector?.name ?? '');
  const [description, setDescription] = useState(sector?.description ?? '');
  const [active, setActive] = useState(sector?.active ?? true);
  const [error, setError] = useState<unknown>(null);
  const activeId = useId();
  const pending = create.isPending || update.isPending;
  const fields = error instanceof ApiError ? error.fields : {};
  const general = error && !fields.name && !fields.description ? errorMessage(error) : null;
  const slug = slugOf(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = { name, description: description.trim() ? description : null, active };
    const done = {
      onSuccess: () => {
        toast.success(sector ? s.saved : s.created);
        onDone();
      },
      onError: setError,
    };
    if (sector) update.mutate({ id: sector.id, patch: body }, done);
    else create.mutate(body, done);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader className="mb-0">
        <DialogTitle>{sector ? s.editTitle : s.createTitle}</DialogTitle>
        <DialogDescription>{sector ? s.idFixed : s.activeHint}</DialogDescription>
      </DialogHeader>
      {general ? <Alert>{general}</Alert> : null}
      <Field label={s.name} required error={fields.name} hint={sector ? `${s.idLabel}: ${sector.id}` : slug ? s.idPreview(slug) : undefined}>
        {(control) => <Input {...control} value={name} maxLength={80} autoComplete="off" onChange={(e) => { setError(null); setName(e.target.value); }} />}
      </Field>
      <Field label={s.description} error={fields.description} hint={s.descriptionHint}>
        {(control) => <Textarea {...control} value={description} maxLength={500} onChange={(e) => { setError(null); setDescription(e.target.value); }} />}
      </Field>
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
        <Switch id={activeId} checked={active} onCheckedChange={setActive} aria-describedby={`${activeId}-hint`} />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={activeId} className="text-sm font-medium text-slate-900">
            {s.active}
          </label>
          <p id={`${activeId}-hint`} className="text-xs text-slate-600">
            {s.activeHint}
          </p>
        </div>
      </div>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {it.common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="size-4 text-white" /> : null}
          {sector ? s.save : s.create}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeleteSectorDialog({ sector, onClose }: { sector: AdminSector | null; onClose: () => void }) {
  const remove = useDeleteSector();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!sector) return;
    setError(null);
    remove.mutate(sector.id, {
      onSuccess: () => {
        toast.success(s.deleted);
        close();
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <Dialog open={sector !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent size="sm" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{s.confirmDeleteTitle}</DialogTitle>
          <DialogDescription>{sector ? s.confirmDeleteText(sector.name) : null}</DialogDescription>
        </DialogHeader>
        {error ? <Alert>{error}</Alert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={remove.isPending}>
            {it.common.cancel}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending || error !== null}>
            {remove.isPending ? <Spinner className="size-4 text-white" /> : null}
            {s.confirmDelete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
