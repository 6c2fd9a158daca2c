import { it } from '@sanity/shared/i18n/it';
import { type ArticleCard } from '@sanity/shared/schemas/articles';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingText } from '../../../components/ui/spinner';
import { ArticleCardItem } from './article-card';

/** Content spec §9: the article and therapy lists scroll 400 px per step. */
export const RAIL_SCROLL_STEP_PX = 400;

type ArticleRailProps = {
  id: string;
  title: string;
  emptyText: string;
  emptyIcon: LucideIcon;
  cards: ArticleCard[];
  loading: boolean;
};

/** A titled horizontal list of cards with 400 px scroll buttons; the empty text also covers a failed load. */
export function ArticleRail({ id, title, emptyText, emptyIcon, cards, loading }: ArticleRailProps) {
  const scroller = useRef<HTMLUListElement>(null);
  const d = it.dashboard;
  // Smooth here, not `scroll-smooth` on the list: with snapping, that made the browser scroll the rail
  // as the page loaded, which ended the page's LCP before any was recorded (NO_LCP, issue 14).
  const scroll = (dir: 1 | -1) => scroller.current?.scrollBy({ left: dir * RAIL_SCROLL_STEP_PX, behavior: 'smooth' });
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {cards.length > 0 ? (
          <div className="flex gap-1">
            <button type="button" aria-label={`${d.scrollLeft}: ${title}`} onClick={() => scroll(-1)} className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-700 hover:bg-slate-50">
              <ChevronLeft className="size-4" aria-hidden="true" />
            </button>
            <button type="button" aria-label={`${d.scrollRight}: ${title}`} onClick={() => scroll(1)} className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-700 hover:bg-slate-50">
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
      {loading ? (
        <LoadingText>{it.common.loading}</LoadingText>
      ) : cards.length === 0 ? (
        <EmptyState icon={emptyIcon} title={emptyText} />
      ) : (
        <ul ref={scroller} className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-3 [scrollbar-width:thin]">
          {cards.map((a) => (
            <li key={a.id} className="w-[17rem] shrink-0 snap-start sm:w-72">
              <ArticleCardItem article={a} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A grid of cards: as many columns of at least 15rem as the area holds, one on phones. */
export function ArticleGrid({ cards }: { cards: ArticleCard[] }) {
  return (
    // As many columns as the area holds at 15rem or more (issue 24): beside the app's sidebars a
    // fixed three columns at 1280 px cut the titles and stacked the badges one per line.
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-4">
      {cards.map((a) => (
        <li key={a.id}>
          <ArticleCardItem article={a} />
        </li>
      ))}
    </ul>
  );
}
