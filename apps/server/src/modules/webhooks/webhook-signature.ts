import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, spec "Signature scheme"): the
 * secret is `whsec_` + base64 of 24 random bytes (the spec asks for 24 to 64); the signature is
 * `v1,` + base64 of HMAC-SHA256(key, `${webhook-id}.${webhook-timestamp}.${body}`), several
 * space-separated when more than one secret is valid (a rotation's overlap).
 */
export const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 24;

export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

export function signatureOf(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`, 'utf8').digest('base64')}`;
}

/** The headers of one attempt: the same `webhook-id` on every attempt and replay, the time of this attempt, one signature per valid secret. */
export function signedHeaders(secrets: readonly string[], messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, messageId, timestamp, body)).join(' '),
  };
}
