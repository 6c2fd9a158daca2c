import { useSyncExternalStore } from 'react';

/**
 * Spec §4: a doctor's registration sets a flag BEFORE the request, so that the signed-in doctor
 * stays on /auth for the membership offer instead of being redirected. Kept in sessionStorage so a
 * reload of the offer screen keeps the step; cleared when the doctor continues.
 */
const KEY = 'sanity.membershipOffer';
const listeners = new Set<() => void>();
/** Fallback when sessionStorage is unavailable (private mode, blocked storage). */
let memory = false;

function read(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return memory;
  }
}

function write(on: boolean): void {
  memory = on;
  try {
    if (on) window.sessionStorage.setItem(KEY, '1');
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode): the flag lives only as long as the page.
  }
  listeners.forEach((l) => l());
}

export const membershipOfferFlag = {
  get: read,
  set: () => write(true),
  clear: () => write(false),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMembershipOfferFlag(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
