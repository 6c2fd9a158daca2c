import { type AppointmentState, type AppointmentStateKind } from '@sanity/shared/domain/appointments/status-label';
import { Badge } from '../../../components/ui/badge';

const TONE: Record<AppointmentStateKind, 'success' | 'amber' | 'neutral' | 'brand' | 'danger'> = {
  confirmed: 'success',
  pending: 'amber',
  cancelled: 'neutral',
  completed: 'brand',
  'no-show': 'danger',
};

/**
 * The state of an appointment as one badge (the shared rule `appointmentState`). `withDetail`
 * says who cancelled it ('Annullato dal paziente') where there is room: the details dialog.
 */
export function AppointmentStateBadge({ state, withDetail = false, className }: { state: AppointmentState; withDetail?: boolean; className?: string }) {
  return (
    <Badge tone={TONE[state.kind]} className={className}>
      {withDetail && state.detail ? state.detail : state.label}
    </Badge>
  );
}
