import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itAttendance } from '@sanity/shared/i18n/it-attendance';
import { type CrmPatient } from '@sanity/shared/schemas/appointments';
import { ChevronRight, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { AvatarInitials } from '../../../components/ui/avatar-initials';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { shortDate } from '../../appointments/public/dates';
import { itFamilyWeb } from '@sanity/shared/i18n/it-family-web';
import { filterPatients, searchNeedsMore, sortByLatest } from '../crm-view';
import { LoadMoreButton, type MorePages } from './load-more-button';

const c = itBooking.crm;

/**
 * The doctor's patients, latest appointment first, each a link to its detail (?paziente=clientId);
 * 'Carica altri pazienti' under the loaded pages. A search looks through every patient: while text
 * is typed, the remaining pages are loaded one after the other (docs/ux-choices.md).
 */
export function CrmPatientList({ patients, more }: { patients: CrmPatient[]; more: MorePages }) {
  const [text, setText] = useState('');
  const searchId = useId();
  const shown = filterPatients(sortByLatest(patients), text);
  const loadForSearch = searchNeedsMore(text, more);
  useEffect(() => {
    if (loadForSearch) more.load();
  }, [loadForSearch, more]);
  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {c.searchLabel}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input id={searchId} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={c.searchLabel} className="pl-9" />
      </div>
      {text.trim() && more.hasMore && !more.failed ? (
        <p role="status" className="text-sm text-slate-600">
          {c.searchingAll}
        </p>
      ) : null}
      {shown.length === 0 ? (
        more.hasMore && text.trim() ? null : <p className="text-sm text-slate-600">{c.empty}</p>
      ) : (
        <ul aria-label={c.listLabel} className="flex flex-col gap-2">
          {shown.map((p) => {
            const name = p.name.trim() || c.unnamed;
            const last = shortDate(p.lastVisitAt);
            const next = shortDate(p.nextAppointmentAt);
            return (
              <li key={p.clientId}>
                <Link
                  to={`/crm?paziente=${encodeURIComponent(p.clientId)}`}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 sm:p-4"
                >
                  <span aria-hidden="true">
                    <AvatarInitials name={name} size="sm" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="truncate font-semibold text-slate-900">{name}</span>
                    {/* Issue 30: a family member is a patient of their own; the holder is their contact. Wraps: a phone must read it whole. */}
                    {p.kind === 'family_member' && p.contact ? (
                      <span className="text-sm break-words text-slate-700">{p.relationshipLabel ? itFamilyWeb.familyOf(p.contact.name, p.relationshipLabel) : itFamilyWeb.contactLine(p.contact.name)}</span>
                    ) : null}
                    <span className="truncate text-sm text-slate-600">{p.email || p.phone || c.notProvided}</span>
                    <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                      {last ? <span>{c.lastVisit(last)}</span> : null}
                      {next ? <span>{c.nextVisit(next)}</span> : null}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <Badge tone="brand">{c.appointmentsCount(p.appointmentCount)}</Badge>
                    {/* Issue 26: how many of their visits the doctor marked missed. */}
                    {p.noShowCount > 0 ? <Badge tone="danger">{itAttendance.noShowCount(p.noShowCount)}</Badge> : null}
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMoreButton more={more} label={c.loadMorePatients} />
    </div>
  );
}
