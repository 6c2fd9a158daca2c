import { z } from 'zod';

/** Every API error has this body: a stable code of the spec's mapping and an Italian message. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level messages of a failed validation, keyed by dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
