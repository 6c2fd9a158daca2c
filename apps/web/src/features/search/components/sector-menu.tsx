import { it } from '@sanity/shared/i18n/it';
import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSectors } from '../../sectors/api/get-sectors';
import { FilterButton, type SectorFilterProps } from './filter-button';

/**
 * The search's sector filter menu (content spec §5): checkable sectors, all checked by default.
 * Unchecking every sector means "all" again, as the spec's empty selection does. Loaded when the
 * filter is first opened (sector-filter.tsx), open from the start.
 */
export default function SectorMenu({ excluded, onChange, label }: SectorFilterProps & { label: string }) {
  const s = it.search;
  const sectors = useSectors();
  const all = sectors.data ?? [];
  const toggle = (id: string) => {
    const next = excluded.includes(id) ? excluded.filter((x) => x !== id) : [...excluded, id];
    // Nothing left checked: back to every sector.
    onChange(next.length >= all.length ? [] : next);
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <FilterButton label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 max-h-80 min-w-56 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">{s.sectorsButton}</DropdownMenu.Label>
          <SectorItem checked={excluded.length === 0} onSelect={() => onChange([])}>
            {s.allSectors}
          </SectorItem>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {all.map((sector) => (
            <SectorItem key={sector.id} checked={!excluded.includes(sector.id)} onSelect={() => toggle(sector.id)}>
              {sector.name}
            </SectorItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** One checkable row; choosing it keeps the menu open, so several sectors are set in one go. */
function SectorItem({ checked, onSelect, children }: { checked: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.CheckboxItem
      checked={checked}
      onSelect={(e) => {
        e.preventDefault();
        onSelect();
      }}
      className="flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
    >
      <span className="inline-flex size-4 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <Check className="size-4 text-brand-700" aria-hidden="true" />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}
