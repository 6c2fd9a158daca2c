import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@sanity/shared/constants';
import { avatarFileError, avatarTypeOf } from './avatar-file';

const typeError = 'Tipo di file non supportato. Sono supportati solo file JPEG, PNG, GIF e WebP.';
const sizeError = 'File troppo grande. La dimensione massima consentita è 5MB.';

describe('avatar file check', () => {
  it('accepts JPEG, PNG, GIF and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(avatarFileError({ name: 'foto', type, size: 1000 })).toBeNull();
    }
    expect(avatarFileError({ name: 'foto.png', type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other types with the spec message', () => {
    expect(avatarFileError({ name: 'cv.pdf', type: 'application/pdf', size: 10 })).toBe(typeError);
    expect(avatarFileError({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toBe(typeError);
    expect(avatarFileError({ name: 'senza-tipo', type: '', size: 10 })).toBe(typeError);
  });

  it('refuses more than 5242880 bytes with the spec message', () => {
    expect(avatarFileError({ name: 'foto.jpg', type: 'image/jpeg', size: 5_242_881 })).toBe(sizeError);
  });

  it('infers the type from the extension when the browser gives none', () => {
    expect(avatarTypeOf({ name: 'FOTO.JPG', type: '' })).toBe('image/jpeg');
    expect(avatarFileError({ name: 'foto.webp', type: '', size: 10 })).toBeNull();
  });
});
