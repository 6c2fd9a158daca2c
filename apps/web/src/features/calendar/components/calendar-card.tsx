import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type CalendarConnection } from '@sanity/shared/schemas/calendar';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck2, CalendarClock, CalendarOff, ChevronDown, RotateCcw, TriangleAlert, Unplug } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { useDisconnectCalendar } from '../api/disconnect-calendar';
import { calendarConnectionQueryOptions, calendarQueryKey } from '../api/get-connection';
import { useUpdateCalendarConnection } from '../api/update-connection';
import { formatInstant } from '../format-when';
import { CalDavForm } from './caldav-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ConflictsList } from './conflicts-list';
import { FeedBlock } from './feed-block';
import { GoogleConnectButton, ReauthorizeLink } from './google-connect';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

const c = itCalendar;
const RETURN_PARAM = 'calendario';

/** The id settings links (the new doctor's checklist) point at: /settings#calendario. */
export const CALENDAR_ANCHOR = 'calendario';

/**
 * The doctors' calendar card in settings (spec §2 Calendar card, §4 Calendar connection): the
 * status (connected via Google or CalDAV, with the calendar's name and the last update; not
 * connected; needing a new authorisation, whose link is fetched automatically), connecting
 * (Google in a new tab, CalDAV with a form), 'Scollega calendario' after a confirmation, the
 * detailed-titles switch, the bookings deleted in the calendar, and the ICS subscription.
 */
export function CalendarCard() {
  const s = itSettings.settings;
  // Coming back from the Google tab, this tab learns about the new connection when it is looked at again.
  const connection = useQuery({ ...calendarConnectionQueryOptions(), refetchOnWindowFocus: true });
  useGoogleReturn();
  const titleId = useId();

  return (
    <Card id={CALENDAR_ANCHOR} role="region" aria-labelledby={titleId} className="scroll-mt-20">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
            {s.calendarCard}
          </CardTitle>
          {connection.data ? <StatusBadge connection={connection.data} /> : null}
        </div>
        <CardDescription>{c.cardIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {connection.isPending ? (
          <LoadingText>{it.common.loadingShort}</LoadingText>
        ) : connection.isError ? (
          <div className="flex flex-col items-start gap-3">
            <Alert>
              {c.loadError} {errorMessage(connection.error)}
            </Alert>
            <Button variant="outline" size="sm" onClick={() => void connection.refetch()}>
              <RotateCcw aria-hidden="true" />
              {it.common.retry}
            </Button>
          </div>
        ) : connection.data.connected ? (
          <Connected connection={connection.data} />
        ) : (
          <NotConnected connection={connection.data} />
        )}
        <FeedBlock />
      </CardContent>
    </Card>
  );
}

/** `/settings?calendario=collegato|errore`, where the Google callback lands: a toast, fresh data, and the parameter goes. */
function useGoogleReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get(RETURN_PARAM);
  useEffect(() => {
    if (outcome !== 'collegato' && outcome !== 'errore') return;
    if (outcome === 'collegato') toast.success(c.googleReturnConnected);
    else toast.error(c.errorTitle, { description: c.googleReturnError });
    void queryClient.invalidateQueries({ queryKey: calendarQueryKey });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [outcome, queryClient, setParams]);
}

function StatusBadge({ connection }: { connection: CalendarConnection }) {
  if (connection.needsReauth) {
    return (
      <Badge tone="amber">
        <TriangleAlert aria-hidden="true" />
        {c.statusNeedsReauth}
      </Badge>
    );
  }
  if (connection.connected) {
    return (
      <Badge tone="success">
        <CalendarCheck2 aria-hidden="true" />
        {connection.provider === 'google' ? c.statusGoogle : c.statusCalDav}
      </Badge>
    );
  }
  return (
    <Badge tone="neutral">
      <CalendarOff aria-hidden="true" />
      {itSettings.settings.calendarNone}
    </Badge>
  );
}

/** A warning line: amber, with its icon; `role="status"` so a problem appearing on refetch is announced. */
function Warning({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex flex-col gap-0.5">{children}</div>
    </div>
  );
}

function Connected({ connection }: { connection: CalendarConnection }) {
  const switchId = useId();
  const update = useUpdateCalendarConnection();
  const disconnect = useDisconnectCalendar();
  const [confirming, setConfirming] = useState(false);
  const lastUpdate = formatInstant(connection.lastUpdate);

  const onDetailedTitles = (detailedTitles: boolean) =>
    update.mutate(
      { detailedTitles },
      {
        onSuccess: () => toast.success(c.configSaved),
        onError: (error) => reportServerError(error, { title: c.errorTitle, fallback: c.configSaveError }),
      },
    );

  const onDisconnect = () => disconnect.mutate(undefined, { onSettled: () => setConfirming(false) });

  return (
    <>
      <div className="flex flex-col gap-1 text-sm">
        {connection.calendarName ? (
          <p className="break-words text-slate-900">
            <span className="font-medium text-slate-600">{c.calendarNameLabel}:</span> {connection.calendarName}
          </p>
        ) : null}
        <p className="text-slate-700">{lastUpdate ? c.lastUpdate(lastUpdate) : c.firstUpdatePending}</p>
      </div>
      {connection.needsReauth ? (
        <Warning>
          <p>{c.needsReauthText}</p>
          <p>{c.problemBookingOk}</p>
        </Warning>
      ) : connection.problem ? (
        <Warning>
          <p>{connection.problem}</p>
          <p>{c.problemBookingOk}</p>
        </Warning>
      ) : null}
      {connection.needsReauth ? <Reauthorize connection={connection} /> : null}
      <ConflictsList count={connection.conflicts} />
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={switchId} className="text-sm font-medium text-slate-800">
            {c.detailedTitles}
          </label>
          <p id={`${switchId}-hint`} className="text-xs text-slate-600">
            {c.detailedTitlesHint}
          </p>
        </div>
        <Switch
          id={switchId}
          checked={update.isPending && update.variables.detailedTitles !== undefined ? update.variables.detailedTitles : connection.detailedTitles}
          onCheckedChange={onDetailedTitles}
          disabled={update.isPending}
          aria-describedby={`${switchId}-hint`}
        />
      </div>
      <div>
        <Button variant="outline" className={danger.outline} onClick={() => setConfirming(true)}>
          <Unplug aria-hidden="true" />
          {c.disconnect}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={c.disconnectTitle}
        text={c.disconnectText}
        confirm={c.disconnectConfirm}
        keep={itCalendar.confirmKeep}
        pending={disconnect.isPending}
        onConfirm={onDisconnect}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** Google: the link is fetched at once (spec §4); CalDAV: the app password is typed again. */
function Reauthorize({ connection }: { connection: CalendarConnection }) {
  if (connection.provider === 'google') return connection.googleAvailable ? <ReauthorizeLink /> : null;
  return <CalDavDisclosure defaultOpen />;
}

function NotConnected({ connection }: { connection: CalendarConnection }) {
  return (
    <>
      {connection.needsReauth ? (
        <>
          <Warning>
            <p>{c.needsReauthText}</p>
          </Warning>
          {connection.googleAvailable ? <ReauthorizeLink /> : null}
        </>
      ) : null}
      {connection.googleAvailable && !connection.needsReauth ? <GoogleConnectButton /> : null}
      <CalDavDisclosure defaultOpen={false} />
    </>
  );
}

/** 'Collega un calendario CalDAV' as a disclosure: a button showing the form below it. */
function CalDavDisclosure({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="outline" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
          {c.caldavTitle}
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      <div id={regionId} hidden={!open} className="rounded-xl border border-slate-200 p-4 sm:p-5">
        {open ? <CalDavForm /> : null}
      </div>
    </div>
  );
}
