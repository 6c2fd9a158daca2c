export { DocumentList } from '../components/document-list';
