export { AppointmentDocuments } from '../components/appointment-documents';
