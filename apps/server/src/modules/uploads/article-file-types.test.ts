import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, test } from 'vitest';
import { exeBytes, fixture, jpegBytes, minimalPdf, pngBytes, wavBytes } from '../../../test/upload-fixtures';
import { acceptedType, sanitizeFileName } from './article-file-types';

const sniff = async (data: Buffer) => (await fileTypeFromBuffer(data)) ?? null;

describe('acceptedType: the kind decides by the bytes', () => {
  test('images: PNG and JPEG are taken, stored as themselves', async () => {
    expect(acceptedType('image', await sniff(await pngBytes()))).toEqual({ contentType: 'image/png', ext: 'png' });
    expect(acceptedType('image', await sniff(await jpegBytes()))).toEqual({ contentType: 'image/jpeg', ext: 'jpg' });
  });

  test('a PDF is a pdf, and nothing else is', async () => {
    const pdf = await sniff(minimalPdf());
    expect(acceptedType('pdf', pdf)).toEqual({ contentType: 'application/pdf', ext: 'pdf' });
    expect(acceptedType('image', pdf)).toBeNull();
    expect(acceptedType('pdf', await sniff(await pngBytes()))).toBeNull();
  });

  test('a MediaRecorder WebM (Opus only) reads as video/webm and is taken as audio/webm', async () => {
    const detected = await sniff(fixture('recording-opus.webm'));
    expect(detected?.mime).toBe('video/webm');
    expect(acceptedType('audio', detected)).toEqual({ contentType: 'audio/webm', ext: 'webm' });
    expect(acceptedType('video', detected)).toEqual({ contentType: 'video/webm', ext: 'webm' });
  });

  test('MP3 without ID3 (frame sync), WAV, M4A, AAC ADTS and Ogg Opus are audio', async () => {
    expect(acceptedType('audio', await sniff(fixture('mp3-no-id3.mp3')))).toEqual({ contentType: 'audio/mpeg', ext: 'mp3' });
    expect(acceptedType('audio', await sniff(wavBytes()))).toEqual({ contentType: 'audio/wav', ext: 'wav' });
    expect(acceptedType('audio', await sniff(fixture('audio.m4a')))).toEqual({ contentType: 'audio/mp4', ext: 'm4a' });
    expect(acceptedType('audio', await sniff(fixture('audio-adts.aac')))).toEqual({ contentType: 'audio/aac', ext: 'aac' });
    const ogg = await sniff(fixture('audio-opus.ogg'));
    expect(ogg?.mime).toBe('audio/ogg; codecs=opus');
    expect(acceptedType('audio', ogg)).toEqual({ contentType: 'audio/ogg', ext: 'ogg' });
  });

  test('WAV announced as audio/vnd.wave or audio/x-wav is the same WAV', () => {
    expect(acceptedType('audio', { mime: 'audio/vnd.wave', ext: 'wav' })).toEqual({ contentType: 'audio/wav', ext: 'wav' });
    expect(acceptedType('audio', { mime: 'audio/x-wav', ext: 'wav' })).toEqual({ contentType: 'audio/wav', ext: 'wav' });
  });

  test('an MP4 video is a video; as audio it is an MP4 container (Safari recordings)', async () => {
    const mp4 = await sniff(fixture('video.mp4'));
    expect(acceptedType('video', mp4)).toEqual({ contentType: 'video/mp4', ext: 'mp4' });
    expect(acceptedType('image', mp4)).toBeNull();
  });

  test('executables, text, HTML and SVG are refused by every kind', async () => {
    const refused = [await sniff(exeBytes()), await sniff(Buffer.from('solo testo\n')), await sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))];
    expect(refused[0]?.mime).toBe('application/x-msdownload');
    for (const kind of ['image', 'pdf', 'video', 'audio'] as const) {
      for (const detected of refused) expect(acceptedType(kind, detected)).toBeNull();
    }
  });
});

describe('sanitizeFileName', () => {
  test('keeps a plain name', () => {
    expect(sanitizeFileName('Referto cardiologico.pdf', 'file.pdf')).toBe('Referto cardiologico.pdf');
  });

  test('drops directories, control and bidi characters', () => {
    expect(sanitizeFileName('C:\\Users\\anna\\foto.png', 'x')).toBe('foto.png');
    expect(sanitizeFileName('../../etc/passwd', 'x')).toBe('passwd');
    expect(sanitizeFileName('fattura\u202Egnp.exe', 'x')).toBe('fatturagnp.exe');
    expect(sanitizeFileName('a\u0000b\nc.txt', 'x')).toBe('abc.txt');
  });

  test('empty names fall back; long ones are cut keeping the extension', () => {
    expect(sanitizeFileName('', 'file.webm')).toBe('file.webm');
    expect(sanitizeFileName(undefined, 'file.webm')).toBe('file.webm');
    expect(sanitizeFileName('..', 'file.webm')).toBe('file.webm');
    const long = sanitizeFileName(`${'a'.repeat(500)}.jpeg`, 'x');
    expect(long).toHaveLength(200);
    expect(long.endsWith('.jpeg')).toBe(true);
  });
});
