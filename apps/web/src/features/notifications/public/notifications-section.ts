/**
 * 'Notifiche' for the patient's settings page (issue 26). Not split again: the settings route is
 * its own chunk already (the phone library and its metadata load with it, never on first load).
 */
export { NotificationsSection } from '../components/notifications-section';
