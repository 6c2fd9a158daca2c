export { VisitReview } from '../components/visit-review';
