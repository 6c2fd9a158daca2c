import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';
import { createLlmClient, stripThinking, type LlmConfig, type LlmMessage } from './llm-client';

const messages: LlmMessage[] = [
  { role: 'system', content: 'Sei Igea.' },
  { role: 'user', content: 'Quando è il mio prossimo appuntamento? Ho la pressione alta.' },
];

/** A logger keeping what was warned, to check that no prompt or answer reaches the log. */
function recordingLogger() {
  const lines: string[] = [];
  return { lines, warn: (...args: unknown[]) => void lines.push(JSON.stringify(args)) };
}

describe('createLlmClient against a local OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  let logger: ReturnType<typeof recordingLogger>;
  const config = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({
    LLM_BASE_URL: fake.url,
    LLM_MODEL: 'modello-di-prova',
    LLM_API_KEY: 'sk-prova',
    LLM_TIMEOUT_MS: 1_000,
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    logger = recordingLogger();
  });

  const expectNothingSensitiveLogged = () => {
    const log = logger.lines.join('\n');
    expect(log).not.toContain('pressione');
    expect(log).not.toContain('Igea');
    expect(log).not.toContain('sk-prova');
  };

  test('sends the model, the messages and the bearer key; answers the text', async () => {
    fake.respond({ text: '  Il tuo prossimo appuntamento è martedì [1].  ' });
    const client = createLlmClient(config(), logger);
    expect(client.enabled).toBe(true);
    await expect(client.complete(messages)).resolves.toBe('Il tuo prossimo appuntamento è martedì [1].');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-prova');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({ model: 'modello-di-prova', messages, temperature: 0.2, max_tokens: 600, stream: false });
    expect(logger.lines).toEqual([]);
  });

  test('a trailing slash of the base URL is ignored', async () => {
    const client = createLlmClient(config({ LLM_BASE_URL: `${fake.url}/` }), logger);
    await expect(client.complete(messages)).resolves.toBe('Risposta del modello.');
    expect(fake.requests[0]!.path).toBe('/v1/chat/completions');
  });

  test('without a key no Authorization header is sent', async () => {
    const client = createLlmClient(config({ LLM_API_KEY: undefined }), logger);
    await expect(client.complete(messages)).resolves.toBe('Risposta del modello.');
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  test('a <think> block of a reasoning model is stripped', async () => {
    fake.respond({ text: '<think>\nL’utente chiede della pressione… ragiono.\n</think>\n\nMisurala a riposo [1].' });
    const client = createLlmClient(config(), logger);
    await expect(client.complete(messages)).resolves.toBe('Misurala a riposo [1].');
  });

  test('an answer cut off while still thinking is no answer', async () => {
    fake.respond({ text: '<think>Devo capire se' });
    await expect(createLlmClient(config(), logger).complete(messages)).resolves.toBeNull();
    expect(logger.lines.join()).toContain('empty answer');
  });

  test('a model that does not answer in time → null soon after the time-out', async () => {
    fake.respond({ delayMs: 5_000 });
    const client = createLlmClient(config({ LLM_TIMEOUT_MS: 300 }), logger);
    const started = Date.now();
    await expect(client.complete(messages)).resolves.toBeNull();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1_500);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain('timeout');
    expectNothingSensitiveLogged();
  });

  test('an error status → null, logged with the status only', async () => {
    fake.respond({ status: 500 });
    await expect(createLlmClient(config(), logger).complete(messages)).resolves.toBeNull();
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain('"status":500');
    expectNothingSensitiveLogged();
  });

  test('a body that is not JSON → null', async () => {
    fake.respond({ malformed: true });
    await expect(createLlmClient(config(), logger).complete(messages)).resolves.toBeNull();
    expect(logger.lines[0]).toContain('not JSON');
  });

  test('no choices → null', async () => {
    fake.respond({ noChoices: true });
    await expect(createLlmClient(config(), logger).complete(messages)).resolves.toBeNull();
    expect(logger.lines[0]).toContain('no choices');
  });

  test('an empty or blank answer → null', async () => {
    fake.respond([{ text: '' }, { text: '  \n ' }]);
    const client = createLlmClient(config(), logger);
    await expect(client.complete(messages)).resolves.toBeNull();
    await expect(client.complete(messages)).resolves.toBeNull();
    expect(logger.lines).toHaveLength(2);
  });

  test('a server that is not there → null, never a throw', async () => {
    const gone = await startFakeOpenAi();
    const url = gone.url;
    await gone.close();
    await expect(createLlmClient(config({ LLM_BASE_URL: url }), logger).complete(messages)).resolves.toBeNull();
    expect(logger.lines[0]).toContain('network');
    expectNothingSensitiveLogged();
  });

  test('without base URL and model the client is off and sends nothing', async () => {
    const client = createLlmClient({ LLM_BASE_URL: undefined, LLM_MODEL: undefined, LLM_API_KEY: undefined, LLM_TIMEOUT_MS: 8_000 }, logger);
    expect(client.enabled).toBe(false);
    await expect(client.complete(messages)).resolves.toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('stripThinking', () => {
  test('removes closed and unclosed think blocks, keeps the rest', () => {
    expect(stripThinking('<think>a</think>Ciao')).toBe('Ciao');
    expect(stripThinking('<THINK>a\nb</THINK>\n Ciao ')).toBe('Ciao');
    expect(stripThinking('Ciao <think>x')).toBe('Ciao');
    expect(stripThinking('Nessun pensiero.')).toBe('Nessun pensiero.');
  });
});
