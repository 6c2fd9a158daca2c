import { type UploadKind } from '@sanity/shared/domain/uploads/upload-rules';
import { ArticleUploadSchema } from '@sanity/shared/schemas/uploads';
import { api } from '../../../lib/api-client';

/** POST /api/articles/:draftId/uploads, multipart: the field `kind` first, then the file `file`. */
export function uploadArticleFile(draftId: string, kind: UploadKind, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, fileName);
  return api.post(`/api/articles/${encodeURIComponent(draftId)}/uploads`, form, import.meta.env.DEV ? ArticleUploadSchema : undefined);
}
