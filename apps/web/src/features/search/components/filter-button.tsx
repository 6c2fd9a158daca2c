import { it } from '@sanity/shared/i18n/it';
import { ChevronDown, Filter } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

export type SectorFilterProps = {
  /** The unselected sector ids: empty = every sector selected (the default). */
  excluded: readonly string[];
  onChange: (excluded: string[]) => void;
};

/** The filter's button, the same before and after the menu has loaded. */
export function FilterButton({ label, ...props }: { label: string } & ComponentPropsWithRef<'button'>) {
  return (
    <button
      type="button"
      aria-label={`${it.search.sectorsLabel}: ${label}`}
      className="inline-flex h-12 shrink-0 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 text-sm font-medium text-slate-800 shadow-card hover:bg-slate-50 data-[state=open]:border-brand-400"
      {...props}
    >
      <Filter className="size-4 text-brand-700" aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
      <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
    </button>
  );
}
