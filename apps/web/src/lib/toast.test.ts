import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from './toast';

// Module state (the queue, whether the toaster is wanted) starts afresh in every test.
let mod: typeof Toast;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./toast');
});

function fakeSonner() {
  const calls: unknown[][] = [];
  const sonner = {
    success: (message: string, data: unknown) => calls.push(['success', message, data]),
    error: (message: string, data: unknown) => calls.push(['error', message, data]),
    dismiss: (id: unknown) => calls.push(['dismiss', id]),
  };
  // Only the three methods the app uses are called.
  return { calls, sonner: sonner as unknown as Parameters<typeof mod.toasterReady>[0] };
}

describe('toast before the toaster is loaded', () => {
  it('asks for the toaster once, and hands the waiting toasts over in order when it listens', () => {
    const wanted = vi.fn();
    mod.onToasterWanted(wanted);
    expect(mod.toasterWanted()).toBe(false);
    const first = mod.toast.success('Salvato', { description: 'Fatto.' });
    mod.toast.error('Errore');
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(mod.toasterWanted()).toBe(true);
    const { calls, sonner } = fakeSonner();
    mod.toasterReady(sonner);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual(['success', 'Salvato', { description: 'Fatto.', id: first }]);
    expect(calls[1]?.slice(0, 2)).toEqual(['error', 'Errore']);
    expect((calls[1]?.[2] as { id: unknown }).id).not.toBe(first);
  });

  it('gives every toast an id to dismiss it by, or keeps the caller\'s; a toast dismissed before it showed never shows', () => {
    const a = mod.toast.error('Uno');
    const b = mod.toast.error('Due', { id: 'mine' });
    expect(b).toBe('mine');
    expect(a).not.toBe(b);
    mod.toast.dismiss(a);
    const { calls, sonner } = fakeSonner();
    mod.toasterReady(sonner);
    expect(calls).toEqual([['error', 'Due', { id: 'mine' }]]);
  });

  it('once the toaster listens, goes straight to it', () => {
    const { calls, sonner } = fakeSonner();
    mod.toasterReady(sonner);
    const id = mod.toast.success('Ok');
    mod.toast.dismiss(id);
    expect(calls).toEqual([
      ['success', 'Ok', { id }],
      ['dismiss', id],
    ]);
  });
});
