import { it } from '@sanity/shared/i18n/it';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { type JobList, type JobSummary } from '@sanity/shared/schemas/jobs';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDeadJobs } from '../api/get-jobs';
import { useRetryJob } from '../api/retry-job';
import { LoadMore } from '../../../components/ui/load-more';

const j = itAdmin.adminAccounts.jobs;
const STATUS_ORDER = ['dead', 'pending', 'running', 'done'] as const;

/** The readable name of a job: its kind, and which message for the booking e-mails. */
export function jobLabel(job: Pick<JobSummary, 'kind' | 'variant'>): { title: string; detail: string | null } {
  const title = j.kinds[job.kind] ?? j.unknownKind(job.kind);
  const detail = job.variant ? (j.mails[job.variant] ?? null) : null;
  return { title, detail };
}

/**
 * The job runner's dead letters (issue 13 point 9): e-mails and calendar or index work that failed
 * every attempt, with the last error and 'Riprova' (attempts start again at once). Only the kind
 * and the ids the job refers to are shown, never the rest of its payload (the server sends no more).
 */
export function DeadLettersSection() {
  const list = useDeadJobs();
  const retry = useRetryJob();
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];
  // The first page's counts: the latest the list was loaded with.
  const counts = list.data?.pages[0]?.counts;

  const onRetry = (job: JobSummary) =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(j.retried),
      onError: (error) => toast.error(j.retryError, { description: errorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{j.title}</CardTitle>
        <CardDescription>{j.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Counts counts={counts} />
        {list.isPending ? (
          <LoadingText>{it.common.loadingShort}</LoadingText>
        ) : list.isError ? (
          <Alert title={j.loadError}>{errorMessage(list.error)}</Alert>
        ) : jobs.length === 0 ? (
          <EmptyState icon={CircleCheck} title={j.empty} description={j.emptyHint} />
        ) : (
          <ul aria-label={j.listLabel} className="flex flex-col gap-3">
            {jobs.map((job) => (
              <JobRow key={job.id} job={job} busy={retry.isPending && retry.variables === job.id} onRetry={() => onRetry(job)} />
            ))}
          </ul>
        )}
        <LoadMore pages={list} label={j.loadMore} />
      </CardContent>
    </Card>
  );
}

function Counts({ counts }: { counts: JobList['counts'] | undefined }) {
  return (
    <dl aria-label={j.countsLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {STATUS_ORDER.map((status) => (
        <div
          key={status}
          className={
            status === 'dead' && (counts?.dead ?? 0) > 0
              ? 'flex flex-col gap-0.5 rounded-xl border border-red-200 bg-red-50 px-4 py-3'
              : 'flex flex-col gap-0.5 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3'
          }
        >
          <dt className={status === 'dead' && (counts?.dead ?? 0) > 0 ? 'text-sm text-red-800' : 'text-sm text-slate-600'}>{j.statuses[status]}</dt>
          <dd className="text-xl font-semibold text-slate-900 tabular-nums">{counts ? counts[status].toLocaleString('it-IT') : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

function JobRow({ job, busy, onRetry }: { job: JobSummary; busy: boolean; onRetry: () => void }) {
  const { title, detail } = jobLabel(job);
  const failedAt = formatDateTime(job.updatedAt);
  const createdAt = formatDateTime(job.createdAt);
  const facts = [
    ...(failedAt ? [{ key: 'failed', term: j.failedAt, value: failedAt, mono: false }] : []),
    ...(createdAt ? [{ key: 'created', term: j.createdAt, value: createdAt, mono: false }] : []),
    ...Object.entries(job.refs).map(([key, id]) => ({ key, term: j.refs[key] ?? key, value: id, mono: true })),
  ];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-col gap-0.5">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 className="font-semibold break-words text-slate-900">{title}</h3>
              <Badge tone="danger">{j.attempts(job.attempts, job.maxAttempts)}</Badge>
            </div>
            {detail ? <p className="text-sm text-slate-700">{detail}</p> : null}
          </div>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            {facts.map(({ key, term, value, mono }) => (
              <div key={key} className="contents">
                <dt className="text-slate-600">{term}</dt>
                <dd className={mono ? 'font-mono text-xs leading-5 break-all text-slate-800' : 'text-slate-900'}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium text-slate-800">{j.lastError}</p>
            <pre className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs leading-5 break-all whitespace-pre-wrap text-slate-800">
              {job.lastError ?? j.noError}
            </pre>
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={busy} aria-label={j.retryLabel(detail ?? title)} className="self-start">
          {busy ? <Spinner className="size-4" /> : <RotateCcw aria-hidden="true" />}
          {j.retry}
        </Button>
      </div>
    </li>
  );
}
