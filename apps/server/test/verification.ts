import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { users } from '../src/db/schema/users';
import type { TestApp } from './helpers';

/**
 * Marks accounts' e-mails verified straight in the database, for tests about something else that
 * need a reader recognised by e-mail (private content: ADR 0012). The link itself is tested in
 * modules/auth/verification.test.ts.
 */
export async function markEmailVerified(t: TestApp, ...userIds: string[]): Promise<void> {
  for (const id of userIds) {
    await t.database.db.update(users).set({ emailVerifiedAt: t.app.services.clock.now() }).where(eq(users.id, id));
  }
}

/** The verification e-mails sent to `address` so far (runs the due jobs first), oldest first. */
export async function verificationMailsTo(t: TestApp, address: string): Promise<ParsedMail[]> {
  await t.app.services.jobs.drain();
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  const hash = createHash('sha256').update(address.toLowerCase()).digest('hex').slice(0, 10);
  // Same instant, same account: the mailer adds -1, -2… to the name, which would sort before the first.
  const order = (f: string) => {
    const [, stem = f, n = '0'] = /^(.*?)(?:-(\d+))?\.eml$/.exec(f) ?? [];
    return { stem, n: Number(n) };
  };
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((f) => f.includes(`_verify-email_${hash}`))
    .sort((a, b) => {
      const x = order(a);
      const y = order(b);
      return x.stem === y.stem ? x.n - y.n : x.stem < y.stem ? -1 : 1;
    });
  return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outbox, file)))));
}

/** The token of the newest verification link sent to `address`, as read from the outbox .eml. */
export async function latestVerificationToken(t: TestApp, address: string): Promise<string> {
  const mails = await verificationMailsTo(t, address);
  const text = mails.at(-1)?.text ?? '';
  const token = /\/verifica-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link to ${address} in the outbox`);
  return token;
}
