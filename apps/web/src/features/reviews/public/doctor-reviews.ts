export { LazyDoctorReviews } from '../components/lazy-doctor-reviews';
