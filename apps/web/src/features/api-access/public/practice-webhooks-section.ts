export { LazyPracticeWebhooksSection } from '../components/lazy-sections';
