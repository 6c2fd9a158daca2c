export { SetupChecklist } from '../components/setup-checklist';
