import { describe, expect, it } from 'vitest';
import { checkUpload, declaredType } from './upload-rules';

const MB = 1024 * 1024;

describe('upload rules (content spec §5)', () => {
  it('limits each kind to its size with the spec message', () => {
    expect(checkUpload('image', { name: 'a.png', size: 10 * MB, type: 'image/png' })).toBeNull();
    expect(checkUpload('image', { name: 'a.png', size: 10 * MB + 1, type: 'image/png' })).toBe('File troppo grande. Dimensione massima: 10 MB');
    expect(checkUpload('pdf', { name: 'a.pdf', size: 21 * MB, type: 'application/pdf' })).toBe('File troppo grande. Dimensione massima: 20 MB');
    expect(checkUpload('video', { name: 'a.mp4', size: 51 * MB, type: 'video/mp4' })).toBe('File troppo grande. Dimensione massima: 50 MB');
  });
  it('refuses types outside the list with the allowed ones named', () => {
    expect(checkUpload('image', { name: 'a.svg', size: 10, type: 'image/svg+xml' })).toBe(
      'Tipo di file non supportato. Tipi consentiti: jpeg, jpg, png, gif, webp',
    );
    expect(checkUpload('audio', { name: 'a.exe', size: 10, type: '' })).toMatch(/^Tipo di file non supportato/);
  });
  it('infers the type from the extension when missing', () => {
    expect(declaredType('nota.m4a', '', 'audio')).toBe('audio/mp4');
    expect(declaredType('clip.webm', undefined, 'video')).toBe('video/webm');
    expect(declaredType('voce.webm', null, 'audio')).toBe('audio/webm');
    expect(checkUpload('audio', { name: 'registrazione.webm', size: 100, type: 'audio/webm;codecs=opus' })).toBeNull();
  });
});
