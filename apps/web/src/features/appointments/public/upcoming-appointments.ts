export { UpcomingAppointments } from '../components/upcoming-appointments';
