import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { reportServerError, serverErrorOf, setServerFieldErrors } from './server-error';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('./toast', () => ({ toast: { error: toastError } }));
afterEach(() => toastError.mockReset());

const refusal = new ApiError(403, 'permission-denied', 'Potrai pubblicare quando il tuo profilo sarà stato verificato.');

describe('serverErrorOf', () => {
  it("takes the server's reason and fields", () => {
    expect(serverErrorOf(new ApiError(400, 'invalid-argument', 'Inserisci il nome.', { nome: 'Inserisci il nome.' }), 'Errore')).toEqual({
      message: 'Inserisci il nome.',
      fields: { nome: 'Inserisci il nome.' },
    });
    expect(serverErrorOf(refusal, 'Errore').message).toBe(refusal.message);
  });

  it('falls back to the generic text when the server said nothing (network, not an API error)', () => {
    expect(serverErrorOf(new ApiError(0, 'internal', 'Errore di rete.'), 'Errore nella pubblicazione')).toEqual({ message: 'Errore nella pubblicazione', fields: {} });
    expect(serverErrorOf(new TypeError('x'), 'Errore nella pubblicazione').message).toBe('Errore nella pubblicazione');
  });
});

describe('reportServerError', () => {
  it("puts each field's message under the form's own fields and the reason in a toast", () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'invalid-argument', 'Inserisci il nome.', { nome: 'Inserisci il nome.', altro: 'x' });
    const shown = reportServerError(error, { title: 'Nome non salvato', fallback: 'Errore', form: { fields: ['nome', 'cognome'], setError } });
    expect(shown).toBe('Inserisci il nome.');
    expect(setError.mock.calls).toEqual([['nome', { type: 'server', message: 'Inserisci il nome.' }]]);
    expect(toastError).toHaveBeenCalledWith('Nome non salvato', { description: 'Inserisci il nome.' });
  });

  it('does not repeat the title as the description', () => {
    reportServerError(new ApiError(0, 'internal', ''), { title: 'Errore nella pubblicazione', fallback: 'Errore nella pubblicazione' });
    expect(toastError).toHaveBeenCalledWith('Errore nella pubblicazione', undefined);
  });
});

describe('setServerFieldErrors', () => {
  it("places the server's field messages on the form's own fields, says whether any landed, and toasts nothing", () => {
    const setError = vi.fn();
    const error = new ApiError(409, 'already-exists', 'Email già registrata.', { email: 'Email già registrata.', sito: 'x' });
    expect(setServerFieldErrors(error, { fields: ['email', 'password'], setError })).toBe(true);
    expect(setError.mock.calls).toEqual([['email', { type: 'server', message: 'Email già registrata.' }]]);
    expect(setServerFieldErrors(refusal, { fields: ['email'], setError })).toBe(false);
    expect(setServerFieldErrors(new ApiError(0, 'internal', 'Errore di rete.'), { fields: ['email'], setError })).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });
});
