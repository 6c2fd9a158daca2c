export { DoctorReviewBanner } from '../components/doctor-review-banner';
