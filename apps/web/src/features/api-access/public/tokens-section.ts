export { LazyTokensSection } from '../components/lazy-sections';
