import { itAttendance } from '@sanity/shared/i18n/it-attendance';
import { CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { type AppointmentEntry } from '../appointment-entry';

/**
 * 'Presenza confermata' (issue 26): the patient confirmed from a message's link (a move clears it).
 * Nothing for a cancelled visit or one marked 'Non presentato'. The details dialog and /crm show it.
 */
export function AttendanceConfirmedBadge({ entry, className }: { entry: AppointmentEntry; className?: string }) {
  if (!entry.raw?.attendanceConfirmedAt || !entry.isActive || entry.raw.noShowAt) return null;
  return (
    <Badge tone="success" className={className}>
      <CircleCheck aria-hidden="true" />
      {itAttendance.attendanceConfirmed}
    </Badge>
  );
}
