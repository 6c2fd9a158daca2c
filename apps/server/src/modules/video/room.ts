import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';

/**
 * A televisita's room on the Jitsi server (issue 29). Its name is an HMAC of the appointment's id
 * and its current start under the server's secret: nobody can guess it, no table stores it, and a
 * moved appointment gets another one (its old name is simply never given out again), so a link
 * kept from before a move, or of a cancelled visit, leads nowhere Sanity sends anyone.
 */
export function roomNameOf(secret: Buffer, appointmentId: string, startsAt: Date): string {
  const mac = createHmac('sha256', secret).update(`video-room\n${appointmentId}\n${startsAt.toISOString()}`).digest('hex');
  // 128 bits are beyond guessing; lower-case letters and digits are valid in every Jitsi deployment.
  return `sanity${mac.slice(0, 32)}`;
}

export interface RoomTokenOptions {
  secret: string;
  appId: string;
  audience: string;
  /** The Jitsi server's host: the token's `sub`, as prosody's token authentication checks it. */
  domain: string;
}

/**
 * The token of Jitsi's token authentication (prosody `token` with `app_id`/`app_secret`): HS256,
 * good for this one room only (`room`), until the room closes (`exp`), with the participant's
 * display name. Issued at the injected clock's time, never the process's.
 */
export function signRoomToken(options: RoomTokenOptions, claims: { room: string; displayName: string; now: Date; expiresAt: Date }): Promise<string> {
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  return new SignJWT({ room: claims.room, context: { user: { name: claims.displayName } } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.appId)
    .setAudience(options.audience)
    .setSubject(options.domain)
    .setIssuedAt(seconds(claims.now))
    .setExpirationTime(seconds(claims.expiresAt))
    .sign(new TextEncoder().encode(options.secret));
}
