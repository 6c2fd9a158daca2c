export { ArticleEditorHost, onArticleEditorOpen, openArticleEditor, preloadArticleEditor } from '../editor/editor-launcher';
