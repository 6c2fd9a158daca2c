import { createHash } from 'node:crypto';

/**
 * The stored form of a random secret handed out once (an access token, an invitation link's token):
 * hex SHA-256, so a copy of the table (a backup, a log) holds no working secret. SHA-256, not a
 * password hash: the secret is 256 random bits, so there is nothing to guess and no dictionary to
 * slow down (a slow hash protects low-entropy secrets such as passwords); a fast hash also lets a
 * request find its row by an index look-up.
 */
export const hashSecretToken = (raw: string): string => createHash('sha256').update(raw, 'utf8').digest('hex');
