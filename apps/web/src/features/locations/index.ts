/** The locations feature's public surface: other features, routes and the app import only this. */
export { CountryPage } from './components/country-page.tsx';
export { DestinationsPage } from './components/destinations-page.tsx';
export { LocationRedirect } from './components/location-redirect.tsx';
export { RegionPage } from './components/region-page.tsx';
