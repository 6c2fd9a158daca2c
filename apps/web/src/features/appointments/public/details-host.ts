/**
 * The appointment's details dialog for another feature's screen (issue 25: 'Sposta' in the closure's
 * list opens it), without the state badge that appointment-details.ts also exports: a screen that
 * needs only the dialog then adds no shared chunk to the first load's preload map.
 */
export { type AppointmentEntry, toEntries } from '../appointment-entry';
export { AppointmentDetailsHost } from '../components/appointment-details-host';
