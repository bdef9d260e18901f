// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { testSpot } from '../spots.fixture.ts';
import { PlanDive } from './plan-dive.tsx';

/** Sweepstakes, a schooner in Lake Huron (surface 176 m above sea level), 7 m down at most. */
const LAKE = testSpot({
  objectId: 9,
  slug: 'sweepstakes-wreck-tobermory',
  name: 'Sweepstakes',
  siteType: 'wreck',
  waterType: 'lake',
  depth: { minDepth: 1, maxDepth: 7 },
  altitude: 176,
});

const plan = (name = 'Plan this dive') => screen.getByRole('region', { name });
/** Spaces as the page's number formats write them (no-break in French), made plain. */
const text = (element: HTMLElement) => element.textContent.replace(/[\u00a0\u202f]/g, ' ');

/** Each calculator link of the block, by its accessible name: its href and description. */
function links(block: HTMLElement) {
  return within(block)
    .getAllByRole('link')
    .map((link) => {
      const described = document.getElementById(link.getAttribute('aria-describedby') ?? '');
      const name = document.getElementById(link.getAttribute('aria-labelledby') ?? '');
      return [name?.textContent, link.getAttribute('href'), described?.textContent];
    });
}

/** The three calculators' pages, each with the same query. */
const everyCalculator = (query: string) =>
  ['mod-calculator', 'ead-calculator', 'sac-calculator'].map((page) => `/tools/${page}?${query}`);
const hrefs = (block: HTMLElement) => links(block).map(([, href]) => href);
/** Each card's name and description, as assistive technology reads them. */
const cards = (block: HTMLElement) => links(block).map(([name, , described]) => [name, described]);

afterEach(() => {
  cleanup();
  useUnitsStore.setState({ system: 'metric' });
});

describe('Plan this dive', () => {
  it('opens the calculators for a reef in the sea: its maximum depth, salt water', () => {
    renderPage(<PlanDive spot={testSpot()} />);
    const block = plan();
    expect(text(block)).toContain(
      'The calculators open set for this spot: 24 m maximum depth in salt water.',
    );
    expect(cards(block)).toEqual([
      ['MOD calculator', 'Best nitrox and its maximum depth'],
      ['EAD calculator', 'Equivalent air depth on nitrox'],
      ['Gas planning', 'How much gas you need'],
    ]);
    expect(hrefs(block)).toEqual(everyCalculator('depth=24&water=salt'));
    expect(within(block).getByRole('link', { name: 'MOD calculator' })).toBeTruthy();
  });

  it('opens them for a lake in fresh water at its altitude, written in the diver’s units', () => {
    useUnitsStore.setState({ system: 'imperial' });
    renderPage(<PlanDive spot={LAKE} />);
    const block = plan();
    expect(text(block)).toContain(
      'The calculators open set for this spot: 23 ft maximum depth in fresh water, 577 ft above sea level.',
    );
    // Links carry metres whatever the diver reads.
    expect(hrefs(block)).toEqual(everyCalculator('depth=7&water=fresh&alt=176'));
  });

  it('still links without a maximum depth, and says it is unknown', () => {
    renderPage(<PlanDive spot={testSpot({ depth: { minDepth: null, maxDepth: null } })} />);
    const block = plan();
    expect(text(block)).toContain(
      'This spot’s maximum depth is unknown, so enter the depth you plan. The calculators open set for salt water.',
    );
    expect(hrefs(block)).toEqual(everyCalculator('water=salt'));
  });

  it('speaks French', () => {
    renderPage(<PlanDive spot={LAKE} />, { language: inLanguage('fr') });
    const block = plan('Planifier cette plongée');
    expect(text(block)).toContain(
      'Les calculateurs s’ouvrent avec les données de ce site : profondeur maximale de 7 m en eau douce, à 176 m d’altitude.',
    );
    expect(cards(block)).toEqual([
      ['Calculateur de MOD', 'Le meilleur nitrox et sa profondeur maximale d’utilisation'],
      ['Calculateur d’EAD', 'Profondeur équivalente air au nitrox'],
      ['Planification des gaz', 'La quantité de gaz qu’il vous faut'],
    ]);
    expect(hrefs(block)).toEqual(everyCalculator('depth=7&water=fresh&alt=176'));
  });

  it('speaks Japanese, with the maximum depth unknown', () => {
    renderPage(<PlanDive spot={{ ...LAKE, depth: { minDepth: null, maxDepth: null } }} />, {
      language: inLanguage('ja'),
    });
    const block = plan('このダイビングを計画する');
    expect(text(block)).toContain('計算ツールは淡水・標高176 mの条件で開きます。');
    expect(within(block).getByRole('link', { name: 'MOD計算' }).getAttribute('href')).toBe(
      '/tools/mod-calculator?water=fresh&alt=176',
    );
  });
});
