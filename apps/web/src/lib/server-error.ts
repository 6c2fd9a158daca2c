import { toast } from './toast';
import { ApiError } from './api-client';

/** What a refused submit tells the person: the server's Italian reason and its per-field messages. */
export type ServerErrorReport = { message: string; fields: Record<string, string> };

/**
 * The server's reason for a failed call, or `fallback` (the form's generic text) when the server
 * gave none: a network failure (status 0) or a thrown value that is not the API's.
 */
export function serverErrorOf(error: unknown, fallback: string): ServerErrorReport {
  if (error instanceof ApiError && error.status !== 0 && error.message) return { message: error.message, fields: error.fields };
  return { message: fallback, fields: {} };
}

/** react-hook-form's `setError` as a form hands it over, with the names of its own fields. */
export type FormErrorTarget<F extends string> = {
  fields: readonly F[];
  setError: (name: F, error: { type: string; message: string }) => void;
};

/**
 * The one way a form reports a failed submit (issue 24): each of the server's field messages under
 * its field (when the form has that field), and a toast with `title` (what failed) and the
 * server's reason, or `fallback` when the server said nothing. Returns the message shown, for a
 * form that also keeps it in view (an Alert beside the button).
 */
export function reportServerError<F extends string>(error: unknown, options: { title: string; fallback: string; form?: FormErrorTarget<F> }): string {
  const { message } = serverErrorOf(error, options.fallback);
  if (options.form) setServerFieldErrors(error, options.form);
  toast.error(options.title, message === options.title ? undefined : { description: message });
  return message;
}

/**
 * The field half of `reportServerError`, for a form that tells the rest in its own place (an alert
 * box beside the fields instead of a toast): each of the server's field messages under its field.
 * Returns whether any field got one.
 */
export function setServerFieldErrors<F extends string>(error: unknown, form: FormErrorTarget<F>): boolean {
  const { fields } = serverErrorOf(error, '');
  let placed = false;
  for (const [name, text] of Object.entries(fields)) {
    if ((form.fields as readonly string[]).includes(name)) {
      form.setError(name as F, { type: 'server', message: text });
      placed = true;
    }
  }
  return placed;
}
