import { describe, expect, test } from 'vitest';
import { documentFileError, documentTypeOf, formatFileSize } from './document-file';

const MB = 1024 * 1024;

describe('documentFileError', () => {
  test('takes PDF and the three image types up to 20 MB', () => {
    expect(documentFileError({ name: 'referto.pdf', type: 'application/pdf', size: 20 * MB })).toBeNull();
    expect(documentFileError({ name: 'foto.JPG', type: '', size: 1000 })).toBeNull();
    expect(documentFileError({ name: 'foto.webp', type: 'image/webp', size: 1000 })).toBeNull();
  });

  test('names what is wrong: no file, another type, too large', () => {
    expect(documentFileError(null)).toBe('Seleziona un file da caricare.');
    expect(documentFileError({ name: 'nota.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 })).toBe(
      'Sono ammessi solo file PDF, JPEG, PNG o WebP.',
    );
    expect(documentFileError({ name: 'scan.gif', type: 'image/gif', size: 10 })).toBe('Sono ammessi solo file PDF, JPEG, PNG o WebP.');
    expect(documentFileError({ name: 'tac.pdf', type: 'application/pdf', size: 20 * MB + 1 })).toBe('Il file supera la dimensione massima di 20 MB.');
  });
});

test('documentTypeOf reads the extension when the browser gives no type', () => {
  expect(documentTypeOf({ name: 'Esami.PDF', type: '' })).toBe('application/pdf');
  expect(documentTypeOf({ name: 'senza-estensione', type: '' })).toBe('');
  expect(documentTypeOf({ name: 'x.png', type: 'IMAGE/PNG' })).toBe('image/png');
});

test('formatFileSize writes sizes as people read them', () => {
  expect(formatFileSize(200)).toBe('1 KB');
  expect(formatFileSize(820 * 1024)).toBe('820 KB');
  expect(formatFileSize(1.45 * MB)).toBe('1,5 MB');
  expect(formatFileSize(20 * MB)).toBe('20 MB');
});
