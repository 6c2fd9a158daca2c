import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { itVideoScreens } from '@sanity/shared/i18n/it-video';
import { useQuery } from '@tanstack/react-query';
import { format, isValid } from 'date-fns';
import { it as itLocale } from 'date-fns/locale';
import { CalendarClock, CircleCheck, VideoOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { visitQueryOptions } from '../api/get-visit';
import { useVideoRoom } from '../api/get-video-room';
import { RoomState } from '../components/video-room-action';

const s = itVideoScreens;

/** 'martedì 24 novembre 2026, 10:30' in Rome, as the e-mails write it. */
function visitWhen(iso: string): string {
  const date = new Date(iso);
  if (!isValid(date)) return '';
  const text = format(new TZDate(date.getTime(), DEFAULT_TIME_ZONE), 'EEEE d MMMM yyyy, HH:mm', { locale: itLocale });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * /televisita/:appointmentId (issue 29), the page the e-mails and the .ics link to: the visit, then
 * 'Entra nella televisita' while the room is open (a new tab on the Jitsi server), else when it opens,
 * that it ended or why it is not available. Only its doctor and patient get an answer (404 otherwise).
 */
export function TelevisitPage({ params }: { params: Record<string, string> }) {
  usePageTitle(s.pageTitle);
  const appointmentId = params.appointmentId ?? '';
  const visit = useQuery(visitQueryOptions(appointmentId));
  const room = useVideoRoom(appointmentId);

  const notFound = (visit.isError && (isApiError(visit.error, 404) || isApiError(visit.error, 403))) || (room.isError && isApiError(room.error, 404));
  if (notFound) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <PageHeader title={s.pageTitle} />
        <EmptyState
          icon={VideoOff}
          title={s.pageNotFound}
          action={
            <Link to="/appuntamenti" className={buttonClasses('secondary', 'md')}>
              {s.pageBack}
            </Link>
          }
        />
      </div>
    );
  }

  const data = visit.data;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title={s.pageTitle} description={data ? s.pageWith(data.serviceName || data.title, data.otherParty.name) : undefined} />
      <Card>
        <CardContent className="flex flex-col gap-5">
          {data ? (
            <p className="flex items-start gap-2 text-base font-medium text-slate-900">
              <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {visitWhen(data.dateTime)}
            </p>
          ) : null}
          {room.isPending ? <LoadingText>{s.roomChecking}</LoadingText> : room.isError ? <p className="text-sm text-red-800">{s.roomError}</p> : <RoomState room={room.data} size="lg" />}
        </CardContent>
      </Card>
      {room.data?.state === 'open' || room.data?.state === 'not_yet' ? (
        <Card>
          <CardHeader>
            <CardTitle>{s.tipsTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-3 text-sm text-slate-700">
              {s.tips.map((tip) => (
                <li key={tip} className="flex items-start gap-2">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {tip}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <Link to="/appuntamenti" className={buttonClasses('ghost', 'sm', 'self-start')}>
        {s.pageBack}
      </Link>
    </div>
  );
}
