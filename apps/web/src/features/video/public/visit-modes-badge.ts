export { VisitModesBadge } from '../components/visit-modes-badge';
