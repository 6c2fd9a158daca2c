/** Part of the catalogue `itPublic` (../it-public.ts), out of the first load of every page (issue 27). */
export const corePublicMessages = {
  notFound: {
    // Nostro (issue 15): the spec's English '404 Page Not Found' and its developer hint, in Italian for users.
    title: 'Pagina non trovata',
    hint: 'La pagina che cerchi non esiste o è stata spostata.',
    back: 'Torna alla dashboard',
  },
} as const;
