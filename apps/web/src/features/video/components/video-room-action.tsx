import { localTimeOf } from '@sanity/shared/domain/dates/local-time';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { type VideoRoom } from '@sanity/shared/schemas/video';
import { ExternalLink, Video } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useVideoRoom } from '../api/get-video-room';
import { opensWhen } from '../room-timing';

const s = itVideoScreens;

/**
 * 'Entra nella televisita' (issue 29) as the server's room says: a link to the room in a new tab
 * while it is open, else the button turned off with the time it opens, or why it will not. `size`
 * 'lg' on the /televisita page, the regular size in an appointment's details.
 */
export function VideoRoomAction({ appointmentId, size = 'md', className }: { appointmentId: string; size?: 'md' | 'lg'; className?: string }) {
  const room = useVideoRoom(appointmentId);
  if (room.isPending) return <LoadingText className={className}>{s.roomChecking}</LoadingText>;
  if (room.isError) return <Alert className={className}>{s.roomError}</Alert>;
  return <RoomState room={room.data} size={size} className={className} />;
}

export function RoomState({ room, size, className }: { room: VideoRoom; size: 'md' | 'lg'; className?: string }) {
  const now = new Date();
  if (room.state === 'ended' || room.state === 'unavailable') {
    return <p className={cn('text-sm text-slate-700', className)}>{room.state === 'ended' ? itVideo.ended : itVideo.unavailable}</p>;
  }
  const open = room.state === 'open';
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      {open ? (
        <a href={room.url} target="_blank" rel="noopener noreferrer" aria-label={s.enterNewTab} className={buttonClasses('primary', size, 'w-full sm:w-auto')}>
          <Video aria-hidden="true" />
          {itVideo.enter}
          <ExternalLink aria-hidden="true" className="opacity-80" />
        </a>
      ) : (
        // Shown turned off, so both people see where they will enter and when it turns on (the page asks again then).
        <Button size={size} disabled className="w-full sm:w-auto">
          <Video aria-hidden="true" />
          {itVideo.enter}
        </Button>
      )}
      <p className="text-sm text-slate-700" role="status">
        {open ? `${s.enterHint} ${s.closesAt(localTimeOf(new Date(room.closesAt), DEFAULT_TIME_ZONE))}` : itVideo.opensAt(opensWhen(room, now))}
      </p>
    </div>
  );
}
