/**
 * External calendars (issue 10): the texts the app writes into a doctor's calendar (pushed events,
 * the ICS subscription feed). Part of the catalogue `it` (../it.ts). The marker sentence and the
 * 'ID Paziente:' label are not here: they are a format read back from calendars
 * (domain/calendar/booking-description.ts) and must never change with a rewording.
 */
export const calendarMessages = {
  calendar: {
    /** Title of a pushed booking without details: nothing about the visit's reason (no health data). */
    eventTitle: 'Appuntamento',
    /** Title when the doctor opted into detailed titles: the service name, never intake answers. */
    eventTitleWithService: (service: string) => `Appuntamento: ${service}`,
    /** The description line with the service name (detailed titles only). */
    serviceLabel: 'Servizio:',
    /** The subscription feed's calendar name (X-WR-CALNAME), as calendar apps list it. */
    feedName: 'Sanity – Appuntamenti',
    /**
     * A feed event's title: the person visited, so the doctor recognises the booking in their own
     * calendar app; never the service (it can tell the reason of the visit).
     */
    feedEventTitle: (patient: string) => `Appuntamento – ${patient}`,
    /** A feed event whose person has no name on record. */
    feedEventTitleNoName: 'Appuntamento',
  },
} as const;
