import { it } from '@sanity/shared/i18n/it';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { type AdminActivation, type AdminMembership } from '@sanity/shared/schemas/memberships';
import { Check, CreditCard, Pencil, Plus, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { formatEuro } from '@sanity/shared/domain/money';
import { useAdminPlans } from '../api/get-admin-plans';
import { usePlanActivations } from '../api/get-plan-activations';
import { useCreatePlan, useUpdatePlan, type PlanInput } from '../api/plan-mutations';
import { LoadMore } from '../../../components/ui/load-more';

const p = itAdmin.adminPlatform.plans;

/**
 * Membership plans as data (issue 13 point 3): each plan as the offer screen shows it (regular price
 * struck through, discounted price per month, privileges), its switch and an edit dialog; a new plan;
 * then the activations, newest first, a page at a time.
 */
export function PlansSection() {
  const plans = useAdminPlans();
  const update = useUpdatePlan();
  const [editing, setEditing] = useState<AdminMembership | 'new' | null>(null);

  const setActive = (plan: AdminMembership, active: boolean) =>
    update.mutate(
      { id: plan.id, patch: { active } },
      {
        onSuccess: () => toast.success(active ? p.activated : p.deactivated),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="flex flex-col gap-1">
            <CardTitle>{p.title}</CardTitle>
            <CardDescription>{p.intro}</CardDescription>
          </div>
          <Button className="mt-3 self-start sm:mt-0" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {p.add}
          </Button>
        </CardHeader>
        <CardContent>
          {plans.isPending ? (
            <LoadingText>{it.common.loadingShort}</LoadingText>
          ) : plans.isError ? (
            <Alert title={p.loadError}>{errorMessage(plans.error)}</Alert>
          ) : plans.data.length === 0 ? (
            <EmptyState icon={CreditCard} title={p.empty} />
          ) : (
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4">
              {plans.data.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  busy={update.isPending && update.variables?.id === plan.id}
                  onActive={(active) => setActive(plan, active)}
                  onEdit={() => setEditing(plan)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ActivationsCard plans={plans.data ?? []} />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent size="lg">
          {editing !== null ? <PlanForm key={editing === 'new' ? 'new' : editing.id} plan={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function PlanCard({ plan, busy, onActive, onEdit }: { plan: AdminMembership; busy: boolean; onActive: (active: boolean) => void; onEdit: () => void }) {
  const switchId = useId();
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-50/60 via-white to-white">
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 className="text-lg font-semibold break-words text-slate-900">{plan.name}</h3>
            <p className="font-mono text-xs break-all text-slate-600">
              <span className="sr-only">{p.id}: </span>
              {plan.id}
            </p>
          </div>
          <Badge tone={plan.active ? 'success' : 'neutral'}>{plan.active ? p.statusActive : p.statusInactive}</Badge>
        </div>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-base text-slate-600">
            <span className="sr-only">{p.regularPrice}: </span>
            <s>{formatEuro(plan.price)}</s>
          </span>
          <span className="text-3xl font-bold tracking-tight text-slate-900">
            <span className="sr-only">{p.offerPrice}: </span>
            {formatEuro(plan.discountedPrice)}
          </span>
          <span className="text-sm font-medium text-slate-600">{p.perMonth}</span>
        </div>
        <p className="text-sm text-slate-600">{p.offerFor(plan.offerDays)}</p>
        {plan.privileges.length > 0 ? (
          <ul className="flex flex-col gap-1.5">
            {plan.privileges.map((line, i) => (
              <li key={`${i}-${line}`} className="flex items-start gap-2 text-sm text-slate-700">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="break-words">{line}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500 italic">{p.noPrivileges}</p>
        )}
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Users className="size-4 text-brand-700" aria-hidden="true" />
          {p.activeActivations(plan.activeActivations)}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3">
        <div className="flex items-center gap-2">
          <Switch id={switchId} checked={plan.active} disabled={busy} onCheckedChange={onActive} />
          <label htmlFor={switchId} className="text-sm font-medium text-slate-800">
            <span className="sr-only">{plan.name}: </span>
            {p.active}
          </label>
        </div>
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          <span aria-hidden="true">{p.editTitle}</span>
          <span className="sr-only">{p.edit(plan.name)}</span>
        </Button>
      </div>
    </li>
  );
}

/** An amount typed the Italian way ("19,90") or with a dot; NaN when it is not a number. */
function parseAmount(text: string): number {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  return normalised === '' ? Number.NaN : Number(normalised);
}

const amountText = (value: number) => value.toFixed(2).replace('.', ',');

function PlanForm({ plan, onDone }: { plan: AdminMembership | null; onDone: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [id, setId] = useState('');
  const [name, setName] = useState(plan?.name ?? '');
  const [price, setPrice] = useState(plan ? amountText(plan.price) : '');
  const [discountedPrice, setDiscountedPrice] = useState(plan ? amountText(plan.discountedPrice) : '');
  const [offerDays, setOfferDays] = useState(plan ? String(plan.offerDays) : '90');
  const [privileges, setPrivileges] = useState(plan?.privileges.join('\n') ?? '');
  const [active, setActive] = useState(plan?.active ?? false);
  const [error, setError] = useState<unknown>(null);
  const activeId = useId();
  const pending = create.isPending || update.isPending;

  const fields = error instanceof ApiError ? error.fields : {};
  // "privileges.3" points at one line; the textarea shows it as the field's error.
  const privilegesError = fields.privileges ?? Object.entries(fields).find(([key]) => key.startsWith('privileges.'))?.[1];
  const known = ['id', 'name', 'price', 'discountedPrice', 'offerDays'].some((k) => fields[k]) || privilegesError;
  const general = error && !known ? errorMessage(error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // NaN is not JSON: null gets the server's own message for the field.
    const numberOrNull = (v: number) => (Number.isNaN(v) ? null : v);
    const json: PlanInput = {
      name,
      price: numberOrNull(parseAmount(price)),
      discountedPrice: numberOrNull(parseAmount(discountedPrice)),
      offerDays: numberOrNull(offerDays.trim() ? Number(offerDays) : Number.NaN),
      privileges: privileges
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      active,
    };
    const done = {
      onSuccess: () => {
        toast.success(plan ? p.saved : p.created);
        onDone();
      },
      onError: setError,
    };
    if (plan) update.mutate({ id: plan.id, patch: json }, done);
    else create.mutate(id.trim() ? { ...json, id: id.trim() } : json, done);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader className="mb-0">
        <DialogTitle>{plan ? p.editTitle : p.createTitle}</DialogTitle>
        <DialogDescription>{plan ? `${p.id}: ${plan.id}` : p.intro}</DialogDescription>
      </DialogHeader>
      {general ? <Alert>{general}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={p.name} required error={fields.name} className={plan ? 'sm:col-span-2' : undefined}>
          {(control) => <Input {...control} value={name} maxLength={80} autoComplete="off" onChange={(e) => { setError(null); setName(e.target.value); }} />}
        </Field>
        {plan ? null : (
          <Field label={p.id} error={fields.id} hint={p.idHint}>
            {(control) => <Input {...control} value={id} maxLength={60} autoComplete="off" spellCheck={false} onChange={(e) => { setError(null); setId(e.target.value); }} />}
          </Field>
        )}
        <Field label={p.price} required error={fields.price}>
          {(control) => <Input {...control} value={price} inputMode="decimal" autoComplete="off" onChange={(e) => { setError(null); setPrice(e.target.value); }} />}
        </Field>
        <Field label={p.discountedPrice} required error={fields.discountedPrice}>
          {(control) => <Input {...control} value={discountedPrice} inputMode="decimal" autoComplete="off" onChange={(e) => { setError(null); setDiscountedPrice(e.target.value); }} />}
        </Field>
        <Field label={p.offerDays} required error={fields.offerDays} className="sm:col-span-2">
          {(control) => <Input {...control} type="number" min={1} max={3650} step={1} value={offerDays} className="sm:max-w-40" onChange={(e) => { setError(null); setOfferDays(e.target.value); }} />}
        </Field>
      </div>
      <Field label={p.privileges} error={privilegesError} hint={p.privilegesHint}>
        {(control) => <Textarea {...control} value={privileges} rows={5} onChange={(e) => { setError(null); setPrivileges(e.target.value); }} />}
      </Field>
      <div className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
        <Switch id={activeId} checked={active} onCheckedChange={setActive} aria-describedby={`${activeId}-hint`} />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={activeId} className="text-sm font-medium text-slate-900">
            {p.active}
          </label>
          <p id={`${activeId}-hint`} className="text-xs text-slate-600">
            {p.activeHint}
          </p>
        </div>
      </div>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {it.common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="size-4 text-white" /> : null}
          {plan ? p.save : p.create}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ActivationsCard({ plans }: { plans: AdminMembership[] }) {
  const [membershipId, setMembershipId] = useState('');
  const list = usePlanActivations(membershipId);
  const filterId = useId();
  const items = list.data?.pages.flatMap((page) => page.activations) ?? [];

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle>{p.activationsTitle}</CardTitle>
          <CardDescription>{p.activationsIntro}</CardDescription>
        </div>
        <div className="mt-3 flex flex-col gap-1.5 sm:mt-0 sm:w-64 sm:shrink-0">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            {p.activationsFilter}
          </label>
          <NativeSelect id={filterId} value={membershipId} onChange={(e) => setMembershipId(e.target.value)}>
            <option value="">{p.allPlans}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {list.isPending ? (
          <LoadingText>{it.common.loadingShort}</LoadingText>
        ) : list.isError ? (
          <Alert title={p.activationsError}>{errorMessage(list.error)}</Alert>
        ) : items.length === 0 ? (
          <EmptyState icon={Users} title={p.activationsEmpty} />
        ) : (
          <ul aria-label={p.activationsLabel} className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
            {items.map((a) => (
              <ActivationRow key={a.id} activation={a} />
            ))}
          </ul>
        )}
        <LoadMore pages={list} label={p.loadMore} />
      </CardContent>
    </Card>
  );
}

function ActivationRow({ activation: a }: { activation: AdminActivation }) {
  return (
    // The dates keep their own width, one line each (issue 24: at 1280 px a shared fraction of the
    // row broke '22 novembre 2026' one word per line); the name and e-mail take what is left.
    <li className="grid gap-x-6 gap-y-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium break-words text-slate-900">{a.doctor.displayName || a.doctor.id}</span>
        {a.doctor.email ? <span className="text-sm break-all text-slate-600">{a.doctor.email}</span> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-slate-600">{p.plan}</dt>
        <dd className="text-slate-900">{a.membership.name}</dd>
        <dt className="text-slate-600">{p.activatedAt}</dt>
        <dd className="whitespace-nowrap text-slate-900">{formatLongDate(a.activatedAt)}</dd>
        <dt className="text-slate-600">{p.expiresAt}</dt>
        <dd className="whitespace-nowrap text-slate-900">{formatLongDate(a.expiresAt)}</dd>
      </dl>
      <div>
        <span className="sr-only">{p.status}: </span>
        <Badge tone={a.activeNow ? 'success' : 'neutral'}>{a.activeNow ? p.running : p.expired}</Badge>
      </div>
    </li>
  );
}
