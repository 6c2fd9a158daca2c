import { it } from '@sanity/shared/i18n/it';
import { localTimeOf } from '@sanity/shared/domain/dates/wall-clock';
import { type ChatMessage, type ChatSource } from '@sanity/shared/schemas/chat';
import { CalendarDays, FileText, Link2, Pill, Stethoscope, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { isAppPath } from '../conversation';

const SOURCE_ICON = { article: FileText, therapy: Pill, doctor: Stethoscope, appointment: CalendarDays, page: Link2 } as const satisfies Record<
  ChatSource['kind'],
  unknown
>;

/** Igea's avatar: the 'IG' initials, decorative (the sender is named for screen readers in the bubble). */
export function IgeaAvatar() {
  return (
    <span aria-hidden="true" className="mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-[10px] font-bold text-brand-800">
      IG
    </span>
  );
}

function timeOf(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : localTimeOf(date);
}

function Sources({ sources }: { sources: readonly ChatSource[] }) {
  const links = sources.filter((s) => isAppPath(s.url));
  if (links.length === 0) return null;
  return (
    <ul aria-label={it.assistant.sourcesLabel} className="mt-1.5 flex flex-col gap-1">
      {links.map((source) => {
        const Icon = SOURCE_ICON[source.kind];
        return (
          <li key={`${source.kind}:${source.url}`}>
            <Link
              to={source.url}
              className="inline-flex max-w-full items-center gap-1.5 rounded text-xs font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Icon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">{it.assistant.sourceKind[source.kind]}: </span>
              <span className="truncate">{source.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

type Props = {
  message: ChatMessage;
  emergency?: boolean;
  /** The newest emergency answer is announced at once (role alert); older ones are only highlighted. */
  alert?: boolean;
};

/**
 * One message: the user's on the right, Igea's on the left with her avatar, the time (HH:mm in
 * Rome time) and an answer's sources as links. Text is shown as plain text with its line breaks:
 * an answer is never read as HTML.
 */
export function ChatBubble({ message, emergency = false, alert = false }: Props) {
  const mine = message.role === 'user';
  const time = timeOf(message.timestamp);
  return (
    <li className={cn('flex items-start gap-2', mine && 'justify-end')}>
      {mine ? null : <IgeaAvatar />}
      <div className={cn('flex max-w-[85%] min-w-0 flex-col', mine && 'items-end')}>
        <div
          role={alert ? 'alert' : undefined}
          className={cn(
            'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-line',
            mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md',
            !mine && (emergency ? 'border-2 border-red-300 bg-red-50 text-red-950' : 'bg-slate-100 text-slate-800'),
          )}
        >
          <span className="sr-only">{mine ? it.assistant.you : it.assistant.title}: </span>
          {emergency ? (
            <span className="mb-1 flex items-center gap-1 text-xs font-semibold text-red-800">
              <TriangleAlert className="size-3.5" aria-hidden="true" />
              {it.assistant.emergencyLabel}
            </span>
          ) : null}
          <span>{message.content}</span>
          {mine ? null : <Sources sources={message.sources} />}
        </div>
        {time ? (
          <time dateTime={message.timestamp} className="mt-0.5 px-1 text-[11px] text-slate-600">
            {time}
          </time>
        ) : null}
      </div>
    </li>
  );
}

/** 'Igea sta scrivendo...' while a reply is pending (spec §2). */
export function TypingBubble() {
  return (
    <li className="flex items-start gap-2">
      <IgeaAvatar />
      <p className="inline-flex items-center gap-2 rounded-2xl rounded-bl-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
        <span aria-hidden="true" className="inline-flex gap-0.5">
          <span className="size-1.5 animate-pulse rounded-full bg-slate-500" />
          <span className="size-1.5 animate-pulse rounded-full bg-slate-500 [animation-delay:150ms]" />
          <span className="size-1.5 animate-pulse rounded-full bg-slate-500 [animation-delay:300ms]" />
        </span>
        {it.assistant.typing}
      </p>
    </li>
  );
}
