export { CustomFieldControl } from '../components/details-form';
