/**
 * The booking dialog's calendar and time list, for another dialog that picks a time of a doctor's
 * service (issue 25: moving an appointment) with the same look, keyboard and rules.
 */
export { BookingCalendar } from '../components/booking-calendar';
export { TimeSlots } from '../components/time-slots';
export { DayAndTimePicker } from '../components/day-and-time-picker';
export { useDaySlots } from '../use-day-slots';
export { calendarRulesOf, candidateSlots, formatLongItalianDate, shownMonth, withAvailability } from '../booking-calendar';
export type { SlotOption } from '../booking-flow';
/** The steps bar, the service and visit-mode steps and the booking's key, for booking on behalf of a patient (issue 30). */
export { StepIndicator } from '../components/step-indicator';
export { ServiceChoice } from '../components/service-choice';
export { ModeChoice } from '../components/mode-choice';
export { newIdempotencyKey } from '../idempotency-key';
