import { it } from '@sanity/shared/i18n/it';
import { ChevronDown, ChevronUp, Send, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * Igea's chat block (spec §2 Right sidebar). This issue shows the greeting only: when expanded,
 * the input and the send button are present but disabled, with a note that Igea arrives soon.
 */
export function ChatBlock() {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const bodyId = `${id}-body`;
  const inputId = `${id}-input`;
  const noteId = `${id}-note`;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-cyan-700 text-white">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
            {it.shell.chatTitle}
          </h2>
          <p className="text-xs text-slate-600">{it.shell.chatSubtitle}</p>
        </div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((v) => !v)}
          className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-xs font-medium text-brand-800 transition-colors hover:bg-brand-50"
        >
          {expanded ? it.shell.chatCollapse : it.shell.chatExpand}
          {expanded ? <ChevronDown className="size-4" aria-hidden="true" /> : <ChevronUp className="size-4" aria-hidden="true" />}
        </button>
      </div>
      <div
        id={bodyId}
        role="log"
        aria-label={it.shell.chatLog}
        className={cn('overflow-y-auto px-4 py-3 transition-[max-height] duration-200', expanded ? 'max-h-80' : 'max-h-40')}
      >
        <div className="flex items-end gap-2">
          <span aria-hidden="true" className="mb-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-[10px] font-bold text-brand-800">
            IG
          </span>
          <p className="rounded-2xl rounded-bl-md bg-slate-100 px-3 py-2 text-sm text-slate-800">{it.shell.chatGreeting}</p>
        </div>
      </div>
      {expanded ? (
        <form className="flex flex-col gap-2 border-t border-slate-100 p-3" onSubmit={(e) => e.preventDefault()}>
          <div className="flex items-center gap-2">
            <label htmlFor={inputId} className="sr-only">
              {it.shell.chatMessageLabel}
            </label>
            <input
              id={inputId}
              disabled
              aria-describedby={noteId}
              placeholder={it.shell.chatPlaceholder}
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-100 px-3 text-sm text-slate-600 placeholder:text-slate-500 disabled:cursor-not-allowed"
            />
            <button
              type="submit"
              disabled
              aria-label={it.shell.chatSend}
              aria-describedby={noteId}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Send className="size-4" aria-hidden="true" />
            </button>
          </div>
          <p id={noteId} className="text-xs text-slate-600">
            {it.shell.chatDisabled}
          </p>
        </form>
      ) : null}
    </section>
  );
}
