import { itAdmin } from '@sanity/shared/i18n/it-admin';

const a = itAdmin.audit;
const kinds = itAdmin.adminAccounts.jobs.kinds;

type Details = Record<string, string | number | boolean | null>;

/** One detail in words: 'Attivo: no', 'Appuntamenti mostrati: 3', 'Operazione: E-mail di un appuntamento'. */
function detailText(key: string, value: Details[string]): string {
  const label = a.detailKeys[key] ?? key;
  if (typeof value === 'boolean') return `${label}: ${value ? a.detailYes : a.detailNo}`;
  if (key === 'kind' && typeof value === 'string') return `${label}: ${kinds[value] ?? value}`;
  return `${label}: ${String(value)}`;
}

/** An audit entry's details as the admin reads them (issue 24): Italian labels, not the stored keys. */
export function auditDetailsText(details: Details): string {
  return Object.entries(details)
    .map(([key, value]) => detailText(key, value))
    .join(' · ');
}
