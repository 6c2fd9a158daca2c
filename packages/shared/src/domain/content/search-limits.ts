/**
 * Search (content spec §5, §9): at least 3 characters, at most 5 results. Kept apart from the zod
 * schemas so the web app's search box can read them without loading zod on the dashboard.
 */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_RESULTS = 5;
export const SEARCH_MAX_LENGTH = 200;
