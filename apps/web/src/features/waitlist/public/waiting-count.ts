export { WaitingCount } from '../components/my-waitlist';
