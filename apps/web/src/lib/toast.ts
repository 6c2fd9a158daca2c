import { type ExternalToast, type toast as sonnerToast } from 'sonner';

/**
 * The app's toasts, with sonner's `toast.success` / `toast.error` / `toast.dismiss` signatures, but
 * sonner (~9 KB gzip) and its Toaster load only when the first toast is asked for, not with every
 * page (issue 27). The Toaster is mounted first and the toasts asked for meanwhile are handed to
 * sonner once it listens, in order, so its live region is on the page before the first message.
 * An id is returned at once (callers dismiss by it), chosen here when the caller gave none.
 */

type Sonner = typeof sonnerToast;
type Call = { id?: string | number; run: (sonner: Sonner) => void };

let sonner: Sonner | null = null;
let queue: Call[] = [];
let wanted = false;
const listeners = new Set<() => void>();
let nextId = 0;

function enqueue(call: Call): void {
  if (sonner) {
    call.run(sonner);
    return;
  }
  queue.push(call);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

function show(kind: 'success' | 'error', message: string, data?: ExternalToast): string | number {
  const id = data?.id ?? `toast-${++nextId}`;
  enqueue({ id, run: (s) => s[kind](message, { ...data, id }) });
  return id;
}

export const toast = {
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  error: (message: string, data?: ExternalToast) => show('error', message, data),
  dismiss: (id?: string | number): void => {
    if (sonner) {
      sonner.dismiss(id);
      return;
    }
    // Not shown yet: it is never shown.
    queue = id === undefined ? [] : queue.filter((call) => call.id !== id);
  },
};

/** For the app's toaster slot (app/app-toaster.tsx): whether a toast has been asked for yet. */
export function toasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted Toaster once it listens: the toasts asked for until now are shown. */
export function toasterReady(toast: Sonner): void {
  sonner = toast;
  const calls = queue;
  queue = [];
  for (const call of calls) call.run(toast);
}
