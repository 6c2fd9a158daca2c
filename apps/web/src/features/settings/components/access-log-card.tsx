import { it } from '@sanity/shared/i18n/it';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { type AccessLogEntry } from '@sanity/shared/schemas/audit';
import { Eye, ShieldCheck, Stethoscope, UserRoundX, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingText } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useAccessLog } from '../api/get-access-log';
import { LoadMore } from '../../../components/ui/load-more';

const a = itAdmin.audit;
// 'staff' (issue 30): a doctor's collaborator, named by the server as 'Anna Verdi, segreteria del Dott. Marco Bianchi'.
const ICONS: Record<AccessLogEntry['actorKind'], LucideIcon> = { doctor: Stethoscope, admin: ShieldCheck, deleted: UserRoundX, other: Eye, staff: Users };

function EntryRow({ entry }: { entry: AccessLogEntry }) {
  const Icon = ICONS[entry.actorKind];
  const when = formatDateTime(entry.at);
  const appointment = formatDateTime(entry.appointmentAt);
  return (
    <li className="flex items-start gap-3 py-4 first:pt-0 last:pb-0">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium break-words text-slate-900">{entry.actorName}</p>
        <p className="text-sm text-slate-700">{entry.label}</p>
        {appointment ? <p className="text-sm text-slate-600">{a.appointmentOf(appointment)}</p> : null}
        {when ? (
          <p className="text-xs text-slate-600">
            <time dateTime={entry.at}>{when}</time>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * 'Chi ha consultato i tuoi dati' (issue 13 point 7): the audit log entries about the signed-in
 * account, newest first, a page at a time. Doctors by name; any admin as 'Amministratore'.
 */
export function AccessLogCard() {
  const titleId = useId();
  const log = useAccessLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  let content;
  if (log.isPending) content = <LoadingText>{it.common.loadingShort}</LoadingText>;
  else if (log.isError && entries.length === 0) content = <Alert>{a.accessLogLoadError}</Alert>;
  else if (entries.length === 0) content = <EmptyState icon={ShieldCheck} title={a.accessLogEmpty} />;
  else {
    content = (
      <div className="flex flex-col gap-4">
        <ul aria-label={a.accessLogListLabel} className="flex flex-col divide-y divide-slate-100">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ul>
        <LoadMore pages={log} label={a.loadMore} errorText={a.loadMoreError} />
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h3" id={titleId}>
          {a.accessLogTitle}
        </CardTitle>
        <CardDescription>{a.accessLogIntro}</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
