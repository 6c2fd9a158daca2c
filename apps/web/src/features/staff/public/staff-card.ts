/**
 * 'Collaboratori' for the doctor's settings (issue 30). Not split again, like 'Chiusure e festività'
 * (schedule/public/schedule-card.ts): the settings route is already its own chunk.
 */
export { default as StaffCard, STAFF_ANCHOR } from '../components/staff-card';
