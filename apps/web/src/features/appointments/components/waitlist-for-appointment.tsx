import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { myWaitlistQueryOptions } from '../../waitlist/api/my-waitlist';
import { JoinWaitlistButton } from '../../waitlist/public/join-waitlist-button';

/**
 * In a patient's upcoming appointment (issue 25): 'Avvisami se si libera un posto prima' to move it
 * earlier, or, once asked, that they are waiting (left from /appuntamenti, "Le tue liste d'attesa").
 */
export function WaitlistForAppointment({ appointment }: { appointment: Appointment }) {
  const entries = useQuery(myWaitlistQueryOptions());
  if (!entries.data) return null;
  const waiting = entries.data.some((e) => e.appointmentId === appointment.id);
  return (
    <div className="border-t border-slate-100 pt-4">
      {waiting ? (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <BellRing className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {w.waitingForThis}
        </p>
      ) : (
        <JoinWaitlistButton
          doctorId={appointment.professionalId}
          services={[]}
          appointment={{ id: appointment.id, dateTime: appointment.dateTime }}
          className="w-full sm:w-auto"
        />
      )}
    </div>
  );
}
