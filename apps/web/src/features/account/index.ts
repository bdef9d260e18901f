/** The account feature's public surface: other features, routes and the app import only this. */
export { ProfileView } from './components/profile-view.tsx';
