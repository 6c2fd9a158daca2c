import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type Service } from '@sanity/shared/schemas/practice';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';

type ServicePickerProps = {
  services: readonly Service[];
  sectorName: (sectorId: string) => string;
  value: string;
  onChange: (serviceId: string) => void;
};

/** 'Servizio': which service the hours or the custom fields belong to, grouped by sector. Required. */
export function ServicePicker({ services, sectorName, value, onChange }: ServicePickerProps) {
  const m = itSettings.practice;
  const sectorIds = [...new Set(services.map((s) => s.sectorId))];
  const selected = services.some((s) => s.id === value);
  return (
    <Field label={m.service} required hint={selected ? undefined : m.selectServiceFirst}>
      {(control) => (
        <NativeSelect {...control} value={selected ? value : ''} onChange={(e) => onChange(e.target.value)}>
          <option value="" disabled>
            {m.servicePlaceholder}
          </option>
          {sectorIds.map((sectorId) => (
            <optgroup key={sectorId} label={sectorName(sectorId)}>
              {services
                .filter((s) => s.sectorId === sectorId)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.isActive ? s.name : `${s.name} (${m.inactive.toLowerCase()})`}
                  </option>
                ))}
            </optgroup>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
