export { ServiceModeBadge } from '../components/service-mode-badge';
