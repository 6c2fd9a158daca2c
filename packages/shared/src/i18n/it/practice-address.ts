/** The practice address (issue 15: where the visit takes place). Part of the catalogue `it` (../it.ts). */
export const practiceAddressMessages = {
  practiceAddress: {
    streetRequired: "Indica via e numero civico dello studio",
    streetTooLong: "L'indirizzo può contenere al massimo 120 caratteri",
    capInvalid: 'Il CAP deve essere di 5 cifre',
    cityRequired: 'Indica la città dello studio',
    cityTooLong: 'La città può contenere al massimo 80 caratteri',
    provinceInvalid: 'La provincia è la sigla di 2 lettere, es. MI',
  },
} as const;
