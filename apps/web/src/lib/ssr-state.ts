/**
 * The element holding the data of a page the server rendered (entry-server.tsx writes it, main.tsx
 * reads it): a JSON data block, not a script that runs, so the page's CSP needs no exception.
 */
export const SSR_STATE_ELEMENT_ID = 'sanity-ssr-state';
