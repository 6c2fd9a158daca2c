/**
 * The few words of issue 29 that the first load shows (the navigation's 'Documenti', the
 * 'Televisita' badge of the sidebar's visits). A module of their own, not an export of
 * it-video.ts: the bundler keeps a module whole in one chunk, so importing them from there put
 * every text of the feature's screens into the first load (+2.4 KB gzip, over its budget).
 */
export const itVideoShell = {
  documentsNav: 'Documenti',
  televisit: 'Televisita',
} as const;
