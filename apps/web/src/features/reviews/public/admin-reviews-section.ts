export { LazyAdminReviewsSection } from '../components/lazy-admin-reviews';
