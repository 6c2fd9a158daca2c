export { NotBookableNotice } from '../components/not-bookable-notice';
