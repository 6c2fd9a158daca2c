import { it } from '@sanity/shared/i18n/it';
import { type CalendarFeedUrls } from '@sanity/shared/schemas/calendar-feed';
import { Copy, Link2, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button, danger } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/feed';
import { formatDay } from '../format-when';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

const c = itCalendar;

/**
 * 'Abbonamento al calendario (ICS)': a private read-only URL any calendar app can subscribe to.
 * Only a hash of its secret is stored, so the URL is shown once, right after creating it, with copy
 * buttons (https and webcal); regenerating replaces it, revoking ends it.
 */
export function FeedBlock() {
  const headingId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [urls, setUrls] = useState<CalendarFeedUrls | null>(null);
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrls(created);
        setConfirming(null);
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(c.errorTitle, { description: errorMessage(error, c.actionError) });
      },
    });
  const onRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrls(null);
        setConfirming(null);
        toast.success(c.feedRevoked);
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(c.errorTitle, { description: errorMessage(error, c.actionError) });
      },
    });

  const active = feed.data?.active === true;
  const since = formatDay(feed.data?.createdAt ?? null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-100 pt-5">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {c.feedTitle}
      </h3>
      <p className="text-sm text-slate-600">{c.feedIntro}</p>
      {feed.isPending ? (
        <LoadingText>{it.common.loadingShort}</LoadingText>
      ) : feed.isError ? (
        <p className="text-sm text-red-700">{errorMessage(feed.error, c.actionError)}</p>
      ) : (
        <>
          <p className="text-sm text-slate-800">{active ? (since ? c.feedActiveSince(since) : null) : c.feedNone}</p>
          {urls ? (
            <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4">
              <p role="status" className="text-sm font-medium text-amber-900">
                {c.feedOnce}
              </p>
              <CopyField label={c.feedHttps} value={urls.url} />
              <CopyField label={c.feedWebcal} value={urls.webcalUrl} />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {active ? (
              <>
                <Button variant="outline" onClick={() => setConfirming('regenerate')} disabled={create.isPending || revoke.isPending}>
                  <RefreshCw aria-hidden="true" />
                  {c.feedRegenerate}
                </Button>
                <Button variant="outline" className={danger.outline} onClick={() => setConfirming('revoke')} disabled={create.isPending || revoke.isPending}>
                  <Trash2 aria-hidden="true" />
                  {c.feedRevoke}
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={onCreate} disabled={create.isPending}>
                {create.isPending ? <Spinner className="size-4" /> : <Link2 aria-hidden="true" />}
                {c.feedCreate}
              </Button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming === 'regenerate'}
        title={c.feedRegenerate}
        text={c.feedRegenerateText}
        confirm={c.feedRegenerate}
        keep={itCalendar.confirmKeep}
        pending={create.isPending}
        onConfirm={onCreate}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={c.feedRevoke}
        text={c.feedRevokeText}
        confirm={c.feedRevoke}
        keep={itCalendar.confirmKeep}
        pending={revoke.isPending}
        onConfirm={onRevoke}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}

/** A read-only URL with its label and a copy button named after it. */
function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(c.copied);
    } catch {
      toast.error(c.errorTitle, { description: c.copyFailed });
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly spellCheck={false} onFocus={(e) => e.currentTarget.select()} className="min-w-0 font-mono text-xs sm:text-xs" />
        <Button variant="outline" size="icon" aria-label={c.copyLabel(label.toLowerCase())} title={c.copy} onClick={() => void copy()}>
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
