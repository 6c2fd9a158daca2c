export { useMembershipOfferFlag } from '../membership-offer-flag';
