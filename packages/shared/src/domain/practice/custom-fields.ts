/** Spec §3/§9: the 8 types of an intake field a doctor adds to a service. */
export const CUSTOM_FIELD_TYPES = ['text', 'email', 'phone', 'textarea', 'select', 'checkbox', 'date', 'number'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** A select field starts with two placeholder options. */
export const DEFAULT_SELECT_OPTIONS: readonly string[] = ['Opzione 1', 'Opzione 2'];

export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Testo',
  email: 'Email',
  phone: 'Telefono',
  textarea: 'Testo lungo',
  select: 'Selezione',
  checkbox: 'Casella di spunta',
  date: 'Data',
  number: 'Numero',
};
