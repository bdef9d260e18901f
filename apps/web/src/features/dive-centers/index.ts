/** The dive-centers feature's public surface: other features, routes and the app import only this. */
export { useDiveCenter } from './api/get-dive-center.ts';
export { DiveCenterDetailSkeleton } from './components/center-detail-skeleton.tsx';
export { DiveCenterDetailView } from './components/center-detail.tsx';
