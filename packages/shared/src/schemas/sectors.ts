import { z } from 'zod';

export const SectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
});
export type Sector = z.infer<typeof SectorSchema>;

export const SectorListSchema = z.object({ sectors: z.array(SectorSchema) });
