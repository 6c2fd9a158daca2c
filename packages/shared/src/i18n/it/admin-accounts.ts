/** Issue 13: the admin's accounts list, disabling and re-enabling accounts, failed jobs. Part of the catalogue `it` (../it.ts). */
export const adminAccountsMessages = {
  adminAccounts: {},
} as const;
