export { JoinWaitlistButton } from '../components/join-waitlist-button';
