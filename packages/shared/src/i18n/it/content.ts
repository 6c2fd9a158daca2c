import { countOf } from '../../domain/text/italian-agreement';

/** Articles and therapies: editor, dashboard, cards, search, materials, SEO. Part of the catalogue `it` (../it.ts). */
export const contentMessages = {
  dashboard: {
    greeting: (name: string) => `Ciao, ${name}`,
    subtitle: 'Scopri articoli e terapie pubblicati dai professionisti di Sanity.',
    searchLabel: 'Cerca articoli e terapie',
    searchPlaceholder: 'Cerca articoli e terapie...',
    categories: 'Categorie',
    allCategories: 'Tutte',
    categoriesEmpty: 'Nessuna categoria disponibile',
    categoriesError: 'Errore nel caricamento delle categorie',
    scrollLeft: 'Scorri a sinistra',
    scrollRight: 'Scorri a destra',
    articles: 'Articoli',
    therapies: 'Terapie',
    articlesEmpty: 'Nessun articolo disponibile per questa categoria.',
    therapiesEmpty: 'Nessuna terapia disponibile per questa categoria.',
  },
  cards: {
    therapy: 'Terapia',
    premium: 'Premium',
    private: 'Privato',
    imageUnavailable: 'Immagine non disponibile',
    by: (name: string) => `di ${name}`,
    price: 'Prezzo',
    salePrice: (sale: string, full: string) => `${sale} invece di ${full}`,
    openPdf: 'Scarica il PDF',
  },
  search: {
    resultsLabel: 'Risultati della ricerca',
    noResults: 'Nessun risultato trovato',
    searching: 'Ricerca in corso...',
    sectorsButton: 'Settori',
    sectorsLabel: 'Filtra la ricerca per settore',
    allSectors: 'Tutti i settori',
    someSectors: (n: number) => countOf(n, 'settore', 'settori'),
  },
} as const;
