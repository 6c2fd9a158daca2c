/** 'Per Luca Rossi' under a family member's visit (issue 30), light enough for every page's first load (the sidebar). */
export { PersonSeenLine } from '../components/person-seen-line';
