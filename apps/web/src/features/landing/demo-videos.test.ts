import { DEMO_VIDEO_COUNT } from '@sanity/shared/constants';
import { describe, expect, it } from 'vitest';
import { demoVideos, pickDemoVideo } from './demo-videos';

describe('demo videos', () => {
  it('has the 5 videos of the spec with their posters', () => {
    expect(demoVideos).toHaveLength(DEMO_VIDEO_COUNT);
    demoVideos.forEach((v, i) => {
      expect(v.src).toBe(`/media/demo/demo-${i + 1}.mp4`);
      expect(v.poster).toBe(`/media/demo/demo-${i + 1}.jpg`);
      expect(v.title.length).toBeGreaterThan(0);
    });
  });

  it('picks any entry, edges included', () => {
    expect(pickDemoVideo(() => 0)).toBe(demoVideos[0]);
    expect(pickDemoVideo(() => 0.999999)).toBe(demoVideos[4]);
    expect(pickDemoVideo(() => 1)).toBe(demoVideos[4]);
    expect(pickDemoVideo(() => 0.5)).toBe(demoVideos[2]);
  });
});
