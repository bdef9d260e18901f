/** The marine-life feature's public surface: other features, routes and the app import only this. */
export { useSpecies } from './api/get-species.ts';
export { SpeciesDetailSkeleton } from './components/species-detail-skeleton.tsx';
export { SpeciesDetailView } from './components/species-detail.tsx';
export { SpeciesGuide } from './components/species-guide.tsx';
