/** The explore feature's public surface: other features, routes and the app import only this. */
export { ExplorePage } from './components/explore-page.tsx';
export { ShareRedirect } from './components/share-redirect.tsx';
export { viewAround } from './lib/search-fit.ts';
