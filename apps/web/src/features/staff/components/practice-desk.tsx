import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import type { StaffPractice } from '@sanity/shared/schemas/staff';
import { CalendarDays, CalendarOff, type LucideIcon, ShieldCheck, ShieldOff, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';

const p = itStaffWeb.practice;

/**
 * The dashboard of a collaborator working in a practice (issue 30): whose practice, whether they
 * have 'accesso clinico', and the way to its agenda, its patients and its closures. Its own chunk:
 * only staff download it.
 */
export default function PracticeDesk({ practice }: { practice: StaffPractice }) {
  const actions: Array<{ to: string; icon: LucideIcon; label: string; text: string }> = [
    { to: '/appuntamenti', icon: CalendarDays, ...p.agenda },
    { to: '/crm', icon: Users, ...p.patients },
    { to: '/settings#chiusure', icon: CalendarOff, ...p.closures },
  ];
  const Grant = practice.clinical ? ShieldCheck : ShieldOff;
  return (
    <section aria-labelledby="practice-desk-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <h2 id="practice-desk-title" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
          {p.dashboardTitle(practice.doctorName)}
          <Badge tone="brand">{p.badge}</Badge>
        </h2>
        <p className="text-sm text-slate-600">{p.dashboardText}</p>
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Grant className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {practice.clinical ? p.clinicalOn : p.clinicalOff}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
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
