export { LazyPlatformWebhooksSection } from '../components/lazy-sections';
