import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import sharp from 'sharp';

/** A committed fixture of test/fixtures (see its README). */
export function fixture(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/** A real PNG (decodable), `size`×`size` pixels. */
export function pngBytes(size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#0f766e' } }).png().toBuffer();
}

export function jpegBytes(size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#b45309' } }).jpeg().toBuffer();
}

/** A minimal valid one-page PDF (header, catalog, pages, page, xref table with exact offsets, trailer). */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PCM WAV: RIFF/WAVE header and `samples` 16-bit mono samples of a ramp. */
export function wavBytes(samples = 800, rate = 8000): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) data.writeInt16LE(((i * 97) % 20000) - 10000, i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A Windows executable's first bytes ("MZ" DOS header with a PE offset). */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export interface FilePart {
  name?: string;
  fileName: string;
  contentType?: string;
  /** The content, or a length of content to generate on the fly: `head` then zeros. */
  data: Buffer | { head: Buffer; size: number };
}

const CHUNK = 1024 * 1024;

/**
 * A multipart/form-data body: the fields in order, then the file (a Buffer, or generated as a
 * stream without holding it in memory). Returns the payload and its content-type header.
 */
export function multipartForm(fields: Array<[string, string]>, file?: FilePart): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----sanity${Math.random().toString(16).slice(2)}`;
  const fieldText = fields
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const fileHead = file
    ? `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.fileName}"\r\n` +
      `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`
    : '';
  const tail = `${file ? '\r\n' : ''}--${boundary}--\r\n`;
  function* chunks(): Generator<Buffer> {
    yield Buffer.from(fieldText + fileHead, 'utf8');
    if (file) {
      if (Buffer.isBuffer(file.data)) yield file.data;
      else {
        yield file.data.head;
        let left = file.data.size - file.data.head.length;
        const zeros = Buffer.alloc(Math.min(CHUNK, Math.max(left, 0)));
        while (left > 0) {
          const n = Math.min(left, zeros.length);
          yield n === zeros.length ? zeros : zeros.subarray(0, n);
          left -= n;
        }
      }
    }
    yield Buffer.from(tail, 'utf8');
  }
  return { payload: Readable.from(chunks(), { objectMode: false }), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
