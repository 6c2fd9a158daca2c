import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, configDocs, configMarkdownTable, EnvSchema, parseConfig } from './config';

describe('parseConfig', () => {
  test('every setting has a default: an empty environment works', () => {
    const config = parseConfig({}, '/srv/sanity');
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve('/srv/sanity', 'data'),
      PUBLIC_URL: 'http://localhost:3000',
      DEMO_SEED: true,
      LOG_LEVEL: 'info',
      SESSION_TTL_DAYS: 30,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: 5,
      LOGIN_MAX_FAILURES_PER_IP: 20,
      LOGIN_FAILURE_WINDOW_MINUTES: 15,
      TRUST_PROXY: false,
      // Off: a doctor's CalDAV URL cannot reach the server's own network (SSRF guard).
      CALDAV_ALLOW_PRIVATE_NETWORKS: false,
      googleEnabled: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  test('PUBLIC_URL follows PORT and is reduced to its origin', () => {
    expect(parseConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseConfig({ PUBLIC_URL: 'https://sanity.example.it/' }).PUBLIC_URL).toBe('https://sanity.example.it');
  });

  test('values are parsed: booleans, numbers, DATABASE_URL, Google', () => {
    const config = parseConfig({
      DEMO_SEED: 'false',
      TRUST_PROXY: '1',
      CALDAV_ALLOW_PRIVATE_NETWORKS: 'true',
      SESSION_TTL_DAYS: '7',
      DATABASE_URL: 'postgres://sanity:sanity@127.0.0.1:5432/sanity',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      DATA_DIR: '',
    });
    expect(config).toMatchObject({ DEMO_SEED: false, TRUST_PROXY: true, CALDAV_ALLOW_PRIVATE_NETWORKS: true, SESSION_TTL_DAYS: 7, googleEnabled: true });
    expect(config.DATABASE_URL).toBe('postgres://sanity:sanity@127.0.0.1:5432/sanity');
    expect(config.DATA_DIR).toBe(path.resolve('data'));
  });

  test('a bad PORT fails with a clear message naming the variable', () => {
    expect(() => parseConfig({ PORT: 'ottanta' })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: '70000', DEMO_SEED: 'forse', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toHaveLength(3);
      expect(message).toContain('PORT="70000": deve essere al massimo 65535');
      expect(message).toContain('DEMO_SEED="forse"');
      expect(message).toContain('DATABASE_URL="mysql://x"');
    }
  });

  test('TRUST_PROXY: a flag, or the proxies\' addresses and CIDR ranges; anything else is refused', () => {
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(true);
    expect(parseConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1', ',']) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(`TRUST_PROXY=${JSON.stringify(bad)}: deve essere true, false o un elenco`);
    }
  });

  test('S3 storage: off by default, on with endpoint and bucket; half a configuration is refused', () => {
    const local = parseConfig({});
    expect(local).toMatchObject({ s3Enabled: false, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    const s3 = parseConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'sanity',
      S3_ACCESS_KEY_ID: 'chiave',
      S3_SECRET_ACCESS_KEY: 'segreto',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(s3).toMatchObject({ s3Enabled: true, S3_BUCKET: 'sanity', S3_FORCE_PATH_STYLE: false });
    expect(() => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_ENDPOINT e S3_BUCKET vanno impostati insieme');
    expect(() => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vanno impostati insieme',
    );
    expect(() => parseConfig({ S3_ENDPOINT: 'ftp://x', S3_BUCKET: 'b' })).toThrow('S3_ENDPOINT="ftp://x"');
  });

  test('e-mail settings: outbox by default, SMTP when SMTP_URL is set, reminder interval 0 disables', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ MAIL_FROM: 'Sanity <noreply@sanity.local>', REMINDERS_INTERVAL_MS: 60_000 });
    expect(config.SMTP_URL).toBeUndefined();
    expect(parseConfig({ SMTP_URL: 'smtps://u:p@mail.example.it:465', REMINDERS_INTERVAL_MS: '0' })).toMatchObject({
      SMTP_URL: 'smtps://u:p@mail.example.it:465',
      REMINDERS_INTERVAL_MS: 0,
    });
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.it' })).toThrow('SMTP_URL="http://mail.example.it"');
    expect(() => parseConfig({ REMINDERS_INTERVAL_MS: '-1' })).toThrow('REMINDERS_INTERVAL_MS');
  });

  test('SMS: the outbox without a provider, the provider with all three settings, a clear error with only some', () => {
    expect(parseConfig({})).toMatchObject({ smsEnabled: false, SMS_API_URL: 'https://api.twilio.com', SMS_TIMEOUT_MS: 10_000 });
    const provider = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'segreto', SMS_FROM: '+15005550006' };
    expect(parseConfig({ ...provider, SMS_API_URL: 'http://127.0.0.1:9999' })).toMatchObject({ smsEnabled: true, SMS_API_URL: 'http://127.0.0.1:9999' });
    const partial = 'SMS_ACCOUNT_SID, SMS_AUTH_TOKEN e SMS_FROM vanno impostati tutti e tre';
    expect(() => parseConfig({ SMS_ACCOUNT_SID: 'AC123' })).toThrow(partial);
    expect(() => parseConfig({ SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'segreto' })).toThrow(partial);
    expect(() => parseConfig({ SMS_FROM: '+15005550006' })).toThrow(partial);
    expect(() => parseConfig({ ...provider, SMS_API_URL: 'ftp://x' })).toThrow('SMS_API_URL="ftp://x"');
  });

  test("Igea's model: off by default, on with base URL and model; one without the other is refused; the key is never printed", () => {
    expect(parseConfig({})).toMatchObject({ llmEnabled: false, LLM_TIMEOUT_MS: 8_000 });
    const local = parseConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1:8b' });
    expect(local).toMatchObject({ llmEnabled: true, LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1:8b' });
    expect(local.LLM_API_KEY).toBeUndefined();
    expect(() => parseConfig({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow('LLM_BASE_URL e LLM_MODEL vanno impostati insieme');
    expect(() => parseConfig({ LLM_MODEL: 'gpt-4o-mini' })).toThrow('LLM_BASE_URL e LLM_MODEL vanno impostati insieme');
    expect(() => parseConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow('LLM_BASE_URL="ftp://x"');
    expect(() => parseConfig({ LLM_TIMEOUT_MS: '0' })).toThrow('LLM_TIMEOUT_MS');
    expect(parseConfig({ LLM_BASE_URL: 'https://api.example.it/v1', LLM_MODEL: 'm', LLM_API_KEY: 'sk-segreta', LLM_TIMEOUT_MS: '2000' })).toMatchObject({
      LLM_API_KEY: 'sk-segreta',
      LLM_TIMEOUT_MS: 2_000,
    });
  });

  test('configDocs documents every variable of the schema', () => {
    expect(configDocs.map((d) => d.name).sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });

  test("the README's configuration table is the one generated from configDocs (npm run docs:config)", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const section = /<!-- config-table:begin[^>]*-->\n([\s\S]*?)\n<!-- config-table:end -->/.exec(readme);
    expect(section?.[1]).toBe(configMarkdownTable());
  });
});
