import { it as t } from '@sanity/shared/i18n/it';
import { CHAT_CONTEXT_MAX_TURNS, CHAT_CONTEXT_TURN_MAX, type ChatMessage } from '@sanity/shared/schemas/chat';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { contextOf, failureTextOf, fallbackReplyOf, isAppPath, itemsOf } from './conversation';

const msg = (id: string, role: ChatMessage['role'] = 'user', content = id): ChatMessage => ({
  id,
  role,
  content,
  timestamp: '2026-11-23T10:00:00.000Z',
  sources: [],
  emergency: false,
});

describe('contextOf', () => {
  it('sends the last exchanges only, each turn cut to the contract length', () => {
    const many = Array.from({ length: CHAT_CONTEXT_MAX_TURNS * 2 + 6 }, (_, i) => msg(`m${i}`, i % 2 ? 'assistant' : 'user'));
    const context = contextOf(many);
    expect(context).toHaveLength(CHAT_CONTEXT_MAX_TURNS * 2);
    expect(context[0]).toEqual({ role: 'user', content: 'm6' });
    expect(contextOf([msg('a', 'assistant', 'x'.repeat(CHAT_CONTEXT_TURN_MAX + 10))])[0]?.content).toHaveLength(CHAT_CONTEXT_TURN_MAX);
  });
});

describe('itemsOf', () => {
  it('puts failed exchanges back after the message they followed, then the pending one', () => {
    const stored = [msg('1'), msg('2', 'assistant')];
    const failure = { afterId: '1', user: msg('f-user'), reply: msg('f-reply', 'assistant') };
    const first = { afterId: null, user: msg('f0'), reply: msg('f0r', 'assistant') };
    const items = itemsOf(stored, [failure, first], msg('pending'));
    expect(items.map((i) => i.message.id)).toEqual(['f0', 'f0r', '1', 'f-user', 'f-reply', '2', 'pending']);
    expect(items.map((i) => i.stored)).toEqual([false, false, true, false, false, true, false]);
  });

  it('drops failures whose message left the history', () => {
    expect(itemsOf([], [{ afterId: 'gone', user: msg('u'), reply: msg('r', 'assistant') }], null)).toEqual([]);
  });
});

describe('failureTextOf', () => {
  it('shows the server reason for 429 and 400, the spec bubble otherwise', () => {
    expect(failureTextOf(new ApiError(429, 'too_many', t.assistant.tooManyPerMinute))).toBe(t.assistant.tooManyPerMinute);
    expect(failureTextOf(new ApiError(400, 'invalid', t.assistant.messageTooLong))).toBe(t.assistant.messageTooLong);
    expect(failureTextOf(new ApiError(500, 'internal', 'Errore'))).toBe(t.assistant.failure);
    expect(failureTextOf(new ApiError(0, 'internal', 'Rete'))).toBe(t.assistant.failure);
  });
});

describe('isAppPath', () => {
  it('follows paths of this app only', () => {
    expect(isAppPath('/doctor/abc')).toBe(true);
    expect(isAppPath('//evil.example/x')).toBe(false);
    expect(isAppPath('https://evil.example')).toBe(false);
    expect(isAppPath('javascript:alert(1)')).toBe(false);
  });
});

describe('fallbackReplyOf', () => {
  it('an emergency gets the numbers to call even when the server failed or refused', async () => {
    const reply = await fallbackReplyOf('mio padre non respira più', new ApiError(503, 'unavailable', t.assistant.failure));
    expect(reply.emergency).toBe(true);
    expect(reply.content).toContain('112');
    const limited = await fallbackReplyOf('voglio farla finita', new ApiError(429, 'too_many', t.assistant.tooManyPerMinute));
    expect(limited.content).toContain('Telefono Amico');
  });

  it('any other message gets the failure text', async () => {
    expect(await fallbackReplyOf('Quando è il mio appuntamento?', new Error('network'))).toEqual({ content: t.assistant.failure, emergency: false });
  });
});

describe('fallbackReplyOf over the conversation so far', () => {
  const turn = (role: 'user' | 'assistant', content: string) => ({ role, content });

  it('a danger told over two turns comes first with its numbers when the server cannot be reached', async () => {
    const history = [turn('user', 'il bimbo ha trovato le pastiglie della nonna nella borsa'), turn('assistant', t.assistant.failure)];
    const reply = await fallbackReplyOf('ne mancano 5, che faccio?', new Error('network'), history);
    expect(reply.emergency).toBe(true);
    expect(reply.content).toContain('112');
    expect(reply.content).toContain('Antiveleni');
  });

  it('the same message alone, or after an unrelated turn, is no emergency', async () => {
    expect((await fallbackReplyOf('ne mancano 5, che faccio?', new Error('network'))).emergency).toBe(false);
    const after = [turn('user', 'quanto costa una visita dal cardiologo?'), turn('assistant', t.assistant.failure)];
    expect((await fallbackReplyOf('ne mancano 5, che faccio?', new Error('network'), after)).emergency).toBe(false);
  });

  it('gives the text the server gives (the shared check)', async () => {
    const { emergencyInConversation } = await import('@sanity/shared/domain/assistant/emergency-in-conversation');
    const history = [turn('user', 'mio padre è caduto in cucina')];
    const reply = await fallbackReplyOf('adesso non risponde più', new Error('network'), history);
    expect(reply).toEqual({ content: emergencyInConversation('adesso non risponde più', history, null)?.text, emergency: true });
  });
});
