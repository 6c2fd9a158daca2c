import { it } from '@sanity/shared/i18n/it';
import { BookOpenText, Pill, Search } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Section } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/get-me';
import { ALL_CATEGORIES, CategoryStrip } from '../components/category-strip';

/** The signed-in home (content spec §2.1). Articles and therapies arrive with the content issue. */
export function DashboardPage() {
  const user = useCurrentUser();
  const d = it.dashboard;
  const [category, setCategory] = useState(ALL_CATEGORIES);
  usePageTitle(it.shell.dashboard);
  const firstName = user.nome || user.displayName.split(' ')[0] || user.name;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{d.greeting(firstName)}</h1>
          <p className="text-slate-600">{d.subtitle}</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="dashboard-search" className="sr-only">
            {d.searchLabel}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <input
              id="dashboard-search"
              type="search"
              disabled
              placeholder={d.searchPlaceholder}
              aria-describedby="dashboard-search-note"
              className="h-12 w-full rounded-xl border border-slate-200 bg-white pr-4 pl-11 text-base text-slate-900 shadow-card placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100"
            />
          </div>
          <p id="dashboard-search-note" className="text-xs text-slate-600">
            {d.searchSoon}
          </p>
        </div>
      </div>

      <CategoryStrip value={category} onChange={setCategory} />

      <Section title={d.articles} id="dashboard-articles">
        <EmptyState icon={BookOpenText} title={d.articlesEmpty} />
      </Section>
      <Section title={d.therapies} id="dashboard-therapies">
        <EmptyState icon={Pill} title={d.therapiesEmpty} />
      </Section>
    </div>
  );
}
