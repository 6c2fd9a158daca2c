import { corePublicMessages } from './it/core-public';
import { shellPublicMessages } from './it/shell-public';
import { practicePublicMessages } from './it/practice-public';
import { contentPublicMessages } from './it/content-public';

/**
 * The public pages' Italian strings (the landing, the directory, doctor profiles, articles, SEO, the
 * 404 page), kept out of `it` like `itCalendar` (issue 27: the signed-in dashboard's first load):
 * only the screens that show them, loaded later, and the server read them.
 */
export const itPublic = { ...corePublicMessages, ...shellPublicMessages, ...practicePublicMessages, ...contentPublicMessages } as const;
