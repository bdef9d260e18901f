/** The account feature's public surface: other features, routes and the app import only this. */
export { CollectionNotFound } from './components/collection-not-found.tsx';
export { CollectionsEmpty } from './components/collections-empty.tsx';
export { ProfileView } from './components/profile-view.tsx';
