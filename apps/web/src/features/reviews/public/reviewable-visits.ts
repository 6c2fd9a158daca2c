export { LazyReviewableVisits } from '../components/lazy-reviewable-visits';
