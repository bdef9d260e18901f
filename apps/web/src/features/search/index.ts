/** The search feature's public surface: other features, routes and the app import only this. */
export { MobileSearch } from './components/mobile-search.tsx';
export { SearchBox } from './components/search-box.tsx';
