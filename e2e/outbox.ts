import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the e2e server writes every e-mail and SMS (no SMTP_URL, no SMS provider): e2e/start-server.mjs's data folder. */
const OUTBOX = join(import.meta.dirname, '..', `.tmp/e2e-data-${process.env.E2E_PORT ?? '3100'}`, 'outbox');

const escaped = (text: string) => text.replace(/[.+]/g, '\\$&');

/**
 * The outbox messages of one kind (the file name's `_<kind>_`) whose `header` names `address`,
 * oldest first. E-mails come with quoted-printable soft line breaks and '=3D' undone, so links read
 * whole (`raw`: as written, for a caller that decodes the parts itself); the suite shares one
 * outbox, hence the address.
 */
export function outboxMessages(kind: string, address: string, { header = 'To', ext = '.eml', raw = false }: { header?: string; ext?: '.eml' | '.sms.txt'; raw?: boolean } = {}): string[] {
  if (!existsSync(OUTBOX)) return [];
  const addressed = new RegExp(`^${header}: .*${escaped(address)}`, 'mi');
  return readdirSync(OUTBOX)
    .filter((f) => f.endsWith(ext) && f.includes(`_${kind}_`))
    .sort()
    .map((f) => readFileSync(join(OUTBOX, f), 'utf8'))
    .map((text) => (ext === '.eml' && !raw ? text.replace(/=\r?\n/g, '').replace(/=3D/g, '=') : text))
    .filter((text) => addressed.test(text));
}
