import { it } from '@sanity/shared/i18n/it';
import { CHAT_MESSAGE_MAX } from '@sanity/shared/domain/assistant/limits';
import { Send } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect } from 'react';
import { cn } from '../../../lib/cn';

/** The counter appears this many characters before the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 100;
/** Auto-grow stops at four lines of text-sm (20 px each) plus the vertical padding (2 × 8 px). */
const MAX_HEIGHT_PX = 4 * 20 + 16;

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** A reply is pending (or the history is loading): the text stays but cannot change nor be sent. */
  locked: boolean;
  /** The field, for the block to focus it again. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The message field (1 to 4 lines, growing with the text) and the send button. Enter sends,
 * Shift+Enter starts a new line (spec §5); Enter that confirms an IME composition does neither.
 */
export function ChatComposer({ value, onChange, onSend, locked, inputRef }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const showCounter = value.length >= COUNTER_FROM;
  const canSend = !locked && value.trim() !== '';

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value, inputRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // keyCode 229: Safari ends a composition with an Enter whose isComposing is already false.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      className="flex flex-col gap-1 border-t border-slate-100 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {it.assistant.messageLabel}
        </label>
        <textarea
          id={`${id}-input`}
          ref={inputRef}
          data-chat-input=""
          rows={1}
          value={value}
          maxLength={CHAT_MESSAGE_MAX}
          readOnly={locked}
          aria-busy={locked || undefined}
          aria-describedby={showCounter ? `${hintId} ${counterId}` : hintId}
          placeholder={it.assistant.placeholder}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          className={cn(
            'min-h-10 min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-5 text-slate-900 placeholder:text-slate-500',
            'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            locked && 'bg-slate-50 text-slate-600',
          )}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={it.assistant.send}
          title={it.assistant.send}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p id={hintId} className="sr-only">
        {it.assistant.keyHint}
      </p>
      {showCounter ? (
        <p id={counterId} className={cn('text-right text-xs', value.length >= CHAT_MESSAGE_MAX ? 'font-medium text-amber-800' : 'text-slate-600')}>
          {it.assistant.counter(value.length, CHAT_MESSAGE_MAX)}
        </p>
      ) : null}
    </form>
  );
}
