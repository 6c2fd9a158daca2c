import { z } from 'zod';
import { text } from './fields';

/**
 * A query value given once (`?x=a`) or repeated (`?x=a&x=b`), read as a de-duplicated list of
 * comma-separated ids (e.g. the sector filters of the doctors directory and of article search).
 */
export function idListParam(message: string) {
  return z
    .union([z.string(), z.array(z.string())], { message })
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((part) => part.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(text(message).max(100, { message })).max(50, { message }));
}
