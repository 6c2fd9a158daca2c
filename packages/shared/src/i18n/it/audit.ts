/** Issue 13: the audit log (the patient's access log and the admin's log) and data retention. Part of the catalogue `it` (../it.ts). */
export const auditMessages = {
  audit: {},
} as const;
