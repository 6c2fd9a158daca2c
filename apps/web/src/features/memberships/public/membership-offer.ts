export { MembershipOffer } from '../components/membership-offer';
