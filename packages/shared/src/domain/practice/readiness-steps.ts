/**
 * The steps of a new doctor's practice setup, in the order the checklist shows them (issue 15).
 * Plain constants outside the schema file, so the web's checklist does not load zod for them.
 */
export const READINESS_STEP_KEYS = ['verification', 'profile', 'photo', 'address', 'services', 'hours', 'calendar'] as const;
export type ReadinessStepKey = (typeof READINESS_STEP_KEYS)[number];

/**
 * The steps patients need before they can book: an active service with some open hours. A
 * doctor must also be approved by an admin (issue 13, ADR 0013): 'verification' is done only then. A
 * connected calendar is not one of them: it keeps the doctor's agenda in step, patients book without it.
 */
export const BOOKING_STEP_KEYS = ['verification', 'services', 'hours'] as const satisfies readonly ReadinessStepKey[];
