import { z } from 'zod';

/** GET /api/admin/overview: headline counts for the admin area. */
export const AdminOverviewSchema = z.object({
  users: z.number().int(),
  doctors: z.number().int(),
  patients: z.number().int(),
  activeMemberships: z.number().int(),
  /** Doctors waiting for an admin's approval (issue 13). */
  pendingDoctors: z.number().int(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
