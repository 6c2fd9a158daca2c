import { z } from 'zod';
import { it } from '../i18n/it';
import { itAdmin } from '../i18n/it-admin';
import { id, text } from './fields';

export const SectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
});
export type Sector = z.infer<typeof SectorSchema>;

export const SectorListSchema = z.object({ sectors: z.array(SectorSchema) });

/* Issue 13: the sectors-* calls (getSectorById, verifySectors, create, update, delete) and the admin list. */

const s = itAdmin.adminPlatform.sectors;
const sectorName = text(s.nameRequired)
  .trim()
  .min(1, { message: s.nameRequired })
  .max(80, { message: s.nameTooLong })
  .refine((name) => /[\p{L}\p{N}]/u.test(name), { message: s.nameWithoutLetters });
/** An empty description is stored as none. */
const sectorDescription = text()
  .trim()
  .max(500, { message: s.descriptionTooLong })
  .nullable()
  .transform((d) => (d ? d : null));
const activeFlag = z.boolean({ message: it.validation.invalidRequest });

/** GET /api/sectors?include=inactive: every sector with its `active` flag (names for profiles that keep an inactive one). */
export const SectorListQuerySchema = z.object({ include: z.enum(['inactive'], { message: it.validation.invalidRequest }).optional() });

/** POST /api/sectors (admin): the id is made from the name (domain/sectors/slug.ts). */
export const CreateSectorSchema = z.object({
  name: sectorName,
  description: sectorDescription.optional(),
  active: activeFlag.optional(),
});
export type CreateSector = z.infer<typeof CreateSectorSchema>;

/** PATCH /api/sectors/:id (admin): rename, describe, (de)activate; the id stays. */
export const UpdateSectorSchema = z
  .object({
    name: sectorName.optional(),
    description: sectorDescription.optional(),
    active: activeFlag.optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.description !== undefined || patch.active !== undefined, { message: s.nothingToChange });
export type UpdateSector = z.infer<typeof UpdateSectorSchema>;

/** POST /api/sectors/verify: which of the given ids are existing, active sectors. */
export const VerifySectorsSchema = z.object({
  sectorIds: z.array(id({ max: 100 }), { message: it.validation.invalidRequest }).max(50, { message: s.tooManyIds }),
});
export const SectorVerificationSchema = z.object({ valid: z.array(z.string()), invalid: z.array(z.string()) });
export type SectorVerification = z.infer<typeof SectorVerificationSchema>;

/** What uses a sector: doctors who declared it, services filed under it, articles in its category. */
export const SectorUsageSchema = z.object({
  doctors: z.number().int(),
  services: z.number().int(),
  articles: z.number().int(),
});
export type SectorUsage = z.infer<typeof SectorUsageSchema>;

/** GET /api/admin/sectors: every sector, inactive included, with its usage. */
export const AdminSectorSchema = SectorSchema.extend({ usage: SectorUsageSchema });
export type AdminSector = z.infer<typeof AdminSectorSchema>;
export const AdminSectorListSchema = z.object({ sectors: z.array(AdminSectorSchema) });
