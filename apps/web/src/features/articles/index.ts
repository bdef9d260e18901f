/** The articles feature's public surface: other features, routes and the app import only this. */
export { useArticle } from './api/articles.ts';
export { ArticleView } from './components/article-view.tsx';
export { BlogPage } from './components/blog-page.tsx';
