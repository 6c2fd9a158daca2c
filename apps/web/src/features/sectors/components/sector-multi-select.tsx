import { itAuth } from '@sanity/shared/i18n/it-auth';
import { Field } from '../../../components/ui/field';
import { MultiSelect } from '../../../components/ui/multi-select';
import { LoadingText } from '../../../components/ui/spinner';
import { useAllSectors, useSectors } from '../api/get-sectors';

type SectorMultiSelectProps = {
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  required?: boolean;
  label?: string;
};

/** Sectors of competence: pick from the active sectors, shown as removable chips (registration and settings). */
export function SectorMultiSelect({ value, onChange, error, required, label = itAuth.auth.sectors }: SectorMultiSelectProps) {
  const sectors = useSectors();
  // A deactivated sector the doctor kept is not offered, but its chip still shows its name.
  const all = useAllSectors();
  const options = (sectors.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  return (
    <Field label={label} error={error} required={required}>
      {(control) => (
        <div className="flex flex-col gap-2">
          {sectors.isPending ? <LoadingText>{itAuth.auth.sectorsLoading}</LoadingText> : null}
          {sectors.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {itAuth.auth.sectorsError}
            </p>
          ) : null}
          <MultiSelect
            control={control}
            options={options}
            value={value}
            onChange={onChange}
            placeholder={sectors.isSuccess && options.length === 0 ? itAuth.auth.sectorsEmpty : itAuth.auth.sectorsPlaceholder}
            selectedLabel={itAuth.auth.sectorsSelected}
            removeLabel={itAuth.auth.removeSector}
            disabled={!sectors.isSuccess || options.length === 0}
            labelOfMissing={(id) => all.data?.find((s) => s.id === id)?.name}
          />
        </div>
      )}
    </Field>
  );
}
