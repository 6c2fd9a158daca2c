import { nounFor } from '../../domain/text/italian-agreement';

/** 'Il mio account', the profile's editing and a doctor's counts. The catalogue `itAccount` (../it-account.ts). */
export const accountMessages = {
  account: {
    title: 'Il mio account',
    subtitle: 'La tua dashboard professionale.',
    sectors: 'Settori',
    noSectors: 'Nessun settore selezionato',
    // The label under or after each count, agreeing with it ('1 Articolo', '3 Articoli').
    followers: (n: number) => nounFor(n, 'Follower', 'Follower'),
    articles: (n: number) => nounFor(n, 'Articolo', 'Articoli'),
    therapies: (n: number) => nounFor(n, 'Terapia', 'Terapie'),
    editProfile: 'Modifica profilo',
    viewPublic: 'Vedi profilo pubblico',
    editProfileTitle: 'Modifica profilo',
    editProfileHint: 'Aggiorna la biografia e la foto che i pazienti vedono sul tuo profilo.',
    biography: 'Biografia',
    bioCounter: (n: number, max: number) => `${n}/${max}`,
    avatar: 'Foto profilo',
    avatarHint: 'JPEG, PNG, GIF o WebP, al massimo 5MB.',
    profileUpdated: 'Profilo aggiornato',
    profileUpdateError: "Errore durante l'aggiornamento",
  },
} as const;
