import { api } from '../../../lib/api-client';
import { UserResponseSchema } from '@sanity/shared/schemas/auth';

/** PUT /api/users/:uid/avatar: multipart with one file field `avatar`; answers the user with the new `avatar` URL. */
export function uploadAvatar(uid: string, file: File) {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return api.put(`/api/users/${encodeURIComponent(uid)}/avatar`, form, import.meta.env.DEV ? UserResponseSchema : undefined);
}
