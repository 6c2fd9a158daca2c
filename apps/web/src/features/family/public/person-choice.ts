/** The booking dialog's 'Per chi è la visita?' (issue 30); the dialog is a lazy chunk of its own. */
export { PersonChoice, type PersonChoiceProps } from '../components/person-choice';
