import { errorCodeByStatus } from '@sanity/shared/i18n/it';

/**
 * An error meant for the client: the central error handler (plugins/errors.ts) answers with its
 * status, code and Italian message. `code` defaults to the spec's name for the status
 * (403 → permission-denied); identity errors use the spec's finer names (email-already-in-use…).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Sent with the answer, e.g. Retry-After on a 429 that knows when to come back. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: string; fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = options.code ?? errorCodeByStatus[status] ?? 'unknown';
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
