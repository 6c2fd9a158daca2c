/** The collaborator's dashboard block (issue 30), loaded by the dashboard only for staff in a practice. */
export { default } from '../components/practice-desk';
