import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible chat-completions server (OpenAI, Ollama, llama.cpp…),
 * on 127.0.0.1, for Igea's optional model (issue 11): `POST /v1/chat/completions` answers in
 * OpenAI's shape and records every request. By default it answers "Risposta del modello."; a test
 * scripts the next answers with `respond`: a text, a delay, an error status, a body that is not
 * JSON, or JSON without choices.
 */

export interface FakeOpenAiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: FakeChatBody | undefined;
}

export interface FakeChatBody {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  temperature?: number;
  max_tokens?: number;
  stream?: boolean;
  [key: string]: unknown;
}

/** What the fake answers to one request. */
export interface FakeAnswer {
  /** The assistant message's content (default "Risposta del modello."). */
  text?: string;
  /** Wait this long before answering (a model that is slow or hangs). */
  delayMs?: number;
  /** An error status, answered with OpenAI's error body. */
  status?: number;
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean;
  /** Answer 200 with `{ "choices": [] }`. */
  noChoices?: boolean;
}

/** Decides the answer to a request; a plain FakeAnswer answers every request alike. */
export type FakeAnswerHandler = (request: FakeOpenAiRequest) => FakeAnswer;

export interface FakeOpenAi {
  /** LLM_BASE_URL: http://127.0.0.1:PORT/v1 */
  url: string;
  /** Every chat-completions request, in order. */
  requests: FakeOpenAiRequest[];
  /**
   * How to answer from now on: a handler, or one answer for every request. Several answers in an
   * array are used one per request, the last one repeated.
   */
  respond(handler: FakeAnswerHandler | FakeAnswer | FakeAnswer[]): void;
  /** Back to the default answer and no recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_ANSWER = 'Risposta del modello.';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const openAiError = (response: ServerResponse, status: number, message: string, type: string) =>
  send(response, status, { error: { message, type, param: null, code: null } });

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let handler: FakeAnswerHandler = () => ({});
  let counter = 0;
  const pending = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => openAiError(response, 500, String(error), 'server_error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', origin).pathname;
    if (path !== '/v1/chat/completions' || request.method !== 'POST') {
      return openAiError(response, 404, `Unknown request URL: ${request.method ?? 'GET'} ${path}`, 'invalid_request_error');
    }
    const raw = await readBody(request);
    let body: FakeChatBody | undefined;
    try {
      body = JSON.parse(raw) as FakeChatBody;
    } catch {
      body = undefined;
    }
    const recorded: FakeOpenAiRequest = { method: request.method, path, headers: request.headers, body };
    requests.push(recorded);
    const answer = handler(recorded);
    if (answer.delayMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(timer);
          resolve();
        }, answer.delayMs);
        pending.add(timer);
      });
    }
    if (!body) return openAiError(response, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
    if (answer.status && answer.status >= 400) return openAiError(response, answer.status, 'The server had an error while processing your request.', 'server_error');
    if (answer.malformed) {
      if (!response.destroyed) response.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ {"message": ');
      return;
    }
    counter += 1;
    const base = { id: `chatcmpl-fake-${counter}`, object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: body.model ?? '' };
    if (answer.noChoices) return send(response, 200, { ...base, choices: [] });
    const text = answer.text ?? DEFAULT_FAKE_ANSWER;
    send(response, 200, {
      ...base,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  }

  return {
    url: `${origin}/v1`,
    requests,
    respond(next) {
      if (typeof next === 'function') {
        handler = next;
      } else if (Array.isArray(next)) {
        let index = 0;
        handler = () => next[Math.min(index++, next.length - 1)] ?? {};
      } else {
        handler = () => next;
      }
    },
    reset() {
      requests.length = 0;
      handler = () => ({});
    },
    close() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
