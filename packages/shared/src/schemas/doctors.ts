import { z } from 'zod';

/** What anyone, signed out included, may see of a doctor (content spec §2.7). */
export const DoctorPublicSchema = z.object({
  id: z.string(),
  role: z.enum(['doctor', 'professionista']),
  name: z.string(),
  displayName: z.string(),
  nome: z.string(),
  cognome: z.string(),
  avatar: z.string().nullable(),
  specialization: z.string().nullable(),
  biografia: z.string().nullable(),
  sectors: z.array(z.string()),
  isVerified: z.boolean(),
});
export type DoctorPublic = z.infer<typeof DoctorPublicSchema>;

export const DoctorResponseSchema = z.object({ doctor: DoctorPublicSchema });
