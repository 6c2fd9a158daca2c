import { contentLibraryMessages } from './it/content-library';

/**
 * The articles' and materials' screens' and the article editor's Italian strings, kept out of `it` like `itCalendar` (issue 27:
 * the signed-in dashboard's first load): only the screens that show them, loaded later, and the
 * server read them.
 */
export const itContent = { ...contentLibraryMessages } as const;
