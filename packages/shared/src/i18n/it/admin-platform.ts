/** Issue 13: sectors, membership plans and notification settings administration. Part of the catalogue `it` (../it.ts). */
export const adminPlatformMessages = {
  adminPlatform: {},
} as const;
