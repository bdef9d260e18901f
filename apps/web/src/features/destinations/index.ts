/** The destinations feature's public surface: other features, routes and the app import only this. */
export { FeaturedDestinations } from './components/featured-destinations.tsx';
