export { DoctorContent } from '../components/doctor-content';
