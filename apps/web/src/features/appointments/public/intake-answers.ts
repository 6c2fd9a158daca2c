export { IntakeAnswers } from '../components/intake-answers';
