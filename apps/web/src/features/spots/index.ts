/** The spots feature's public surface: other features, routes and the app import only this. */
export { type SpotKey, useSpot } from './api/get-spot.ts';
export { RandomSpot } from './components/random-spot.tsx';
export { SpotDetailSkeleton } from './components/spot-detail-skeleton.tsx';
export { SpotDetailView } from './components/spot-detail.tsx';
