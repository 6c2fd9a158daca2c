import { it } from '@sanity/shared/i18n/it';
import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { type AdminAuditEntry, type AuditActionName } from '@sanity/shared/schemas/audit';
import { Filter, ScrollText, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { type AuditLogFilters, useAuditLog } from '../api/get-audit-log';
import { auditDetailsText } from '../audit-details';
import { LoadMore } from '../../../components/ui/load-more';

const a = itAdmin.audit;
const ACTIONS = Object.entries(a.actions) as Array<[AuditActionName, string]>;
const NO_FILTERS: AuditLogFilters = { action: '', actorId: '', subjectId: '' };
const ROLE_TONE = { doctor: 'brand', admin: 'amber', patient: 'neutral', system: 'neutral', staff: 'brand' } as const;

/**
 * The admin's audit log (issue 13 point 7): every read of a patient's data and every admin action,
 * newest first, filtered by action and by account id (who acted, whose data). The ids are applied
 * with 'Filtra' rather than while typing: half an id matches nothing. A name in an entry filters by
 * that account.
 */
export function AuditSection() {
  const idHintId = useId();
  const [draft, setDraft] = useState<AuditLogFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = filters.action !== '' || filters.actorId !== '' || filters.subjectId !== '';

  const apply = (next: AuditLogFilters) => {
    const clean = { action: next.action, actorId: next.actorId.trim(), subjectId: next.subjectId.trim() };
    setDraft(clean);
    setFilters(clean);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{a.adminTitle}</CardTitle>
        <CardDescription>{a.adminIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form role="search" aria-label={a.filtersLabel} onSubmit={onSubmit} className="grid gap-3 md:grid-cols-3">
          <Field label={a.actionFilter}>
            {(control) => (
              <NativeSelect
                {...control}
                value={draft.action}
                // An action applies at once: there is nothing to finish typing.
                onChange={(e) => apply({ ...draft, action: e.target.value as AuditLogFilters['action'] })}
              >
                <option value="">{a.allActions}</option>
                {ACTIONS.map(([name, label]) => (
                  <option key={name} value={name}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={a.actorFilter}>
            {(control) => (
              <Input {...control} aria-describedby={idHintId} value={draft.actorId} onChange={(e) => setDraft({ ...draft, actorId: e.target.value })} maxLength={120} autoComplete="off" spellCheck={false} />
            )}
          </Field>
          <Field label={a.subjectFilter}>
            {(control) => (
              <Input {...control} aria-describedby={idHintId} value={draft.subjectId} onChange={(e) => setDraft({ ...draft, subjectId: e.target.value })} maxLength={120} autoComplete="off" spellCheck={false} />
            )}
          </Field>
          <p id={idHintId} className="text-xs text-slate-600 md:col-span-3">
            {a.idFilterHint}
          </p>
          <div className="flex flex-wrap gap-2 md:col-span-3">
            <Button type="submit" variant="outline">
              <Filter aria-hidden="true" />
              {a.applyFilters}
            </Button>
            {filtered || draft.actorId || draft.subjectId ? (
              <Button type="button" variant="ghost" onClick={() => apply(NO_FILTERS)}>
                <X aria-hidden="true" />
                {a.clearFilters}
              </Button>
            ) : null}
          </div>
        </form>

        {log.isPending ? (
          <LoadingText>{it.common.loadingShort}</LoadingText>
        ) : log.isError && entries.length === 0 ? (
          <Alert title={a.adminLoadError}>{errorMessage(log.error)}</Alert>
        ) : entries.length === 0 ? (
          <EmptyState icon={ScrollText} title={a.adminEmpty} />
        ) : (
          <ul aria-label={a.adminListLabel} className="flex flex-col gap-3">
            {entries.map((entry) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                onActor={() => apply({ ...NO_FILTERS, actorId: entry.actor.id })}
                onSubject={(id) => apply({ ...NO_FILTERS, subjectId: id })}
              />
            ))}
          </ul>
        )}

        <LoadMore pages={log} label={a.loadMore} errorText={a.loadMoreError} />
      </CardContent>
    </Card>
  );
}

function EntryRow({ entry, onActor, onSubject }: { entry: AdminAuditEntry; onActor: () => void; onSubject: (id: string) => void }) {
  const when = formatDateTime(entry.at);
  const hasDetails = Object.keys(entry.details).length > 0;
  const subject = entry.subject;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <p className="font-semibold break-words text-slate-900">{entry.label}</p>
        {when ? (
          <time dateTime={entry.at} className="shrink-0 text-sm text-slate-600">
            {when}
          </time>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{a.actorColumn}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <Button variant="link" className="h-auto min-h-0 text-left break-all" onClick={onActor} aria-label={a.filterByActor(entry.actor.name)}>
            {entry.actor.name}
          </Button>
          <Badge tone={ROLE_TONE[entry.actor.role]}>{a.roles[entry.actor.role]}</Badge>
        </dd>
        {/* Issue 30: a doctor's collaborator acts for that doctor. */}
        {entry.onBehalfOf ? (
          <>
            <dt className="text-slate-600">{itStaffWeb.audit.onBehalfOf}</dt>
            <dd className="break-words text-slate-900">{entry.onBehalfOf.name}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{a.subjectColumn}</dt>
        <dd>
          {subject ? (
            <Button variant="link" className="h-auto min-h-0 text-left break-all" onClick={() => onSubject(subject.id)} aria-label={a.filterBySubject(subject.name)}>
              {subject.name}
            </Button>
          ) : (
            <span className="text-slate-700">{a.noSubject}</span>
          )}
        </dd>
        {entry.targetId ? (
          <>
            <dt className="text-slate-600">{a.targetColumn}</dt>
            <dd className="font-mono text-xs break-all text-slate-700">{entry.targetId}</dd>
          </>
        ) : null}
        {hasDetails ? (
          <>
            <dt className="text-slate-600">{a.detailsLabel}</dt>
            <dd className="break-words text-slate-700">{auditDetailsText(entry.details)}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
