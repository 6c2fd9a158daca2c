import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type SessionInfo } from '@sanity/shared/schemas/account';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useEndAllSessions } from '../../auth/api/end-all-sessions';
import { useEndSession } from '../../auth/api/end-session';
import { useSessions } from '../../auth/api/get-sessions';

const phone = /iphone|android|ipad|mobile/i;

/** This device first, then the most recently used. */
function ordered(sessions: SessionInfo[]): SessionInfo[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

function SessionRow({ session }: { session: SessionInfo }) {
  const s = itSettings.security;
  const end = useEndSession();
  const device = session.device ?? s.unknownDevice;
  const Icon = session.device && phone.test(session.device) ? Smartphone : Monitor;
  const lastUsed = formatDateTime(session.lastUsedAt);

  const onEnd = () => {
    end.mutate(session.id, {
      onSuccess: () => toast.success(s.sessionEnded),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words">{device}</span>
            {session.current ? <Badge tone="success">{s.thisDevice}</Badge> : null}
          </p>
          <p className="text-sm text-slate-600">{session.place ?? s.unknownPlace}</p>
          {lastUsed ? <p className="text-sm text-slate-600">{s.lastUsed(lastUsed)}</p> : null}
        </div>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" className="self-end sm:self-auto" onClick={onEnd} disabled={end.isPending} aria-label={s.signOutSessionLabel(device)}>
          {end.isPending ? <Spinner className="size-4" /> : <LogOut aria-hidden="true" />}
          {s.signOutSession}
        </Button>
      )}
    </li>
  );
}

/** 'Dispositivi connessi' (issue 12): where the account is signed in, with 'Esci' per device and everywhere. */
export function SessionsCard() {
  const s = itSettings.security;
  const sessions = useSessions();
  const endAll = useEndAllSessions();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();

  let content;
  if (sessions.isPending) content = <LoadingText>{it.common.loadingShort}</LoadingText>;
  else if (sessions.isError) content = <Alert>{s.sessionsLoadError}</Alert>;
  else {
    content = (
      <ul className="flex flex-col divide-y divide-slate-100">
        {ordered(sessions.data.sessions).map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h3" id={titleId}>
          {s.sessionsTitle}
        </CardTitle>
        <CardDescription>{s.sessionsIntro}</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline" className={`${danger.outline} w-full sm:w-auto`} onClick={() => setConfirming(true)}>
          <LogOut aria-hidden="true" />
          {s.signOutEverywhere}
        </Button>
      </CardFooter>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{s.signOutEverywhereTitle}</DialogTitle>
            <DialogDescription>{s.signOutEverywhereConfirm}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {it.common.cancel}
            </Button>
            <Button
              variant="destructive"
              disabled={endAll.isPending}
              onClick={() => endAll.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
            >
              {endAll.isPending ? <Spinner className="size-4 text-white" /> : null}
              {s.signOutEverywhere}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
