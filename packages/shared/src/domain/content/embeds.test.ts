import { describe, expect, it } from 'vitest';
import { toEmbedUrl, vimeoIdOf, youTubeIdOf } from './embeds';

describe('YouTube', () => {
  it('reads the 11-character id from every usual URL form', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(youTubeIdOf(url), url).toBe('dQw4w9WgXcQ');
    }
  });
  it('refuses ids of another length and other hosts', () => {
    for (const url of ['https://www.youtube.com/watch?v=short', 'https://youtu.be/dQw4w9WgXcQx', 'https://evil.it/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/']) {
      expect(youTubeIdOf(url), url).toBeNull();
    }
  });
});

describe('Vimeo', () => {
  it('reads the numeric id', () => {
    expect(vimeoIdOf('https://vimeo.com/76979871')).toBe('76979871');
    expect(vimeoIdOf('https://player.vimeo.com/video/76979871')).toBe('76979871');
    expect(vimeoIdOf('vimeo.com/channels/staffpicks/76979871')).toBe('76979871');
  });
  it('refuses non-numeric ids and other hosts', () => {
    expect(vimeoIdOf('https://vimeo.com/abc')).toBeNull();
    expect(vimeoIdOf('https://notvimeo.com/76979871')).toBeNull();
  });
});

describe('embed URLs', () => {
  it('are stored in their embeddable form, and re-reading them is stable', () => {
    const yt = toEmbedUrl('youtube', 'https://youtu.be/dQw4w9WgXcQ');
    expect(yt).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('youtube', yt!)).toBe(yt);
    const vi = toEmbedUrl('vimeo', 'https://vimeo.com/76979871');
    expect(vi).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('vimeo', vi!)).toBe(vi);
  });
  it('a URL of the other provider is not valid', () => {
    expect(toEmbedUrl('vimeo', 'https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(toEmbedUrl('youtube', 'https://vimeo.com/76979871')).toBeNull();
  });
});
