import { errorCodeByStatus, it } from '@sanity/shared/i18n/it';
import { type ApiErrorBody } from '@sanity/shared/schemas/errors';
import { type z } from 'zod';

/** Every failed call of the API client: the HTTP status (0 for a network failure), the spec's code and an Italian message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/**
 * Whether a body is the server's `{ error: { code, message, fields? } }` (`ApiErrorSchema`, checked by hand
 * so that reading an error does not load zod; api-client.test.ts keeps the two in agreement).
 */
export function isApiErrorBody(json: unknown): json is ApiErrorBody {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const error: unknown = (json as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return false;
  const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
  return typeof code === 'string' && typeof message === 'string' && (fields === undefined || isStringRecord(fields));
}

/**
 * Builds the error of a non-2xx answer: the server's `{ error: { code, message, fields } }` when present,
 * otherwise the spec's 'Errore HTTP {status}: {body}' (spec §8).
 */
export function toApiError(status: number, bodyText: string): ApiError {
  let json: unknown = undefined;
  try {
    json = JSON.parse(bodyText);
  } catch {
    // Not JSON: fall through to the generic HTTP message.
  }
  if (isApiErrorBody(json)) {
    const { code, message, fields } = json.error;
    return new ApiError(status, code, message, fields ?? {});
  }
  const code = errorCodeByStatus[status] ?? 'unknown';
  return new ApiError(status, code, it.http.httpError(status, bodyText.trim()));
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = it.identity.default): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * How requests reach the API: the browser's fetch. The server-side renderer (entry-server.tsx) puts
 * its own in place, which answers from the API in the same process with the visitor's cookie.
 */
let transport: Transport = (path, init) => fetch(path, init);

/**
 * Issue 30: the headers naming the practice a staff member works for, and what a refusal of such a
 * request does; set by lib/acting-practice.ts, which only people who work for a practice load.
 */
let practiceOf: ((path: string) => Record<string, string>) | null = null;
let onPracticeRefused: (() => void) | null = null;

export function setPracticeHeaders(headers: (path: string) => Record<string, string>, refused: () => void): void {
  practiceOf = headers;
  onPracticeRefused = refused;
}

/** Whether the practice's headers are in use (lib/acting-practice.ts loaded). */
export const practiceHeadersSet = (): boolean => practiceOf !== null;

export function setApiTransport(next: Transport): void {
  transport = next;
}

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the booking's `Idempotency-Key`). */
  headers?: Record<string, string>;
  /**
   * The contract's response schema, checked in development (Vite dev server, unit tests); a mismatch is
   * reported in the console and the raw data is used. Call sites pass it as
   * `import.meta.env.DEV ? Schema : undefined` so production bundles leave the schema and zod out (the
   * server already encodes every response through the same schema): see docs/architecture.md.
   */
  schema?: z.ZodType<T>;
};

/**
 * The one way the web app talks to the API: same-origin cookies, JSON in and out, typed errors.
 * A `FormData` body (file uploads) is sent as multipart: the browser sets its own content type.
 * A 204 or a non-JSON 2xx answer counts as success (spec §8) and yields `undefined`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, schema, headers } = options;
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  // Issue 30: a staff member's request to the practice's routes names the practice.
  const practice = practiceOf?.(path) ?? {};
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
        ...practice,
        ...headers,
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'internal', it.identity.network);
  }

  const text = await response.text();
  if (!response.ok) {
    if (response.status === 403 && Object.keys(practice).length > 0) onPracticeRefused?.();
    throw toApiError(response.status, text);
  }
  return parseSuccess(text, schema);
}

function parseSuccess<T>(text: string, schema: z.ZodType<T> | undefined): T {
  if (!text) return undefined as T;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined as T;
  }
  if (!schema) return json as T;
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  console.warn('Risposta API diversa dal contratto', result.error.issues);
  return json as T;
}

export const api = {
  get: <T>(path: string, schema?: z.ZodType<T>, signal?: AbortSignal) => apiRequest<T>(path, { schema, signal }),
  post: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'POST', body, schema }),
  patch: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'PATCH', body, schema }),
  put: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'PUT', body, schema }),
  delete: <T>(path: string, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'DELETE', schema }),
};
