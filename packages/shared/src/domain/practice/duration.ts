/** Spec §5/§9: a new service's duration input has min 5, max 240, step 5; unparsable gives 30. */
export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 240;
export const SERVICE_DURATION_STEP = 5;
export const SERVICE_DURATION_DEFAULT = 30;
/** Booking uses 60 minutes when a service has no duration (spec §5). */
export const BOOKING_DURATION_DEFAULT = 60;

/** The duration a service gets from what was typed: clamped to 5–240 and snapped to the 5-minute step. */
export function parseServiceDuration(input: string | number | null | undefined): number {
  const value = typeof input === 'number' ? input : Number.parseInt(String(input ?? '').trim(), 10);
  if (!Number.isFinite(value)) return SERVICE_DURATION_DEFAULT;
  const snapped = Math.round(value / SERVICE_DURATION_STEP) * SERVICE_DURATION_STEP;
  return Math.min(SERVICE_DURATION_MAX, Math.max(SERVICE_DURATION_MIN, snapped));
}

export function isValidServiceDuration(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= SERVICE_DURATION_MIN &&
    minutes <= SERVICE_DURATION_MAX &&
    minutes % SERVICE_DURATION_STEP === 0
  );
}
