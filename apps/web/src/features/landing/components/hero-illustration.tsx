import { itPublic } from '@sanity/shared/i18n/it-public';
import { BadgeCheck, CalendarCheck, Sparkles } from 'lucide-react';

/**
 * A drawn-in-CSS glimpse of the product (decorative): a verified doctor, a booked slot, Igea's reminder.
 * No star rating on the doctor: the product shows none until patients' reviews exist (docs/ux-choices.md).
 */
export function HeroIllustration() {
  const l = itPublic.landing;
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute inset-0 -z-10 translate-x-4 translate-y-6 rounded-[2rem] bg-gradient-to-br from-brand-200/70 via-cyan-100 to-white blur-2xl" />
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-raised sm:p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-base font-semibold text-white">
            LC
          </span>
          <div className="flex min-w-0 flex-col">
            <span className="font-semibold text-slate-900">{l.mockDoctorName}</span>
            <span className="flex items-center gap-1 text-sm text-slate-600">
              <BadgeCheck className="size-4 text-brand-700" />
              {l.mockDoctorRole}
            </span>
          </div>
        </div>
        <div className="mt-5 grid grid-cols-4 gap-2 text-center text-xs font-medium">
          {l.mockDays.map((d, i) => (
            <span key={d} className={i === 3 ? 'rounded-lg bg-brand-700 py-2 text-white' : 'rounded-lg bg-slate-100 py-2 text-slate-700'}>
              {d}
            </span>
          ))}
        </div>
        <div className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
          {l.mockTimes.map((t, i) => (
            <span
              key={t}
              className={
                i === 1
                  ? 'rounded-lg border border-brand-700 bg-brand-50 py-2 font-semibold text-brand-800'
                  : 'rounded-lg border border-slate-200 py-2 text-slate-700'
              }
            >
              {t}
            </span>
          ))}
        </div>
        <div className="mt-5 flex items-center gap-3 rounded-2xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <CalendarCheck className="size-5 shrink-0 text-emerald-700" />
          <div className="flex flex-col">
            <span className="font-semibold">
              {l.mockBook} · {l.mockSlot}
            </span>
            <span className="text-emerald-800">{l.mockCalendar}</span>
          </div>
        </div>
      </div>
      <div className="relative -mt-4 ml-auto w-[85%] rounded-2xl border border-slate-200 bg-white p-4 shadow-raised sm:-mr-6">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-cyan-700 text-white">
            <Sparkles className="size-4" />
          </span>
          <div className="flex flex-col gap-1">
            <span className="text-xs font-semibold text-brand-800">{l.mockIgeaLabel}</span>
            <p className="text-sm text-slate-700">{l.mockIgea}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
