import { DISABLE_REASON_MAX, DISABLE_REASON_MIN } from '@sanity/shared/domain/admin/accounts';
import { isAdminFlag, isDoctorRole, type RoleBadge, roleBadgesOf } from '@sanity/shared/domain/roles';
import { agreeWith, genderFromTitle } from '@sanity/shared/domain/text/italian-agreement';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { type AdminUser } from '@sanity/shared/schemas/admin-accounts';
import { Search, ShieldCheck, UserRoundCheck, UserRoundX, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatLongDate } from '../../../lib/format';
import { type AdminUserFilters, useAdminUsers } from '../api/get-admin-users';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { LoadMore } from '../../../components/ui/load-more';
import { ReasonDialog, ReasonForm } from './reason-form';

const a = itAdmin.adminAccounts;
const ROLE_TONE = { doctor: 'brand', patient: 'neutral', admin: 'amber' } as const satisfies Record<RoleBadge, string>;
/** Typing settles for this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The admin's accounts (issue 13 point 8): search by name or e-mail, filter by role and status,
 * disable with a reason (the account's sessions end at once) or re-enable. Admins cannot be
 * disabled here, the signed-in one included, so they get no button.
 */
export function AccountsSection() {
  const searchId = useId();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<AdminUserFilters['role']>('');
  const [status, setStatus] = useState<AdminUserFilters['status']>('');
  const filters: AdminUserFilters = { q: useDebounced(q, SEARCH_DELAY_MS), role, status };
  const list = useAdminUsers(filters);
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  const [target, setTarget] = useState<AdminUser | null>(null);
  const change = useSetUserDisabled();

  const enable = (user: AdminUser) =>
    change.mutate(
      { id: user.id, disable: false },
      {
        onSuccess: () => toast.success(a.enabledToast),
        onError: (error) => toast.error(a.actionError, { description: errorMessage(error) }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{a.title}</CardTitle>
        <CardDescription>{a.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div role="search" aria-label={a.filtersLabel} className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-[minmax(0,1fr)_11rem_11rem]">
          <Field label={a.searchLabel} id={searchId} className="sm:col-span-2 2xl:col-span-1">
            {(control) => (
              <div className="relative">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
                <Input {...control} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={a.searchPlaceholder} className="pl-9" maxLength={100} />
              </div>
            )}
          </Field>
          <Field label={a.roleLabel}>
            {(control) => (
              <NativeSelect {...control} value={role} onChange={(e) => setRole(e.target.value as AdminUserFilters['role'])}>
                <option value="">{a.roles.all}</option>
                <option value="user">{a.roles.user}</option>
                <option value="doctor">{a.roles.doctor}</option>
              </NativeSelect>
            )}
          </Field>
          <Field label={a.statusLabel}>
            {(control) => (
              <NativeSelect {...control} value={status} onChange={(e) => setStatus(e.target.value as AdminUserFilters['status'])}>
                <option value="">{a.statuses.all}</option>
                <option value="active">{a.statuses.active}</option>
                <option value="disabled">{a.statuses.disabled}</option>
              </NativeSelect>
            )}
          </Field>
        </div>

        {list.isPending ? (
          <LoadingText>{a.loading}</LoadingText>
        ) : list.isError ? (
          <Alert title={a.loadError}>{errorMessage(list.error)}</Alert>
        ) : users.length === 0 ? (
          <EmptyState icon={Users} title={a.empty} description={a.emptyHint} />
        ) : (
          <ul aria-label={a.listLabel} className="flex flex-col gap-3">
            {users.map((user) => (
              <AccountRow key={user.id} user={user} busy={change.isPending && change.variables?.id === user.id} onDisable={() => setTarget(user)} onEnable={() => enable(user)} />
            ))}
          </ul>
        )}

        <LoadMore pages={list} label={a.loadMore} />
      </CardContent>
      <DisableDialog user={target} onClose={() => setTarget(null)} />
    </Card>
  );
}

function AccountRow({ user, busy, onDisable, onEnable }: { user: AdminUser; busy: boolean; onDisable: () => void; onEnable: () => void }) {
  const name = user.displayName.trim() || user.email || a.noEmail;
  const registered = formatLongDate(user.createdAt);
  const lastLogin = formatDateTime(user.ultimoLogin);
  const disabledOn = formatLongDate(user.disabledAt);
  const gender = genderFromTitle(user.displayName);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold break-words text-slate-900">{name}</h3>
            {roleBadgesOf(user).map((badge) => (
              <Badge key={badge} tone={ROLE_TONE[badge]}>
                {a.badges[badge]}
              </Badge>
            ))}
            {isDoctorRole(user.role) ? (
              user.isVerified ? (
                <Badge tone="success">
                  <ShieldCheck aria-hidden="true" />
                  {agreeWith(gender, a.verifiedBadge)}
                </Badge>
              ) : (
                <Badge tone="amber">{agreeWith(gender, a.notVerifiedBadge)}</Badge>
              )
            ) : null}
            {user.isContact ? <Badge tone="neutral">{a.badges.contact}</Badge> : null}
            {user.isDisabled ? <Badge tone="danger">{a.badges.disabled}</Badge> : null}
          </div>
          {/* A practice's contact without an address (issue 30) says so; its placeholder is never shown. */}
          {user.email ? <p className="text-sm break-all text-slate-700">{user.email}</p> : <p className="text-sm text-slate-600 italic">{a.noEmail}</p>}
          {/* The id the audit log's filters and the failed jobs' references use. */}
          <p className="font-mono text-xs break-all text-slate-600">
            <span className="sr-only">{a.idLabel}: </span>
            {user.id}
          </p>
          <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
            {registered ? <span>{a.registeredOn(registered)}</span> : null}
            <span>{lastLogin ? a.lastLogin(lastLogin) : a.neverLoggedIn}</span>
          </p>
          {user.isDisabled ? (
            <div className="mt-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              {disabledOn ? <p className="font-medium">{a.disabledOn(disabledOn)}</p> : null}
              {user.disabledReason ? (
                <p className="break-words">
                  <span className="font-medium">{a.disabledReason}:</span> {user.disabledReason}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {isAdminFlag(user.admin) ? null : user.isDisabled ? (
          <Button variant="outline" size="sm" onClick={onEnable} disabled={busy} aria-label={a.enableLabel(name)} className="self-start">
            {busy ? <Spinner className="size-4" /> : <UserRoundCheck aria-hidden="true" />}
            {a.enable}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onDisable} aria-label={a.disableLabel(name)} className={`${danger.outline} self-start`}>
            <UserRoundX aria-hidden="true" />
            {a.disable}
          </Button>
        )}
      </div>
    </li>
  );
}

/** 'Disattiva': asks the reason (kept for the admins), then ends the account's sessions. */
function DisableDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <ReasonDialog subjectKey={user?.id ?? null} onClose={onClose}>
      {user ? <DisableForm user={user} onDone={onClose} /> : null}
    </ReasonDialog>
  );
}

function DisableForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const change = useSetUserDisabled();
  const name = user.displayName.trim() || user.email || a.noEmail;
  return (
    <ReasonForm
      title={a.disableTitle}
      description={a.disableDescription(name, user.email)}
      note={isDoctorRole(user.role) ? a.disableDoctorNote : undefined}
      label={a.reasonField}
      hint={a.reasonHint}
      maxLength={DISABLE_REASON_MAX}
      validate={(reason) => (reason.length < DISABLE_REASON_MIN ? a.reasonTooShort : reason.length > DISABLE_REASON_MAX ? a.reasonTooLong : undefined)}
      confirmLabel={a.confirmDisable}
      confirmIcon={UserRoundX}
      mutation={change}
      onConfirm={(reason) =>
        change.mutate(
          { id: user.id, disable: true, reason },
          {
            onSuccess: () => {
              toast.success(a.disabledToast);
              onDone();
            },
          },
        )
      }
      onCancel={onDone}
    />
  );
}
