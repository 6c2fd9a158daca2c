import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ConfigError, parseConfig } from '../config';
import { createConfiguredSecretBox, createSecretBox, decodeSecretKey, loadSecretKey, SecretBoxError, SECRET_KEY_FILE } from './secret-box';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sanity-secret-box-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Flips one character of a base64url part of a sealed value. */
function tamper(sealed: string, part: number): string {
  const parts = sealed.split('.');
  const text = parts[part]!;
  parts[part] = (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
  return parts.join('.');
}

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  test('round trip, unicode and empty strings included; each seal is different', () => {
    for (const plain of ['{"refresh_token":"1//abc"}', 'pässwörd 🔑', '']) {
      const sealed = box.seal(plain);
      expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*$/);
      expect(sealed).not.toContain(plain || '\u0000');
      expect(box.open(sealed)).toBe(plain);
    }
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  test('a tampered value does not open: ciphertext, tag, iv', () => {
    const sealed = box.seal('segreto del dottore');
    for (const part of [1, 2, 3]) expect(() => box.open(tamper(sealed, part))).toThrow(SecretBoxError);
  });

  test('another key or another context does not open it, and the error says nothing of the value', () => {
    const sealed = box.seal('segreto', 'doctor-1');
    expect(box.open(sealed, 'doctor-1')).toBe('segreto');
    expect(() => box.open(sealed, 'doctor-2')).toThrow(SecretBoxError);
    expect(() => box.open(sealed)).toThrow(SecretBoxError);
    try {
      createSecretBox(randomBytes(32)).open(sealed, 'doctor-1');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SecretBoxError);
      expect((error as Error).message).not.toContain('segreto');
    }
  });

  test('values that are not sealed values are refused', () => {
    for (const bad of ['', 'segreto', 'v2.a.b.c', 'v1.a.b', 'v1.!!.??.==', box.seal('x').replace('v1.', 'v1..')]) {
      expect(() => box.open(bad)).toThrow(SecretBoxError);
    }
  });

  test('the key must be 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('32 byte');
  });
});

describe('the key', () => {
  test('decodeSecretKey reads 64 hex digits, base64 and base64url of 32 bytes, nothing else', () => {
    const key = randomBytes(32);
    expect(decodeSecretKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(decodeSecretKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(decodeSecretKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(decodeSecretKey(` ${key.toString('base64')}\n`)?.equals(key)).toBe(true);
    expect(decodeSecretKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(decodeSecretKey(randomBytes(31).toString('base64'))).toBeNull();
    expect(decodeSecretKey('una frase segreta qualunque di parole varie')).toBeNull();
  });

  test('from CALENDAR_SECRET_KEY: no file is written', () => {
    const dir = dataDir();
    const key = randomBytes(32);
    const config = parseConfig({ DATA_DIR: dir, CALENDAR_SECRET_KEY: key.toString('hex') });
    expect(loadSecretKey(config).equals(key)).toBe(true);
    expect(() => statSync(path.join(dir, SECRET_KEY_FILE))).toThrow();
  });

  test('unset: generated once into DATA_DIR/secret.key (0600) and reused by the next load', () => {
    const dir = path.join(dataDir(), 'nested', 'data');
    const config = parseConfig({ DATA_DIR: dir });
    const first = createConfiguredSecretBox(config);
    // Loaded at first use only.
    expect(() => statSync(path.join(dir, SECRET_KEY_FILE))).toThrow();
    const sealed = first.seal('token', 'doc');
    const file = path.join(dir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const written = readFileSync(file, 'utf8');
    // A restart: a new box from the same configuration opens what the first sealed, the file unchanged.
    expect(createConfiguredSecretBox(parseConfig({ DATA_DIR: dir })).open(sealed, 'doc')).toBe('token');
    expect(loadSecretKey(config).equals(decodeSecretKey(written)!)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  test('a damaged key file is an error naming the file, not a new key', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, SECRET_KEY_FILE), 'rovinato\n');
    expect(() => loadSecretKey(parseConfig({ DATA_DIR: dir }))).toThrow(/secret\.key non contiene una chiave valida/);
  });

  test('a bad CALENDAR_SECRET_KEY is a clear configuration error that does not print the value', () => {
    for (const bad of ['troppo-corta', randomBytes(16).toString('hex'), randomBytes(33).toString('base64')]) {
      try {
        parseConfig({ CALENDAR_SECRET_KEY: bad });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        const message = (error as ConfigError).message;
        expect(message).toContain('CALENDAR_SECRET_KEY=(nascosto): deve essere una chiave di 32 byte');
        expect(message).not.toContain(bad);
      }
    }
  });
});
