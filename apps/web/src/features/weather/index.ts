/** The weather feature's public surface: other features, routes and the app import only this. */
export { SeaConditions } from './components/sea-conditions.tsx';
