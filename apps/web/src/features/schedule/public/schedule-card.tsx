/**
 * 'Chiusure e festività' for the settings page. Not split again: the settings route is already its
 * own chunk, and one more dynamic import would add its preload list to the entry chunk that the
 * dashboard's first load downloads (e2e/js-budget.spec.ts).
 */
export { default as ScheduleCard } from '../components/schedule-card';
