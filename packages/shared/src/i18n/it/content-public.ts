/** Part of the catalogue `itPublic` (../it-public.ts), out of the first load of every page (issue 27). */
export const contentPublicMessages = {
  seo: {
    doctorDescription: (name: string, specialization: string) =>
      `${name}, ${specialization}: consulta il profilo, i servizi offerti e prenota una visita online su Sanity.`,
    notFoundTitle: 'Profilo non trovato | Sanity',
    siteName: 'Sanity',
  },
  articles: {
    notFound: 'Articolo non trovato',
    notFoundText: "L'articolo che stai cercando non esiste o è stato rimosso.",
    // Nostro (issue 15): the spec's fixed English '5 min read', in Italian and from the article's words.
    readingTime: (minutes: number) => `Lettura: ${minutes} min`,
    noAccess: 'Non hai accesso a questo articolo',
    noAccessText: "Questo contenuto è riservato alle persone indicate dall'autore.",
    missingId: 'ID articolo non fornito',
    loadError: "Errore nel caricamento dell'articolo",
    authError: 'Errore di autenticazione',
    favoriteAdd: 'Aggiungi ai preferiti',
    favoriteRemove: 'Rimuovi dai preferiti',
    publishedOn: 'Pubblicato il',
    categories: 'Categorie',
    tags: 'Tag',
    author: 'Autore',
  },
} as const;
