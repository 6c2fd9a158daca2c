/** Issue 13: doctor review (approval, rejection, the 'Verificato' badge, the doctor's pending banner). Part of the catalogue `it` (../it.ts). */
export const adminDoctorsMessages = {
  adminDoctors: {},
} as const;
