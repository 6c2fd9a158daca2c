import { itBooking } from '@sanity/shared/i18n/it-booking';
import { type Service } from '@sanity/shared/schemas/practice';
import { Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatEuro } from '@sanity/shared/domain/money';
import { ServiceModeBadge } from '../../video/public/service-mode-badge';

type ServiceChoiceProps = { services: Service[]; selected: string | null; onSelect: (serviceId: string) => void };

/** The service step: one radio card per bookable service. */
export function ServiceChoice({ services, selected, onSelect }: ServiceChoiceProps) {
  const b = itBooking.booking;
  if (services.length === 0) return <p className="text-sm text-slate-600">{b.noServices}</p>;
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-slate-800">{b.chooseService}</legend>
      <div className="flex flex-col gap-2">
        {services.map((service) => {
          const checked = selected === service.id;
          return (
            <label
              key={service.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <input type="radio" name="booking-service" value={service.id} checked={checked} onChange={() => onSelect(service.id)} className="mt-1 size-4 accent-brand-700" />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words text-slate-900">{service.name}</span>
                  <ServiceModeBadge mode={service.mode} />
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                  <span className="font-semibold text-brand-800 tabular-nums">{formatEuro(service.price)}</span>
                  <span className="flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {b.duration(service.duration)}
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
