/** 'Promemoria ai pazienti' for the settings page (issue 26), in the settings route's own chunk as the schedule card. */
export { RemindersCard } from '../components/reminders-card';
