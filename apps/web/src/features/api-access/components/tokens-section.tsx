import { it } from '@sanity/shared/i18n/it';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import type { TokenScope } from '@sanity/shared/domain/tokens/scopes';
import type { AccessToken } from '@sanity/shared/schemas/tokens';
import { KeyRound, Trash2 } from 'lucide-react';
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
import { useAccessTokens, useCreateToken, useRevokeToken } from '../api/tokens';
import { SecretOnce } from './secret-once';

const t = itApiAccess.tokens;

function TokenRow({ token, onRevoke }: { token: AccessToken; onRevoke: (token: AccessToken) => void }) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{token.name}</span>
          <code className="text-xs text-slate-600">{token.prefix}…</code>
        </p>
        <p className="flex flex-wrap gap-1">
          {token.scopes.map((scope) => (
            <Badge key={scope} tone="neutral">
              {t.scopeLabels[scope]}
            </Badge>
          ))}
        </p>
        <p className="text-sm text-slate-600">
          {t.createdAt}: {formatDateTime(token.createdAt)} · {t.lastUsed}: {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t.neverUsed}
          {token.expiresAt ? ` · ${t.expires}: ${formatDateTime(token.expiresAt)}` : ''}
        </p>
      </div>
      <Button variant="outline" size="sm" className={`${danger.outline} self-end sm:self-auto`} onClick={() => onRevoke(token)} aria-label={`${t.revoke}: ${token.name}`}>
        <Trash2 aria-hidden="true" />
        {t.revoke}
      </Button>
    </li>
  );
}

/** Settings → 'Accesso API' (issue 31): create a named token with scopes (shown once), see its last use, revoke it. */
export function TokensSection() {
  const titleId = useId();
  const tokens = useAccessTokens();
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>([]);
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = t.nameRequired;
    if (scopes.length === 0) local.scopes = t.scopesRequired;
    const expiresInDays = days.trim() ? Number(days) : null;
    if (expiresInDays !== null && (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > 365)) local.expiresInDays = t.expiryRange;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    create.mutate(
      { name: name.trim(), scopes, expiresInDays },
      {
        onSuccess: (answer) => {
          setCreated(answer.token);
          setName('');
          setScopes([]);
          setDays('');
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
  if (tokens.isPending) list = <LoadingText>{it.common.loadingShort}</LoadingText>;
  else if (tokens.isError) list = <Alert>{errorMessage(tokens.error)}</Alert>;
  else if (tokens.data.tokens.length === 0) list = <p className="text-sm text-slate-600">{t.none}</p>;
  else
    list = (
      <ul className="flex flex-col divide-y divide-slate-100" aria-label={t.section}>
        {tokens.data.tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={setRevoking} />
        ))}
      </ul>
    );

  const grantable = tokens.data?.grantableScopes ?? [];
  return (
    <Card role="region" aria-labelledby={titleId} id="accesso-api">
      <CardHeader>
        <CardTitle id={titleId}>{t.section}</CardTitle>
        <CardDescription>{t.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {created ? <SecretOnce label={t.created} value={created} hint={t.shownOnce} /> : null}
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label={t.name} required {...(errors.name ? { error: errors.name } : {})}>
            {(control) => <Input {...control} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />}
          </Field>
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.scopes ? `${titleId}-scopes-error` : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-900">{t.scopes}</legend>
            {grantable.map((scope) => (
              <CheckboxField
                key={scope}
                label={t.scopeLabels[scope]}
                checked={scopes.includes(scope)}
                onCheckedChange={(checked) => setScopes((now) => (checked ? [...now, scope] : now.filter((x) => x !== scope)))}
              />
            ))}
            {errors.scopes ? (
              <p id={`${titleId}-scopes-error`} className="text-sm text-red-700">
                {errors.scopes}
              </p>
            ) : null}
          </fieldset>
          <Field label={t.expiry} {...(errors.expiresInDays ? { error: errors.expiresInDays } : {})}>
            {(control) => <Input {...control} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} className="sm:max-w-40" />}
          </Field>
          <Button type="submit" className="self-start" disabled={create.isPending}>
            {create.isPending ? <Spinner className="size-4 text-white" /> : <KeyRound aria-hidden="true" />}
            {t.create}
          </Button>
        </form>
        {list}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        title={t.revoke}
        text={revoking ? t.revokeConfirm(revoking.name) : ''}
        confirm={t.revoke}
        keep={it.common.cancel}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(t.revoked);
              setRevoking(null);
            },
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
      />
    </Card>
  );
}
