// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnitsStore } from '../../lib/units/units-store.ts';
import { inLanguage } from '../../test/in-language.ts';
import { renderPage } from '../../test/render.tsx';
import type { AnyFeature } from './map-lib.ts';
import { MapSpotList } from './map-spot-list.tsx';
import type { MapSpot } from './map-types.ts';

afterEach(() => {
  cleanup();
  useUnitsStore.setState({ system: 'metric' });
});

const point = (lng: number, lat: number) => ({ type: 'Point' as const, coordinates: [lng, lat] });
const spot = (properties: Partial<MapSpot>): AnyFeature => ({
  type: 'Feature',
  geometry: point(33.9, 27.8),
  properties: {
    kind: 'spot',
    objectId: 1,
    name: 'Blue Hole',
    level: null,
    rating: null,
    reviewCount: 0,
    depthMin: null,
    depthMax: null,
    activityTypes: [],
    coverImageLink: '/api/image/illustration/spot/1',
    ...properties,
  },
});
const FEATURES: AnyFeature[] = [
  spot({ level: 'expert', rating: 4.75, depthMin: 18, depthMax: 40 }),
  spot({ objectId: 2, name: 'Lagoon', depthMax: 12 }),
  {
    type: 'Feature',
    geometry: point(34, 28),
    properties: { kind: 'cluster', count: 1234, expansionZoom: 9 },
  },
];

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('MapSpotList', () => {
  it('names each marker in view with its facts, and the clusters', () => {
    renderPage(<MapSpotList features={FEATURES} onOpen={vi.fn()} />);
    expect(screen.getByText('Dive spots in view: 1,236, some of them in 1 group')).toBeTruthy();
    expect(buttons()).toEqual([
      'Blue Hole, Expert, rated 4.8, 18–40 m',
      'Lagoon, to 12 m',
      '1,234 spots close together: show them',
    ]);
  });

  it("reads depths in the diver's unit and the page's language", () => {
    useUnitsStore.setState({ system: 'imperial' });
    // No level here: its German name comes with the vocabulary's messages.
    const features = FEATURES.map((f) =>
      f.properties.kind === 'spot' ? { ...f, properties: { ...f.properties, level: null } } : f,
    );
    renderPage(<MapSpotList features={features} onOpen={vi.fn()} />, {
      language: inLanguage('de'),
    });
    expect(screen.getByRole('group', { name: 'Tauchplätze im Kartenausschnitt' })).toBeTruthy();
    expect(buttons()).toEqual([
      'Blue Hole, bewertet mit 4,8, 59–131 ft',
      'Lagoon, bis 39 ft',
      '1.234 Tauchplätze dicht beieinander: anzeigen',
    ]);
  });

  it('says when no marker is in view', () => {
    renderPage(<MapSpotList features={[]} onOpen={vi.fn()} />);
    expect(screen.getByText('No dive spots in this part of the map')).toBeTruthy();
  });
});
