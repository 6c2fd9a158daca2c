/**
 * The FHIR R4 API's Italian texts (issue 31): the `diagnostics` of its OperationOutcome errors and
 * the few display texts of its resources. Kept out of `it` like `itWaitlist`: only the server reads them.
 */
export const itFhir = {
  // Errors (OperationOutcome.issue.diagnostics).
  unknownType: (type: string) => `Il tipo di risorsa «${type}» non è supportato da questo server FHIR (vedi /fhir/R4/metadata).`,
  notFound: (type: string, id: string) => `Risorsa ${type}/${id} non trovata.`,
  unknownParam: (name: string, type: string) => `Il parametro di ricerca «${name}» non è supportato per ${type} (vedi /fhir/R4/metadata).`,
  invalidParam: (name: string) => `Il valore del parametro «${name}» non è valido.`,
  repeatedParam: (name: string) => `Il parametro «${name}» può comparire una sola volta.`,
  countInvalid: (max: number) => `_count deve essere un numero intero da 1 in su (al massimo ${max} risultati per pagina).`,
  pageInvalid: 'Il segno di pagina (_page) non è valido: riparti dal link della prima pagina.',
  scheduleRequired:
    'La ricerca di Slot richiede il parametro schedule (Schedule/<id>): gli orari liberi si cercano un calendario alla volta; GET Schedule elenca i calendari.',
  startInvalid: 'start accetta un istante ISO 8601 con i prefissi ge, gt, le o lt (per esempio start=ge2026-12-01T00:00:00Z).',
  ownDataOnly: 'Puoi cercare solo i tuoi appuntamenti, o l’agenda se sei un professionista.',
  writeNotSupported: 'Questo server FHIR è in sola lettura: creazioni, modifiche e cancellazioni non sono supportate (solo Appointment/$book).',
  formatNotSupported: 'Formato non supportato: questo server risponde solo in JSON (application/fhir+json o application/json).',
  bodyNotJson: 'Il corpo della richiesta non è un JSON valido.',
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
  // $book.
  bookBodyInvalid:
    'Il corpo di $book deve essere una risorsa Appointment con slot (Slot/<id>) o una risorsa Parameters con il parametro appointment.',
  bookPatientOnly: 'Con $book si prenota per sé: il partecipante Patient, se indicato, deve essere il tuo account.',
  slotNotFree: 'Lo slot indicato non è più libero o non esiste.',
  // Display texts of the resources.
  practiceName: (doctorName: string) => `Studio di ${doctorName}`,
  roleDoctor: 'Medico',
  roleProfessional: 'Professionista sanitario',
  alboQualification: 'Iscrizione all’Albo professionale',
  alboIssuer: (province: string | null) => (province ? `Ordine professionale della provincia di ${province}` : 'Ordine professionale'),
  modeInStudio: 'In studio',
  modeOnline: 'Televisita (online)',
  durationMinutes: (minutes: number) => `Durata ${minutes} minuti`,
  serverDescription: 'Sanity: API FHIR R4 in sola lettura per medici, servizi, orari liberi e appuntamenti.',
} as const;
