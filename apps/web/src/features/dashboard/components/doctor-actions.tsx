import { it } from '@sanity/shared/i18n/it';
import { CalendarDays, type LucideIcon, Settings2, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The doctor's dashboard opens on the practice (issue 24): the agenda, the patients, the public profile,
 * services and hours. `staff` (issue 30): a collaborator's, under the doctor's name: the agenda and the patients.
 */
export function DoctorActions({ doctorId, title = it.doctorPath.actionsTitle, staff = false }: { doctorId: string; title?: string; staff?: boolean }) {
  const a = it.doctorPath.actions;
  const actions: Array<{ to: string; icon: LucideIcon; label: string; text: string }> = [
    { to: '/appuntamenti', icon: CalendarDays, ...a.appointments },
    { to: '/crm', icon: Users, ...a.patients },
    { to: `/doctor/${encodeURIComponent(doctorId)}`, icon: UserRound, ...a.profile },
    { to: '/settings', icon: Settings2, ...a.settings },
  ].slice(0, staff ? 2 : 4);
  return (
    <section aria-labelledby="doctor-actions-title" className="flex flex-col gap-3">
      <h2 id="doctor-actions-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {actions.map(({ to, icon: Icon, label, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold text-slate-900">{label}</span>
                <span className="text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
