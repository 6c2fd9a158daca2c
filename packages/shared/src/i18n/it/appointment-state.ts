/** What an appointment's state is called, in the sidebar as everywhere. Part of the catalogue `it` (../it.ts). */
export const appointmentStateMessages = {
  appointmentState: {
    /** Issue 24: the states of the shared rule (domain/appointments/status-label.ts); the spec's 'Attivo' is not used. */
    statusDone: 'Completato',
    statusConfirmed: 'Confermato',
    statusCancelled: 'Annullato',
    statusPending: 'In attesa',
    cancelledBy: (who: 'patient' | 'doctor') => (who === 'doctor' ? 'Annullato dal professionista' : 'Annullato dal paziente'),
  },
} as const;
