import { z } from 'zod';

/** The upload kinds of the content editor (content spec §5); limits and types in domain/uploads/upload-rules.ts. */
export const UploadKindSchema = z.enum(['image', 'pdf', 'video', 'audio']);

/**
 * Answer of POST /api/articles/:draftId/uploads (201): where the stored file is served, the
 * original file name (cleaned), the content type read from the file's bytes and its size.
 */
export const ArticleUploadSchema = z.object({
  /** `/media/users/{uid}/articles/{draftId}/{images|pdfs|videos|audios}/{timestamp}_{random}.{ext}` */
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});
export type ArticleUpload = z.infer<typeof ArticleUploadSchema>;
