export { ALL_CATEGORIES, CategoryStrip } from '../components/category-strip';
