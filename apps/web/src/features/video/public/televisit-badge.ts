export { TelevisitBadge } from '../components/mode-badge';
