import { adminSpotWriteSchema } from '@divespot/shared/admin-content';
import { fromMetric, toMetric } from '@divespot/shared/units';
import { describe, expect, it } from 'vitest';
import { testSpot } from '../admin-content.fixture.ts';
import { spotBody, spotDraft } from './spot-draft.ts';

const units = (system: 'metric' | 'imperial') => ({
  fromMetric: (q: Parameters<typeof fromMetric>[0], v: number) => fromMetric(q, v, system),
  toMetric: (q: Parameters<typeof toMetric>[0], v: number) => toMetric(q, v, system),
});

describe('a spot’s draft', () => {
  it('gives back the record it was made from, in either unit system', () => {
    const spot = testSpot({ waterTempC: [22, 22, 23, 24, 26, 27, 28, 28, 28, 27, 25, 23] });
    for (const system of ['metric', 'imperial'] as const) {
      const body = spotBody(units(system), spot, spotDraft(units(system), spot));
      expect(adminSpotWriteSchema.parse(body)).toMatchObject({
        depthMin: 16,
        depthMax: 30,
        visibilityMin: 15,
        waterTempC: spot.waterTempC,
        tags: ['ww2'],
        translations: { fr: 'Un cargo britannique coulé en 1941.', es: null },
      });
    }
  });

  it('shows quantities in feet and sends what was typed in metres', () => {
    const imperial = units('imperial');
    const draft = spotDraft(imperial, testSpot());
    expect([draft.depthMin, draft.depthMax]).toEqual(['52.5', '98.4']);
    const body = spotBody(imperial, testSpot(), { ...draft, depthMax: '100' });
    expect(body.depthMax).toBe(30.48);
  });

  it('sends no temperatures for twelve empty months, and refuses some empty', () => {
    const metric = units('metric');
    const draft = spotDraft(metric, testSpot());
    expect(spotBody(metric, testSpot(), draft).waterTempC).toBeNull();
    const some = { ...draft, waterTempC: draft.waterTempC.map((t, i) => (i === 0 ? '24' : t)) };
    const result = adminSpotWriteSchema.safeParse(spotBody(metric, testSpot(), some));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['waterTempC', 1]);
  });

  it('makes a new spot’s choices none and its coordinates missing', () => {
    const metric = units('metric');
    const body = spotBody(metric, null, { ...spotDraft(metric, null), name: 'Reef' });
    expect(body).toMatchObject({ entry: null, level: null, depthMin: null, tags: [] });
    expect(Number.isNaN(body.latitude)).toBe(true);
  });
});
