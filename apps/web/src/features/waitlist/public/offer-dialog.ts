export { OfferDialog } from '../components/offer-dialog';
