/** Practice-wide weekly hours with per-service override (issue 15). Part of the catalogue `itSettings` (../it-settings.ts). */
export const practiceHoursMessages = {
  practiceHours: {
    dialogHint: 'Imposta una volta gli orari dello studio; dai orari propri solo ai servizi che hanno orari diversi.',
    practiceTitle: 'Orari dello studio',
    practiceHint: 'Valgono per tutti i servizi che non hanno orari propri.',
    servicesTitle: 'Orari dei servizi',
    servicesHint: 'Scegli un servizio per vedere quali orari usa o per dargli orari propri.',
    usePracticeHours: 'Usa gli orari dello studio',
    usesPracticeHours: 'Questo servizio si prenota negli orari dello studio.',
    ownHours: 'Orari propri del servizio: valgono solo per questo servizio, al posto di quelli dello studio.',
    copyDay: 'Copia su altri giorni',
    copyTargets: (day: string) => `Copia gli orari di ${day.toLowerCase()} su:`,
    selectWeekdays: 'Seleziona tutti i giorni feriali',
    applyCopy: 'Applica',
    cancelCopy: 'Annulla',
  },
} as const;
