import type { AppointmentMode, ServiceMode } from '../../schemas/video';

/**
 * The mode a booking gets (issue 29): a service offered one way is booked that way whatever the
 * request says; a service offered both ways needs the patient's choice ('required' when missing).
 */
export function bookingModeOf(service: ServiceMode, requested: AppointmentMode | undefined): AppointmentMode | 'required' {
  if (service !== 'both') return service;
  return requested ?? 'required';
}

/** Whether a service with this mode can be held online ('fa visite online?'). */
export const offersOnline = (mode: ServiceMode): boolean => mode !== 'in_studio';
