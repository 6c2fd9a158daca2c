export { EditProfileDialog } from '../components/edit-profile-dialog';
