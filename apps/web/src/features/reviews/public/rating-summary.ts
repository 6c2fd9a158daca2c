export { RatingSummaryView } from '../components/rating-summary';
