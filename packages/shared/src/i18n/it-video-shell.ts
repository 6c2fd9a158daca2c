/**
 * The few words of issue 29 that the first load shows (the navigation's 'Documenti', the
 * 'Televisita' badge of the sidebar's visits, the directory card's 'Anche online' / 'Solo
 * online'). A module of their own, not an export of it-video.ts: the bundler keeps a module whole in one chunk, so importing them from there put
 * every text of the feature's screens into the first load (+2.4 KB gzip, over its budget).
 */
export const itVideoShell = {
  documentsNav: 'Documenti',
  televisit: 'Televisita',
  /** The directory card of a doctor with services online and in the studio. */
  alsoOnline: 'Anche online',
  /** The directory card of a doctor whose active services are all online. */
  onlyOnline: 'Solo online',
} as const;
