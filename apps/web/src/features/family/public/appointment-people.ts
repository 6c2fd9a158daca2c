/** The person seen and the contact in the appointments and /crm views (issue 30). */
export { PersonSeenRows } from '../components/appointment-people';
export { PersonSeenLine } from '../components/person-seen-line';
