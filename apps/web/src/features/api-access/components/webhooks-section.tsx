import { it } from '@sanity/shared/i18n/it';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import { SECRET_ROTATION_OVERLAP_HOURS, WEBHOOK_EVENTS, type WebhookEventType } from '@sanity/shared/domain/webhooks/events';
import type { WebhookEndpoint, WebhookScope } from '@sanity/shared/schemas/webhooks';
import { Plus, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { serverErrorOf } from '../../../lib/server-error';
import { toast } from '../../../lib/toast';
import { useCreateWebhook, useDeleteWebhook, useReplayDelivery, useRotateWebhookSecret, useUpdateWebhook, useWebhookDeliveries, useWebhookEndpoints } from '../api/webhooks';
import { SecretOnce } from './secret-once';

const w = itApiAccess.webhooks;

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const log = useWebhookDeliveries(endpointId, true);
  const replay = useReplayDelivery();
  if (log.isPending) return <LoadingText>{it.common.loadingShort}</LoadingText>;
  if (log.isError) return <Alert>{errorMessage(log.error)}</Alert>;
  if (log.data.deliveries.length === 0) return <p className="text-sm text-slate-600">{w.noDeliveries}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm" aria-label={w.deliveries}>
      {log.data.deliveries.map((d) => (
        <li key={d.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-3">
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium text-slate-900">
              {w.eventLabels[d.eventType]} <Badge tone={d.status === 'succeeded' ? 'success' : d.status === 'failed' ? 'danger' : 'amber'}>{w.statusLabels[d.status]}</Badge>
            </span>
            <span className="text-slate-600">
              {formatDateTime(d.createdAt)} · {w.attempts}: {d.attempts}
              {d.responseCode !== null ? ` · ${w.responseCode}: ${d.responseCode}` : ''}
              {d.lastError ? ` · ${w.lastError}: ${d.lastError}` : ''}
            </span>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-end sm:self-auto"
            disabled={replay.isPending}
            onClick={() => replay.mutate(d.id, { onSuccess: () => toast.success(w.replayed), onError: (error) => toast.error(errorMessage(error)) })}
          >
            <RotateCcw aria-hidden="true" />
            {w.replay}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function EndpointRow({ endpoint, onSecret, onRemove }: { endpoint: WebhookEndpoint; onSecret: (secret: string, rotated: boolean) => void; onRemove: (e: WebhookEndpoint) => void }) {
  const [open, setOpen] = useState(false);
  const rotate = useRotateWebhookSecret();
  const update = useUpdateWebhook();
  const logId = useId();
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        <span className="break-all">{endpoint.url}</span>
        <Badge tone={endpoint.enabled ? 'success' : 'danger'}>{endpoint.enabled ? w.enabled : w.disabled}</Badge>
      </p>
      {endpoint.description ? <p className="text-sm text-slate-600">{endpoint.description}</p> : null}
      <p className="flex flex-wrap gap-1">
        {endpoint.events.map((e) => (
          <Badge key={e} tone="neutral">
            {w.eventLabels[e]}
          </Badge>
        ))}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={logId} onClick={() => setOpen((x) => !x)}>
          {w.deliveries}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={rotate.isPending}
          onClick={() => rotate.mutate(endpoint.id, { onSuccess: (answer) => onSecret(answer.secret, true), onError: (error) => toast.error(errorMessage(error)) })}
        >
          <RefreshCw aria-hidden="true" />
          {w.rotate}
        </Button>
        {endpoint.enabled ? null : (
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => update.mutate({ id: endpoint.id, input: { enabled: true } }, { onError: (error) => toast.error(errorMessage(error)) })}>
            {w.enable}
          </Button>
        )}
        <Button variant="outline" size="sm" className={danger.outline} onClick={() => onRemove(endpoint)} aria-label={`${w.remove}: ${endpoint.url}`}>
          <Trash2 aria-hidden="true" />
          {w.remove}
        </Button>
      </div>
      <div id={logId}>{open ? <DeliveryLog endpointId={endpoint.id} /> : null}</div>
    </li>
  );
}

/** 'Webhook' (issue 31): a doctor's practice endpoints (settings) or the platform's (admin): add, secret once, rotate, log, replay. */
export function WebhooksSection({ scope }: { scope: WebhookScope }) {
  const titleId = useId();
  const endpoints = useWebhookEndpoints(scope);
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!URL.canParse(url.trim())) local.url = w.urlInvalid;
    if (events.length === 0) local.events = w.eventsRequired;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    create.mutate(
      { url: url.trim(), events, description: description.trim(), scope },
      {
        onSuccess: (answer) => {
          setSecret({ value: answer.secret, rotated: false });
          setUrl('');
          setDescription('');
          setEvents([]);
          toast.success(w.added);
        },
        onError: (error) => {
          const report = serverErrorOf(error, it.identity.default);
          setErrors(report.fields);
          toast.error(report.message);
        },
      },
    );
  };

  let list;
  if (endpoints.isPending) list = <LoadingText>{it.common.loadingShort}</LoadingText>;
  else if (endpoints.isError) list = <Alert>{errorMessage(endpoints.error)}</Alert>;
  else if (endpoints.data.endpoints.length === 0) list = <p className="text-sm text-slate-600">{w.none}</p>;
  else
    list = (
      <ul className="flex flex-col divide-y divide-slate-100">
        {endpoints.data.endpoints.map((e) => (
          <EndpointRow key={e.id} endpoint={e} onSecret={(value, rotated) => setSecret({ value, rotated })} onRemove={setRemoving} />
        ))}
      </ul>
    );

  return (
    <Card role="region" aria-labelledby={titleId} id="webhook">
      <CardHeader>
        <CardTitle id={titleId}>{scope === 'platform' ? w.platformSection : w.section}</CardTitle>
        <CardDescription>{scope === 'platform' ? `${w.intro} ${w.platformIntro}` : w.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {secret ? <SecretOnce label={w.secret} value={secret.value} hint={secret.rotated ? `${w.rotated(SECRET_ROTATION_OVERLAP_HOURS)} ${w.secretShownOnce}` : w.secretShownOnce} /> : null}
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label={w.url} required {...(errors.url ? { error: errors.url } : {})}>
            {(control) => <Input {...control} type="url" inputMode="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />}
          </Field>
          <Field label={w.description} {...(errors.description ? { error: errors.description } : {})}>
            {(control) => <Input {...control} value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />}
          </Field>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">{w.events}</legend>
            {WEBHOOK_EVENTS.map((type) => (
              <CheckboxField
                key={type}
                label={w.eventLabels[type]}
                checked={events.includes(type)}
                onCheckedChange={(checked) => setEvents((now) => (checked ? [...now, type] : now.filter((x) => x !== type)))}
              />
            ))}
            {errors.events ? <p className="text-sm text-red-700 sm:col-span-2">{errors.events}</p> : null}
          </fieldset>
          <Button type="submit" className="self-start" disabled={create.isPending}>
            {create.isPending ? <Spinner className="size-4 text-white" /> : <Plus aria-hidden="true" />}
            {w.add}
          </Button>
        </form>
        {list}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        title={w.remove}
        text={w.removeConfirm}
        confirm={w.remove}
        keep={it.common.cancel}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(w.removed);
              setRemoving(null);
            },
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
      />
    </Card>
  );
}
