import { adminAccountsMessages } from './it/admin-accounts';
import { adminPlatformMessages } from './it/admin-platform';
import { auditMessages } from './it/audit';

/**
 * The Italian strings of the admin area (accounts, failed jobs, sectors, plans, notification
 * settings) and of the audit log (the admin's log and a patient's 'Chi ha consultato i tuoi dati'),
 * kept out of `it`: every page's first load carries `it`, and these are only read on screens loaded
 * later (issue 14, the dashboard's JavaScript budget).
 */
export const itAdmin = { ...adminAccountsMessages, ...adminPlatformMessages, ...auditMessages } as const;
