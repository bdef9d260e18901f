/** The home feature's public surface: other features, routes and the app import only this. */
export { HomePage } from './components/home-page.tsx';
