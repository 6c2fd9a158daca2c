import { DoctorResponseSchema } from '@sanity/shared/schemas/doctors';
import { ProfessionalServicesSchema } from '@sanity/shared/schemas/practice';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { doctorsQueryKey } from '../../../lib/query-keys';

/**
 * The doctor's name and the service's name of a booking begun signed out, for the sign-in page's
 * reason (issue 24). Read here rather than through the doctors feature, which itself depends on
 * auth; both endpoints are public. An unknown service gives the doctor's name alone.
 */
export function useBookingIntent(doctorId: string, serviceId: string) {
  return useQuery({
    queryKey: [...doctorsQueryKey, 'booking-intent', doctorId, serviceId],
    queryFn: async ({ signal }) => {
      const id = encodeURIComponent(doctorId);
      const [profile, services] = await Promise.all([
        api.get(`/api/doctors/${id}`, DoctorResponseSchema, signal),
        api.get(`/api/doctors/${id}/services?includeAvailabilities=false`, ProfessionalServicesSchema, signal),
      ]);
      return { doctorName: profile.doctor.name, serviceName: services.services.find((s) => s.id === serviceId)?.name ?? null };
    },
    staleTime: 5 * 60_000,
    // A doctor who cannot be found only loses the reason line, not the sign-in.
    retry: false,
  });
}
