import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

/** One message of an OpenAI-style chat: what `groundedMessages` builds and `complete` sends. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmClient {
  /** false without LLM_BASE_URL and LLM_MODEL: `complete` then answers null at once. */
  readonly enabled: boolean;
  /**
   * The model's answer to `messages`, or null when there is none to use (time-out, network error,
   * an error status, an answer that is not the expected JSON, an empty text). Never throws: the
   * caller falls back to the built-in answer.
   */
  complete(messages: LlmMessage[]): Promise<string | null>;
}

export type LlmConfig = Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS'>;

/**
 * Reasoning models served locally (DeepSeek-R1, Qwen3 through Ollama or llama.cpp) put their
 * chain of thought in the content before the answer; an unclosed block means the answer was cut
 * off while still thinking, so nothing after it is an answer either.
 */
const THINK_BLOCK = /<think>[\s\S]*?(?:<\/think>|$)/gi;

export function stripThinking(content: string): string {
  return content.replace(THINK_BLOCK, '').trim();
}

/** Why a call produced nothing: short words for the log, never a body (it may echo the prompt). */
function failureReason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `network: ${code}` : `network: ${error.name}`;
  }
  return 'network';
}

function contentOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const choices = (body as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return null;
  const message = (choices[0] as { message?: { content?: unknown } } | undefined)?.message;
  return typeof message?.content === 'string' ? message.content : null;
}

/**
 * A client of any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp, vLLM,
 * LM Studio…). The messages carry health data, so the log says only that a call failed and why:
 * the status or the kind of error, never the prompt nor the answer.
 */
export function createLlmClient(config: LlmConfig, logger: Pick<FastifyBaseLogger, 'warn'>): LlmClient {
  const base = config.LLM_BASE_URL?.replace(/\/+$/, '');
  const model = config.LLM_MODEL;
  if (!base || !model) return { enabled: false, complete: () => Promise.resolve(null) };
  const endpoint = `${base}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.LLM_API_KEY) headers.authorization = `Bearer ${config.LLM_API_KEY}`;

  const unavailable = (details: { status?: number; reason: string }, started: number): null => {
    logger.warn({ llm: { ...details, ms: Date.now() - started } }, 'llm answer unavailable: built-in answer used');
    return null;
  };

  return {
    enabled: true,
    async complete(messages) {
      const started = Date.now();
      // One signal for the request and the body: a server that sends headers and then stalls times out too.
      const signal = AbortSignal.timeout(config.LLM_TIMEOUT_MS);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model, messages, temperature: 0.2, max_tokens: 600, stream: false }),
          signal,
        });
      } catch (error) {
        return unavailable({ reason: failureReason(error) }, started);
      }
      let body: unknown;
      try {
        const raw = await response.text();
        if (!response.ok) return unavailable({ status: response.status, reason: 'error status' }, started);
        body = JSON.parse(raw);
      } catch (error) {
        const reason = error instanceof SyntaxError ? 'not JSON' : failureReason(error);
        return unavailable({ status: response.status, reason }, started);
      }
      const content = contentOf(body);
      if (content === null) return unavailable({ status: response.status, reason: 'no choices[0].message.content' }, started);
      const answer = stripThinking(content);
      if (!answer) return unavailable({ status: response.status, reason: 'empty answer' }, started);
      return answer;
    },
  };
}
