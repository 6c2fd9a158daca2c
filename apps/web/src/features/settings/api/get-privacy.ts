import { PrivacyStatusSchema } from '@sanity/shared/schemas/privacy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyQueryKey } from '../../../lib/query-keys';

export { privacyQueryKey };

/** GET /api/account/privacy: the accepted terms, and how the account confirms its deletion (or why it cannot). */
export function getPrivacy(signal?: AbortSignal) {
  return api.get('/api/account/privacy', import.meta.env.DEV ? PrivacyStatusSchema : undefined, signal);
}

export const privacyQueryOptions = () => queryOptions({ queryKey: privacyQueryKey, queryFn: ({ signal }) => getPrivacy(signal) });

export function usePrivacy() {
  return useQuery(privacyQueryOptions());
}

/** Where the export is downloaded: the server answers as an attachment, so a plain link saves the file. */
export const EXPORT_JSON_URL = '/api/account/export';
export const EXPORT_HTML_URL = '/api/account/export?format=html';
