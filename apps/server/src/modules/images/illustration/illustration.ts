import type { ImageOwnerKind } from '@divespot/shared/images';
import type { IllustrationSubject } from '../images.repository.ts';
import { speciesScene } from './species-scene.ts';
import { spotScene } from './spot-scene.ts';

/** Seeds apart per kind, so a center and a spot with the same id do not look alike. */
const SEED_OFFSET: Record<ImageOwnerKind, number> = {
  spot: 0,
  species: 0,
  center: 10_000_000,
  country: 20_000_000,
  region: 30_000_000,
};

/**
 * The SVG of a record's illustration: spots by their site type, species by their group; dive
 * centers, countries and regions get a reef scene of their own colours.
 */
export function illustrationSvg(
  kind: ImageOwnerKind,
  id: number,
  subject: IllustrationSubject,
  width: number,
  height: number,
): string {
  if (kind === 'species') return speciesScene(id, subject.variant, subject.detail, width, height);
  if (kind === 'spot') return spotScene(id, subject.variant, subject.detail, width, height);
  return spotScene(SEED_OFFSET[kind] + id, kind === 'center' ? 'reef' : null, null, width, height);
}
