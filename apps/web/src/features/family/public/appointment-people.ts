/** The person seen and the contact in the appointments and /crm views (issue 30). */
export { PersonSeenLine, PersonSeenRows } from '../components/appointment-people';
