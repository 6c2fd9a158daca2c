import { itStaff } from '../it-staff';

/**
 * Issue 13: the audit log (the patient's access log and the admin's log) and data retention. Part
 * of `itAdmin` (../it-admin.ts), not of `it`. The spec has none of these texts: all are ours
 * (docs/ux-choices.md "Who accessed my data").
 */
export const auditMessages = {
  audit: {
    /**
     * One label per audit action (the server's `AuditAction` union: audit.service.ts checks at
     * compile time that every name has one). Written as a noun phrase, so that it reads the same
     * to the patient ('Dott. Marco Bianchi — Consultazione della scheda paziente') and to the admin.
     */
    actions: {
      'crm.patient.read': 'Consultazione della scheda paziente',
      'appointment.read': 'Consultazione di un appuntamento',
      'appointment.move': 'Spostamento di un appuntamento',
      'appointment.no-show': 'Segnalazione di mancata presentazione',
      'appointment.no-show.undo': 'Annullamento della segnalazione di mancata presentazione',
      'document.read': 'Consultazione di un documento della visita',
      'document.list.read': 'Consultazione dell’elenco dei documenti di una visita',
      'admin.user.read': 'Consultazione dell’account',
      'admin.doctor.approve': 'Approvazione del profilo medico',
      'admin.doctor.reject': 'Rifiuto del profilo medico',
      'admin.user.disable': 'Disabilitazione dell’account',
      'admin.user.enable': 'Riattivazione dell’account',
      'admin.sector.create': 'Creazione di un settore',
      'admin.sector.update': 'Modifica di un settore',
      'admin.sector.delete': 'Eliminazione di un settore',
      'admin.membership.create': 'Creazione di un piano di abbonamento',
      'admin.membership.update': 'Modifica di un piano di abbonamento',
      'admin.settings.notifications': 'Modifica delle impostazioni delle notifiche',
      'admin.job.retry': 'Nuovo tentativo di un’operazione non riuscita',
      'admin.user.grant-admin': 'Concessione del ruolo di amministratore',
      'admin.user.revoke-admin': 'Revoca del ruolo di amministratore',
      'account.erase': 'Eliminazione dell’account da parte del titolare',
      'account.name.change': 'Modifica del nome da parte del titolare',
      'account.name.request': 'Richiesta di modifica del nome',
      'admin.doctor.name.approve': 'Approvazione del nuovo nome del medico',
      'admin.doctor.name.reject': 'Rifiuto del nuovo nome del medico',
      'review.report': 'Segnalazione di una recensione',
      'review.reply': 'Risposta a una recensione',
      'admin.review.approve': 'Approvazione di una recensione',
      'admin.review.reject': 'Rifiuto di una recensione',
      'token.create': 'Creazione di un token di accesso',
      'token.revoke': 'Revoca di un token di accesso',
      'webhook.create': 'Aggiunta di un endpoint webhook',
      'webhook.update': 'Modifica di un endpoint webhook',
      'webhook.delete': 'Eliminazione di un endpoint webhook',
      'webhook.rotate': 'Rotazione del segreto di un webhook',
      'webhook.replay': 'Nuovo invio di una consegna webhook',
      'family.invite': 'Invito di un familiare ad avere un account suo',
      'family.handover': 'Passaggio dello storico di un familiare al suo account',
      'contact.claim': 'Visite registrate da uno studio collegate all’account',
      'contact.claim.decline': 'Visite registrate da uno studio rifiutate («Non sono io»)',
      ...itStaff.auditActions,
    },
    /** Who, when the patient must not learn which admin it was, or the account is gone. */
    adminActor: 'Amministratore',
    deletedActor: 'Account eliminato',
    systemActor: 'Sistema',
    unnamedActor: 'Utente senza nome',
    /** An unknown action name (an entry written by a newer version): shown rather than hidden. */
    unknownAction: 'Operazione sui dati',

    // ---- the patient's card (Impostazioni → Privacy e dati) ----
    accessLogTitle: 'Chi ha consultato i tuoi dati',
    accessLogIntro:
      'Ogni volta che un medico o l’amministrazione apre la tua scheda o un tuo appuntamento, lo registriamo qui. Le voci restano per 24 mesi.',
    accessLogEmpty: 'Nessun accesso registrato.',
    accessLogLoadError: 'Non è stato possibile caricare gli accessi ai tuoi dati. Riprova più tardi.',
    accessLogListLabel: 'Accessi ai tuoi dati, dal più recente',
    appointmentOf: (when: string) => `Appuntamento del ${when}`,
    loadMore: 'Carica altri',
    loadMoreError: 'Non è stato possibile caricare altre voci. Riprova.',

    // ---- the admin's log (/admin?sezione=registro) ----
    adminTitle: 'Registro delle attività',
    adminIntro:
      'Chi ha consultato i dati dei pazienti e ogni azione degli amministratori, dalla più recente. Le voci si conservano per 24 mesi.',
    filtersLabel: 'Filtri del registro',
    actionFilter: 'Operazione',
    allActions: 'Tutte le operazioni',
    actorFilter: 'ID di chi ha agito',
    subjectFilter: 'ID dell’interessato',
    idFilterHint: 'L’identificativo completo dell’account (lo trovi nella sezione Account).',
    applyFilters: 'Filtra',
    clearFilters: 'Azzera filtri',
    adminEmpty: 'Nessuna voce corrisponde ai filtri.',
    adminLoadError: 'Non è stato possibile caricare il registro. Riprova più tardi.',
    adminListLabel: 'Voci del registro, dalla più recente',
    whenColumn: 'Quando',
    actorColumn: 'Chi',
    actionColumn: 'Operazione',
    subjectColumn: 'Di chi',
    targetColumn: 'Oggetto',
    noSubject: 'Dati della piattaforma',
    roles: { doctor: 'Dottore', admin: 'Amministratore', patient: 'Paziente', system: 'Sistema', staff: itStaff.staffRole },
    filterByActor: (name: string) => `${name}: mostra solo le voci di chi ha agito`,
    filterBySubject: (name: string) => `${name}: mostra solo le voci sui suoi dati`,
    detailsLabel: 'Dettagli',
    /**
     * The entries' details in words (issue 24), rather than their stored keys ('doctor: true'). A
     * key written by a newer version and missing here is shown as stored.
     */
    detailKeys: {
      doctor: 'Account di un medico',
      active: 'Attivo',
      renamed: 'Nome modificato',
      described: 'Descrizione modificata',
      name: 'Nome modificato',
      price: 'Prezzo pieno modificato',
      discountedPrice: 'Prezzo scontato modificato',
      privileges: 'Vantaggi modificati',
      offerDays: 'Durata dell’offerta modificata',
      appointments: 'Appuntamenti mostrati',
      firstPage: 'Prima pagina dello storico',
      cancelledAppointments: 'Appuntamenti annullati',
      files: 'File eliminati',
      kind: 'Operazione',
      confirmation: 'E-mail di conferma',
      reminder: 'Promemoria',
      cancellation: 'E-mail di annullamento',
      reminderLeadHours: 'Ore di anticipo del promemoria',
      reminderLeadMinutes: 'Anticipi dei promemoria (minuti prima della visita)',
    } as Record<string, string>,
    detailYes: 'sì',
    detailNo: 'no',
  },
} as const;
