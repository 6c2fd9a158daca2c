import { it } from '@sanity/shared/i18n/it';
import { Search, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { SectorMultiSelect } from '../../sectors/components/sector-multi-select';

/** /dottori (content spec §2.6). The directory endpoint comes with its issue: for now the list is empty. */
export function DoctorsPage() {
  const d = it.doctors;
  usePageTitle(d.title);
  const [query, setQuery] = useState('');
  const [sectors, setSectors] = useState<string[]>([]);
  const filtering = query.trim().length > 0 || sectors.length > 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={d.title} description={d.subtitle} />
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5 md:grid-cols-2">
        <Field label={d.searchLabel}>
          {(control) => (
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <Input {...control} type="search" className="pl-9" placeholder={d.searchPlaceholder} value={query} onChange={(e) => setQuery(e.target.value)} />
            </div>
          )}
        </Field>
        <SectorMultiSelect label={d.filterLabel} value={sectors} onChange={setSectors} />
      </div>
      <EmptyState icon={Stethoscope} title={filtering ? d.emptySearch : d.empty} description={d.emptyHint} />
    </div>
  );
}
