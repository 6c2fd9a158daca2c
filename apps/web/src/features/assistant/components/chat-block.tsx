import { it } from '@sanity/shared/i18n/it';
import { type ChatMessage } from '@sanity/shared/schemas/chat';
import { ChevronDown, ChevronUp, Sparkles, Trash2, X } from 'lucide-react';
import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { LazyConfirmDialog } from '../../../components/ui/lazy-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useChatHistory } from '../api/chat-history';
import { useClearChatHistory } from '../api/clear-chat-history';
import { useSendChatMessage } from '../api/send-chat-message';
import { contextOf, type FailedExchange, fallbackReplyOf, itemsOf } from '../conversation';
import { ChatBubble, IgeaAvatar, TypingBubble } from './chat-bubble';
import type { ChatComposer as Composer } from './chat-composer';

let localIds = 0;
const localMessage = (role: ChatMessage['role'], content: string): ChatMessage => ({
  id: `local-${(localIds += 1)}`,
  role,
  content,
  timestamp: new Date().toISOString(),
  sources: [],
  emergency: false,
});

// The message field shows only once the block is expanded (or as Igea's own screen): its code loads
// then, or as soon as the pointer or focus reaches 'Espandi' (issue 27). Once loaded it renders at
// once, without a Suspense round: Igea's screen loads it with its dialog and focuses the field as it opens.
let LoadedComposer: typeof Composer | undefined;
export function preloadChatComposer(): Promise<typeof Composer> {
  return import('./chat-composer').then((m) => (LoadedComposer = m.ChatComposer));
}
const LazyComposer = lazy(() => preloadChatComposer().then((component) => ({ default: component })));

/** The field as loaded when it mounts: one component type for its whole life, so typing never remounts it. */
function Field(props: ComponentProps<typeof Composer>) {
  const [Component] = useState(() => LoadedComposer ?? LazyComposer);
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

type Slot = ComponentType<{ className?: string; children: ReactNode }>;

/** The parts of the dialog that holds the block as Igea's screen (Radix's Title, Description and Close). */
export type ChatScreenParts = { Title: Slot; Description: Slot; Close: ComponentType<{ className?: string; children: ReactNode; 'aria-label': string }> };

/**
 * Igea's chat block (spec §2, §4, §5, §8): 'Espandi/Comprimi', the log (10rem collapsed, 20rem
 * expanded, scrolled to the newest message), the input only when expanded, the greeting when the
 * history is empty or fails, the user's message at once and the input locked until the reply.
 * The history is fetched when this block mounts.
 *
 * `screen` (issue 24): the block is the whole content of its own dialog (Igea's screen on phones and
 * tablets): its heading and subtitle name the dialog, a close button replaces 'Espandi/Comprimi',
 * and the log fills the height between the header and the field. That dialog gives its own title,
 * description and close parts, so the sidebar's block does not load the dialog's code.
 */
export function ChatBlock({ screen }: { screen?: ChatScreenParts }) {
  const [expandedState, setExpanded] = useState(false);
  const expanded = screen !== undefined || expandedState;
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<ChatMessage | null>(null);
  const [failures, setFailures] = useState<FailedExchange[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const id = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const clearedRef = useRef(false);

  const history = useChatHistory();
  const send = useSendChatMessage();
  const clear = useClearChatHistory({
    onCleared: () => {
      clearedRef.current = true;
      setFailures([]);
      setConfirmOpen(false);
    },
  });

  const stored = history.data?.messages ?? [];
  const items = itemsOf(stored, failures, pending);
  const loading = history.isPending;
  const locked = pending !== null || loading;
  const newestEmergency = [...items].reverse().find((item) => item.message.emergency)?.message.id;

  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    // The newest message in view; one taller than the view shows from its start (an emergency
    // answer's first line is the number to call), not from its last line.
    const newest = log.querySelector<HTMLElement>(':scope > ol > li:last-child');
    const fromStart = newest && newest.offsetHeight > log.clientHeight ? newest.offsetTop - 12 : Infinity;
    log.scrollTop = Math.min(fromStart, log.scrollHeight);
  }, [items.length, pending, expanded, loading]);

  const settle = () => {
    setPending(null);
    // Focus stays on the field while it is read-only; bring it back if a click moved it.
    inputRef.current?.focus({ preventScroll: true });
  };

  const submit = () => {
    const message = draft.trim();
    if (!message || locked) return;
    const user = localMessage('user', message);
    const afterId = stored.at(-1)?.id ?? null;
    // Offline, the earlier turns failed too: the fallback reads the conversation as shown, failures included.
    const shownSoFar = contextOf(itemsOf(stored, failures, null).map((item) => item.message));
    setPending(user);
    setDraft('');
    send.mutate(
      { message, conversationHistory: contextOf(stored) },
      {
        onSuccess: settle,
        onError: (error) => {
          void fallbackReplyOf(message, error, shownSoFar).then(({ content, emergency }) => {
            setFailures((list) => [...list, { afterId, user, reply: { ...localMessage('assistant', content), emergency } }]);
            settle();
          });
        },
      },
    );
  };

  const canClear = stored.length > 0 || failures.length > 0;

  return (
    <section
      aria-labelledby={screen ? undefined : `${id}-title`}
      className={cn('flex flex-col overflow-hidden bg-white', screen ? 'min-h-0 flex-1' : 'rounded-2xl border border-slate-200')}
    >
      <div className="flex items-center gap-2 border-b border-slate-100 py-3 pr-2 pl-4">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-cyan-700 text-white">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          {screen ? (
            <>
              <screen.Title className="text-base">{it.assistant.title}</screen.Title>
              <screen.Description className="text-xs">{it.assistant.subtitle}</screen.Description>
            </>
          ) : (
            <>
              <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
                {it.assistant.title}
              </h2>
              <p className="text-xs text-slate-600">{it.assistant.subtitle}</p>
            </>
          )}
        </div>
        {expanded && canClear ? (
          <button
            type="button"
            aria-label={it.assistant.clear}
            title={it.assistant.clear}
            disabled={pending !== null}
            onClick={() => setConfirmOpen(true)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        ) : null}
        {screen ? (
          <screen.Close
            aria-label={it.common.close}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="size-5" aria-hidden="true" />
          </screen.Close>
        ) : (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-log`}
            onClick={() => setExpanded((v) => !v)}
            onPointerEnter={() => void preloadChatComposer()}
            onFocus={() => void preloadChatComposer()}
            className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg px-2 text-xs font-medium text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {expanded ? it.assistant.collapse : it.assistant.expand}
            {expanded ? <ChevronDown className="size-4" aria-hidden="true" /> : <ChevronUp className="size-4" aria-hidden="true" />}
          </button>
        )}
      </div>
      <div
        id={`${id}-log`}
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={it.assistant.log}
        aria-busy={loading || undefined}
        tabIndex={0}
        className={cn(
          'relative overflow-y-auto px-4 py-3 transition-[max-height] duration-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          screen ? 'min-h-0 flex-1' : expanded ? 'max-h-80' : 'max-h-40',
        )}
      >
        <ol className="flex flex-col gap-3">
          {loading ? (
            <li className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="size-4" />
              {it.assistant.historyLoading}
            </li>
          ) : items.length === 0 ? (
            <li className="flex items-start gap-2">
              <IgeaAvatar />
              <p className="rounded-2xl rounded-bl-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
                <span className="sr-only">{it.assistant.title}: </span>
                <span>{it.assistant.greeting}</span>
              </p>
            </li>
          ) : (
            items.map(({ message }) => (
              <ChatBubble key={message.id} message={message} emergency={message.emergency} alert={message.id === newestEmergency} />
            ))
          )}
          {pending ? <TypingBubble /> : null}
        </ol>
      </div>
      {expanded ? <Field value={draft} onChange={setDraft} onSend={submit} locked={locked} inputRef={inputRef} /> : null}

      <LazyConfirmDialog
        open={confirmOpen}
        title={it.assistant.clear}
        text={it.assistant.clearConfirm}
        keep={it.assistant.clearCancel}
        confirm={it.assistant.clearConfirmAction}
        pending={clear.isPending}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => clear.mutate()}
        onCloseAutoFocus={(event) => {
          // After clearing, the button that opened this is gone: the field takes the focus.
          if (!clearedRef.current) return;
          clearedRef.current = false;
          event.preventDefault();
          inputRef.current?.focus();
        }}
      />
    </section>
  );
}
