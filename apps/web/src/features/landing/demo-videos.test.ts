import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_VIDEO_COUNT } from '@sanity/shared/constants';
import { describe, expect, it } from 'vitest';
import { demoVideos, pickDemoVideo } from './demo-videos';

describe('demo videos', () => {
  it('has the 5 videos of the spec, each shipped with its poster and captions', () => {
    expect(demoVideos).toHaveLength(DEMO_VIDEO_COUNT);
    const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));
    for (const v of demoVideos) {
      expect(v.title.length).toBeGreaterThan(0);
      for (const file of [v.src, v.poster, v.captions]) expect(existsSync(publicDir + file), file).toBe(true);
    }
  });

  it('picks any entry, edges included', () => {
    expect(pickDemoVideo(() => 0)).toBe(demoVideos[0]);
    expect(pickDemoVideo(() => 0.999999)).toBe(demoVideos[4]);
    expect(pickDemoVideo(() => 1)).toBe(demoVideos[4]);
    expect(pickDemoVideo(() => 0.5)).toBe(demoVideos[2]);
  });
});
