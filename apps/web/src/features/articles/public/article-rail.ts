export { ArticleGrid, ArticleRail } from '../components/article-rail';
