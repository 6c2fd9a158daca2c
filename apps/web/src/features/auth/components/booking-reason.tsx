import { itAuth } from '@sanity/shared/i18n/it-auth';
import { Alert } from '../../../components/ui/alert';
import { useBookingIntent } from '../api/get-booking-intent';

/**
 * Why the sign-in page is shown after 'Prenota' signed out (issue 24): 'Accedi o registrati per
 * prenotare «Visita» con Dott. X.' Nothing until the names are known (an unknown doctor: nothing).
 */
export function BookingReason({ doctorId, serviceId }: { doctorId: string; serviceId: string }) {
  const intent = useBookingIntent(doctorId, serviceId);
  if (!intent.data) return null;
  const { doctorName, serviceName } = intent.data;
  return (
    <Alert tone="info" className="mb-5">
      {serviceName ? itAuth.auth.bookingReasonService(doctorName, serviceName) : itAuth.auth.bookingReason(doctorName)}
    </Alert>
  );
}
