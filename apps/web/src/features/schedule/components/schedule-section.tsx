import { type ReactNode, useId } from 'react';

/** One part of the 'Chiusure e festività' card: a heading, what it does, its action, its content. */
export function ScheduleSection({ title, hint, action, children }: { title: string; hint?: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-0.5">
          <h3 id={id} className="text-base font-semibold text-slate-900">
            {title}
          </h3>
          {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
        </div>
        {action ? <div className="shrink-0 self-start">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}
