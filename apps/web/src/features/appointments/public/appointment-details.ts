export { type AppointmentEntry, toEntries } from '../appointment-entry';
export { AppointmentDetailsHost, preloadAppointmentDetails } from '../components/appointment-details-host';
