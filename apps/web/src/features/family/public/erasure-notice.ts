/** Settings › 'Elimina account': what happens to the family members (issue 30). */
export { familyConfirmRequired, FamilyErasureNotice } from '../components/erasure-notice';
