import { it } from '@sanity/shared/i18n/it';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef } from 'react';
import { LoadingText } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAllSectors } from '../api/get-sectors';

export const ALL_CATEGORIES = 'all';
const SCROLL_STEP_PX = 200;

type CategoryStripProps = {
  value: string;
  onChange: (id: string) => void;
  /** Only these sectors, in this order (a doctor's profile); every active sector when absent (dashboard). */
  sectorIds?: readonly string[];
};

/** 'Categorie': 'Tutte' first, then the sectors; horizontal, with 200 px scroll buttons; one selected. */
export function CategoryStrip({ value, onChange, sectorIds }: CategoryStripProps) {
  // Every sector: a doctor's profile shows the sectors they kept after one was deactivated too.
  const sectors = useAllSectors();
  const scroller = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const d = it.dashboard;
  const scroll = (dir: 1 | -1) => scroller.current?.scrollBy({ left: dir * SCROLL_STEP_PX, behavior: 'smooth' });
  const all = sectors.data ?? [];
  const shown = sectorIds ? sectorIds.map((id) => all.find((s) => s.id === id)).filter((s) => s !== undefined) : all.filter((s) => s.active);
  const items = [{ id: ALL_CATEGORIES, name: d.allCategories }, ...shown.map((s) => ({ id: s.id, name: s.name }))];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {d.categories}
        </h2>
        <div className="flex gap-1">
          <button type="button" aria-label={d.scrollLeft} onClick={() => scroll(-1)} className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-700 hover:bg-slate-50">
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <button type="button" aria-label={d.scrollRight} onClick={() => scroll(1)} className="inline-flex size-9 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-700 hover:bg-slate-50">
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {sectors.isPending ? <LoadingText>{it.common.loadingShort}</LoadingText> : null}
      {sectors.isError ? <p className="text-sm font-medium text-red-700">{d.categoriesError}</p> : null}
      {sectors.isSuccess && shown.length === 0 && !sectorIds ? <p className="text-sm text-slate-600">{d.categoriesEmpty}</p> : null}
      {sectors.isSuccess ? (
        <div ref={scroller} className="-mx-1 flex gap-2 overflow-x-auto scroll-smooth px-1 pb-1 [scrollbar-width:none]">
          {items.map((c) => {
            const selected = c.id === value;
            return (
              <button
                key={c.id}
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(c.id)}
                className={cn(
                  'h-9 shrink-0 rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors ring-inset',
                  selected ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {c.name}
              </button>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
