export { PracticeAddressCard, PRACTICE_ADDRESS_ANCHOR } from '../components/practice-address-card';
