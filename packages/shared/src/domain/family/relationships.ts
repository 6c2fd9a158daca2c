/**
 * The relationship of a family member to the account holder (issue 30), seen from the holder:
 * 'figlia' is the holder's daughter. The sex a relationship implies is checked against the
 * codice fiscale's day code; 'coniuge', 'nipote', 'assistito' and 'altro' imply none.
 */
export const RELATIONSHIPS = ['figlio', 'figlia', 'padre', 'madre', 'coniuge', 'fratello', 'sorella', 'nonno', 'nonna', 'nipote', 'assistito', 'altro'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

const SEX: Partial<Record<Relationship, 'M' | 'F'>> = {
  figlio: 'M',
  padre: 'M',
  fratello: 'M',
  nonno: 'M',
  figlia: 'F',
  madre: 'F',
  sorella: 'F',
  nonna: 'F',
};

/** The sex a relationship implies, or null ('coniuge', 'nipote', 'assistito', 'altro'). */
export function sexOfRelationship(relationship: Relationship): 'M' | 'F' | null {
  return SEX[relationship] ?? null;
}
