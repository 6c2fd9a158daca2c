/** The fixed list of demo videos (spec §9: 5, shown in a 16:9 frame). Recorded from the real product by scripts/make-demo-videos.mjs. */
export type DemoVideo = { title: string; src: string; poster: string; captions: string };

export const demoVideos: readonly DemoVideo[] = [
  { title: 'Sanity in un minuto', src: '/media/demo/demo-1.webm', poster: '/media/demo/demo-1.jpg', captions: '/media/demo/demo-1.vtt' },
  { title: 'Registrati e accedi', src: '/media/demo/demo-2.webm', poster: '/media/demo/demo-2.jpg', captions: '/media/demo/demo-2.vtt' },
  { title: 'Appuntamenti, dottori e i tuoi dati', src: '/media/demo/demo-3.webm', poster: '/media/demo/demo-3.jpg', captions: '/media/demo/demo-3.vtt' },
  { title: 'Igea, la tua assistente sempre disponibile', src: '/media/demo/demo-4.webm', poster: '/media/demo/demo-4.jpg', captions: '/media/demo/demo-4.vtt' },
  { title: 'Lo studio del medico, in un unico posto', src: '/media/demo/demo-5.webm', poster: '/media/demo/demo-5.jpg', captions: '/media/demo/demo-5.vtt' },
];

/** A random entry of the list; `random` is injectable for tests. */
export function pickDemoVideo(random: () => number = Math.random): DemoVideo {
  const index = Math.min(demoVideos.length - 1, Math.floor(random() * demoVideos.length));
  // The list is a non-empty constant.
  return demoVideos[index]!;
}
