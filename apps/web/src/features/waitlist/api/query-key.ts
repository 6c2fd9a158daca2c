import { appointmentsQueryKey } from '../../../lib/query-keys';

/** Under the appointments key: a booking, a cancellation or a move refreshes the entries too (an entry ends with its appointment). */
export const waitlistQueryKey = [...appointmentsQueryKey, 'waitlist'] as const;
