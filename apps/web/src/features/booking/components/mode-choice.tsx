import { formatPracticeAddress } from '@sanity/shared/domain/practice/address';
import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { type PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { type AppointmentMode } from '@sanity/shared/schemas/video';
import { Building2, Video } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

type Props = { selected: AppointmentMode | null; location: PracticeAddress | null; showMissing: boolean; onSelect: (mode: AppointmentMode) => void };

/** 'Come vuoi fare la visita?' (issue 29), for a service offered both ways: in the studio or online, one required. */
export function ModeChoice({ selected, location, showMissing, onSelect }: Props) {
  const s = itVideoScreens;
  const options: Array<{ mode: AppointmentMode; label: string; hint: string; Icon: typeof Video }> = [
    { mode: 'in_studio', label: itVideo.modeInStudio, hint: location ? s.modeInStudioAt(formatPracticeAddress(location)) : s.modeInStudioHint, Icon: Building2 },
    { mode: 'online', label: itVideo.modeOnline, hint: s.modeOnlineHint, Icon: Video },
  ];
  const missing = showMissing && selected === null;
  const legendId = useId();
  return (
    // A radio group (not a plain group) can say that an answer is required and missing.
    <fieldset role="radiogroup" aria-labelledby={legendId} aria-required="true" aria-invalid={missing || undefined}>
      <legend id={legendId} className="mb-3 text-sm font-medium text-slate-800">
        {itVideo.modeQuestion}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(({ mode, label, hint, Icon }) => {
          const checked = selected === mode;
          return (
            <label
              key={mode}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                checked ? 'border-brand-700 bg-brand-50' : missing ? 'border-red-300 bg-white' : 'border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <input type="radio" name="booking-mode" value={mode} checked={checked} onChange={() => onSelect(mode)} className="mt-1 size-4 accent-brand-700" />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  <Icon className="size-4 text-brand-700" aria-hidden="true" />
                  {label}
                </span>
                <span className="text-sm break-words text-slate-600">{hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
