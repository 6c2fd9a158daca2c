export { type AppointmentEntry, stateOf, toEntries } from '../appointment-entry';
export { AppointmentStateBadge } from '../components/appointment-state-badge';
export { AttendanceConfirmedBadge } from '../components/attendance-confirmed-badge';
export { AppointmentDetailsHost, preloadAppointmentDetails } from '../components/appointment-details-host';
