import { describe, expect, test } from 'vitest';
import { visitModesLabel } from './visit-modes-badge';

describe('the directory card’s visit modes word', () => {
  test('online too, online only, nothing for the studio only or no active service', () => {
    expect(visitModesLabel({ inStudio: true, online: true })).toBe('Anche online');
    expect(visitModesLabel({ inStudio: false, online: true })).toBe('Solo online');
    expect(visitModesLabel({ inStudio: true, online: false })).toBeNull();
    expect(visitModesLabel({ inStudio: false, online: false })).toBeNull();
  });
});
