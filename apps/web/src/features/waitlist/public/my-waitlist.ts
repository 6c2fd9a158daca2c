export { MyWaitlist } from '../components/my-waitlist';
