export { LinkPageFrame } from '../components/link-page-frame';
