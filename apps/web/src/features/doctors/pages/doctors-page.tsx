import { it } from '@sanity/shared/i18n/it';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { ChevronDown, Search, Stethoscope, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAllSectors } from '../../sectors/api/get-sectors';
import { SectorMultiSelect } from '../../sectors/public/sector-multi-select';
import { useDoctors } from '../api/get-doctors';
import { useDoctorCities } from '../api/get-doctor-cities';
import { DoctorCardItem } from '../components/doctor-card';
import { cityChoices, doctorSearchParams, isFiltering, parseDoctorSearch, SEARCH_DEBOUNCE_MS } from '../doctor-search';

/**
 * /dottori (content spec §2.6): search by text, sectors and city (issue 15), kept in the URL
 * (`?q=&settori=&citta=`), cards paged with a cursor.
 */
export function DoctorsPage() {
  const d = itPublic.doctors;
  usePageTitle(d.title);
  const [params, setParams] = useSearchParams();
  const search = parseDoctorSearch(params);
  // Names of the sectors already chosen, deactivated ones too.
  const sectors = useAllSectors();
  const doctors = useDoctors(search);
  const cities = useDoctorCities();
  const city = cityChoices(cities.data?.cities ?? [], search.city);

  // What is typed: it reaches the URL (and the server) 300 ms after the last keystroke.
  const [text, setText] = useState(search.q);
  const [shownQ, setShownQ] = useState(search.q);
  const [pushedQ, setPushedQ] = useState(search.q);
  if (search.q !== shownQ) {
    setShownQ(search.q);
    // Only a change that did not come from the box (back/forward, a link) replaces what is typed.
    if (search.q !== pushedQ) {
      setPushedQ(search.q);
      if (text.trim() !== search.q) setText(search.q);
    }
  }
  useEffect(() => {
    const current = parseDoctorSearch(params);
    const q = text.trim();
    if (q === current.q) return;
    const timer = setTimeout(() => {
      setPushedQ(q);
      setParams(doctorSearchParams({ ...current, q }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params, setParams]);

  const setSectors = (ids: string[]) => setParams(doctorSearchParams({ ...search, q: text.trim(), sectors: ids }), { replace: true });
  const setCity = (value: string) => setParams(doctorSearchParams({ ...search, q: text.trim(), city: value }), { replace: true });

  const list = doctors.data?.pages.flatMap((p) => p.doctors) ?? [];
  const sectorName = (id: string) => sectors.data?.find((s) => s.id === id)?.name;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={d.title} description={d.subtitle} />
      <div role="search" aria-label={d.title} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5 md:grid-cols-2">
        {/* The search on its own row, the two filters side by side under it: three in a row cut the sector placeholder. */}
        <Field label={d.searchLabel} className="md:col-span-2">
          {(control) => (
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <Input
                {...control}
                type="search"
                className="pl-9"
                placeholder={d.searchPlaceholder}
                maxLength={100}
                autoComplete="off"
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </div>
          )}
        </Field>
        <SectorMultiSelect label={d.filterLabel} value={search.sectors} onChange={setSectors} />
        <Field label={itSettings.practiceAddress.cityFilter}>
          {(control) => (
            <NativeSelect {...control} value={city.value} onChange={(e) => setCity(e.target.value)}>
              <option value="">{itSettings.practiceAddress.allCities}</option>
              {city.options.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>

      {doctors.isPending ? (
        <LoadingText className="justify-center py-10">{it.common.loading}</LoadingText>
      ) : doctors.isError && list.length === 0 ? (
        <EmptyState
          icon={TriangleAlert}
          tone="error"
          title={d.error}
          action={
            <Button variant="outline" size="sm" onClick={() => void doctors.refetch()}>
              {it.common.retry}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState icon={Stethoscope} title={isFiltering(search) ? d.emptySearch : d.empty} />
      ) : (
        <div className="flex flex-col gap-4">
          <ul aria-label={d.listLabel} aria-busy={doctors.isFetching} className="grid gap-4 sm:grid-cols-2">
            {list.map((doctor) => (
              <li key={doctor.id} className="flex">
                <DoctorCardItem doctor={doctor} sectorName={sectorName} />
              </li>
            ))}
          </ul>
          {doctors.hasNextPage ? (
            <Button variant="outline" className="self-center" onClick={() => void doctors.fetchNextPage()} disabled={doctors.isFetchingNextPage}>
              {doctors.isFetchingNextPage ? <Spinner className="size-4" /> : <ChevronDown aria-hidden="true" />}
              {doctors.isFetchingNextPage ? it.common.loadingShort : d.loadMore}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
