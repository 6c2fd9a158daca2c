/** Issue 13: the patient's data export, account deletion and consent. Part of the catalogue `it` (../it.ts). */
export const privacyMessages = {
  privacy: {},
} as const;
