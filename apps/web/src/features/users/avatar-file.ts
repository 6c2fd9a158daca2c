import { AVATAR_MAX_BYTES } from '@sanity/shared/constants';
import { itPublic } from '@sanity/shared/i18n/it-public';

/** Content spec §5/§9: an avatar is JPEG, PNG, GIF or WebP of at most 5 MB (AVATAR_MAX_BYTES, 5242880 bytes). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

const byExtension: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/** The file's type, inferred from its extension when the browser gives none (content spec §5 Uploads). */
export function avatarTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type.toLowerCase();
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return byExtension[ext] ?? '';
}

/**
 * The client-side check before an upload (the server checks the content again): the spec's
 * message for a wrong type or a file over 5 MB, else null.
 */
export function avatarFileError(file: { name: string; type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(avatarTypeOf(file))) return itPublic.profile.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return itPublic.profile.avatarTooLarge;
  return null;
}
