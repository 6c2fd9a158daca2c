import { it } from '@sanity/shared/i18n/it';
import { PenLine, Sparkles } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useOpenArticleEditor } from './use-open-article-editor';

/**
 * Bottom padding of the main content when these buttons show, so the end of a list can scroll above
 * them: their stack (two 56 px buttons and the 12 px gap) plus its offset and a 16 px margin —
 * above the bottom bar below md, 24 px from the edge up to lg; none from lg, where they hide.
 */
export const FAB_CLEARANCE = 'pb-[calc(14rem+env(safe-area-inset-bottom))] md:pb-44 lg:pb-10';

const fab =
  'inline-flex size-14 items-center justify-center rounded-full shadow-raised transition-transform hover:scale-105 [&_svg]:size-6';

/**
 * Doctors on small screens (below lg, where the right sidebar is hidden): two floating buttons,
 * Igea's own screen and 'Crea Contenuto' (content spec §2.1). Above the bottom bar below md.
 */
export function DoctorFabs({ onOpenChat }: { onOpenChat: () => void }) {
  const { pressed, open: create } = useOpenArticleEditor();

  return (
    <div data-floating-buttons className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex flex-col gap-3 md:bottom-6 lg:hidden">
      <button type="button" aria-label={it.assistant.open} title={it.assistant.open} onClick={onOpenChat} className={cn(fab, 'bg-white text-brand-800 ring-1 ring-slate-200')}>
        <Sparkles aria-hidden="true" />
      </button>
      <button type="button" aria-label={it.shell.createContent} title={it.shell.createContent} onClick={create} className={cn(fab, 'bg-brand-700 text-white', pressed && 'animate-press')}>
        <PenLine aria-hidden="true" />
      </button>
    </div>
  );
}
