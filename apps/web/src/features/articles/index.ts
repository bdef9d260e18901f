/** The articles feature's public surface: other features, routes and the app import only this. */
export { useArticle } from './api/articles.ts';
export { ArticleBody } from './components/article-body.tsx';
export { useTagLabel } from './components/article-labels.ts';
export { ArticleView } from './components/article-view.tsx';
export { BlogPage } from './components/blog-page.tsx';
