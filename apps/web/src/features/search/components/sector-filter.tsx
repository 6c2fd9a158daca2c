import { it } from '@sanity/shared/i18n/it';
import { lazy, Suspense, useState } from 'react';
import { useSectors } from '../../sectors/api/get-sectors';
import { FilterButton, type SectorFilterProps } from './filter-button';

const loadMenu = () => import('./sector-menu');
const SectorMenu = lazy(loadMenu);

/**
 * The search's sector filter (content spec §5). The menu (Radix's dropdown and its positioning,
 * ~12 KB) is loaded when the filter is first pointed at or opened, not with every dashboard: until
 * then the same button stands in for it, and pressing it opens the menu once loaded.
 */
export function SectorFilter(props: SectorFilterProps) {
  const s = it.search;
  const all = useSectors().data ?? [];
  const selectedCount = all.filter((x) => !props.excluded.includes(x.id)).length;
  const label = selectedCount === all.length || selectedCount === 0 ? s.allSectors : s.someSectors(selectedCount);
  const [wanted, setWanted] = useState(false);
  const placeholder = <FilterButton label={label} aria-haspopup="menu" aria-expanded={false} onPointerEnter={() => void loadMenu()} onFocus={() => void loadMenu()} onClick={() => setWanted(true)} />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SectorMenu {...props} label={label} />
    </Suspense>
  );
}
