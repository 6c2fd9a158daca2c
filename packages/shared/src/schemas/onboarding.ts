import { z } from 'zod';
import { READINESS_STEP_KEYS } from '../domain/practice/readiness-steps';

export const ReadinessStepSchema = z.object({ key: z.enum(READINESS_STEP_KEYS), done: z.boolean() });
export type ReadinessStep = z.infer<typeof ReadinessStepSchema>;

/** Answer of GET /api/practice/readiness: every step in checklist order, and whether patients can book. */
export const ReadinessSchema = z.object({ bookable: z.boolean(), steps: z.array(ReadinessStepSchema) });
export type Readiness = z.infer<typeof ReadinessSchema>;
