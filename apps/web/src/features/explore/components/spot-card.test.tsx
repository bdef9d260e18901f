// @vitest-environment happy-dom
import type { SpotSummary } from '@divespot/shared/spots';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '../../../lib/i18n/catalogs/de.json';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { SpotCard, type DistanceOrigin } from './spot-card.tsx';

afterEach(cleanup);

// Codes and names as the API sends them; the card labels codes in the page's language.
const activity = (displayName: string) => ({
  name: displayName.split(' ')[0]!.toLowerCase(),
  displayName,
});
const THISTLEGORM: SpotSummary = {
  objectId: 4711,
  urlFullSlug: '/spots/ss-thistlegorm',
  name: 'SS Thistlegorm',
  latitude: 27.81,
  longitude: 33.92,
  coverImageLink: null,
  images: [],
  locationDescription: 'Red Sea, Egypt',
  distance: 3.456,
  rating: 4.56,
  reviewCount: 12,
  level: 'advanced',
  depth: { minDepth: 16, maxDepth: 32 },
  activityTypes: ['Wreck diving', 'Scuba diving', 'Night diving', 'Nitrox', 'Photography'].map(
    activity,
  ),
  scientificName: null,
  size: null,
  address: null,
  synthetic: false,
};

function renderCard(
  spot: Partial<SpotSummary> = {},
  { from = 'centre', month }: { from?: DistanceOrigin; month?: number } = {},
) {
  const onHighlight = vi.fn();
  renderPage(
    <>
      <button type="button">Before</button>
      <SpotCard
        spot={{ ...THISTLEGORM, ...spot }}
        onHighlight={onHighlight}
        highlighted={false}
        distanceFrom={from}
        month={month}
      />
    </>,
  );
  return { onHighlight, user: userEvent.setup(), card: screen.getByRole('article') };
}

describe('SpotCard', () => {
  it('opens the spot by its id, named by the spot', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'SS Thistlegorm' });
    expect(link.getAttribute('href')).toBe('/spots/4711');
    expect(screen.getByRole('heading', { name: 'SS Thistlegorm' })).toBeTruthy();
  });

  it('shows rating to 1 decimal, level, place, depth and distance to 1 decimal', () => {
    const { card } = renderCard();
    expect(card.textContent).toContain('Rated4.6(12 reviews)');
    expect(within(card).getByText('Advanced')).toBeTruthy();
    expect(within(card).getByText('Red Sea, Egypt')).toBeTruthy();
    expect(within(card).getByText('16–32 m deep')).toBeTruthy();
    expect(within(card).getByText('3.5 km from map centre')).toBeTruthy();
  });

  it("says the distance is the diver's once located", () => {
    renderCard({ distance: 12 }, { from: 'diver' });
    expect(screen.getByText('12.0 km away')).toBeTruthy();
  });

  it("lists up to 3 activities, then '+N more'", () => {
    renderCard();
    const list = screen.getByRole('list', { name: 'Activities' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wreck diving', 'Scuba diving', 'Night diving', '+2 more']);
    cleanup();
    renderCard({ activityTypes: ['Wreck diving', 'Scuba diving', 'Night diving'].map(activity) });
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('leaves out what the spot does not have', () => {
    const { card } = renderCard({
      rating: null,
      reviewCount: 0,
      level: null,
      distance: undefined,
      locationDescription: null,
      depth: { minDepth: null, maxDepth: null },
      activityTypes: [],
    });
    expect(card.textContent).toBe('SS Thistlegorm');
  });

  it('shows a rating without reviews, and a single depth', () => {
    const { card } = renderCard({
      rating: 4,
      reviewCount: 0,
      depth: { minDepth: null, maxDepth: 30 },
    });
    expect(card.textContent).toContain('Rated4.0');
    expect(card.textContent).not.toContain('reviews');
    expect(within(card).getByText('30 m deep')).toBeTruthy();
  });

  it("highlights the spot's marker while pointed at or focused", async () => {
    const { user, onHighlight, card } = renderCard();
    await user.hover(card);
    expect(onHighlight).toHaveBeenLastCalledWith(4711);
    await user.unhover(card);
    expect(onHighlight).toHaveBeenLastCalledWith(null);

    onHighlight.mockClear();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'SS Thistlegorm' }));
    expect(onHighlight).toHaveBeenLastCalledWith(4711);
    // The card's Save button, after its name, keeps the marker highlighted.
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Save SS Thistlegorm' }),
    );
    expect(onHighlight).toHaveBeenLastCalledWith(4711);
    await user.tab();
    expect(onHighlight).toHaveBeenLastCalledWith(null);
  });

  describe('sightings of the marine-life filter', () => {
    const sighting = (commonName: string, months: number[]) => ({
      slug: commonName.toLowerCase().replace(/ /g, '-'),
      commonName,
      scientificName: `Testus ${commonName.toLowerCase().replace(/ /g, '')}`,
      commonNameLang: 'en' as const,
      months,
    });
    const badges = () =>
      within(screen.getByRole('list', { name: 'Marine life seen here' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    it('has none without the filter', () => {
      renderCard();
      expect(screen.queryByRole('list', { name: 'Marine life seen here' })).toBeNull();
    });

    it('names each species with the months it is seen', () => {
      renderCard({
        sightings: [sighting('Whale shark', [3, 4, 5]), sighting('Reef manta ray', [11, 12, 1])],
      });
      expect(badges()).toEqual(['Whale shark · Mar–May', 'Reef manta ray · Nov–Jan']);
    });

    it('says "seen in" the month the month filter asks for', () => {
      renderCard(
        { sightings: [sighting('Whale shark', [3, 4, 5]), sighting('Reef manta ray', [6])] },
        { month: 3 },
      );
      expect(badges()).toEqual(['Whale shark · seen in March', 'Reef manta ray · Jun']);
    });

    it("shows two species, then '+n' that reads in full", () => {
      renderCard({
        sightings: [
          sighting('Whale shark', [3]),
          sighting('Reef manta ray', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
          sighting('Green turtle', [3]),
          sighting('Hawksbill turtle', [4]),
        ],
      });
      expect(badges()).toEqual([
        'Whale shark · Mar',
        'Reef manta ray · All year',
        '+2 more species',
      ]);
      expect(screen.getByText('more species').className).toContain('sr-only');
    });

    it('names a species in the page’s language, else by its scientific name', () => {
      renderPage(
        <SpotCard
          spot={{
            ...THISTLEGORM,
            sightings: [
              { ...sighting('Whale shark', [3]), commonName: 'Walhai', commonNameLang: 'de' },
              sighting('Masked butterflyfish', [3]),
            ],
          }}
          onHighlight={vi.fn()}
          highlighted={false}
          distanceFrom="centre"
        />,
        { language: inLanguage('de') },
      );
      const list = screen.getByRole('list', { name: de['explore.card.sightings'] });
      const [walhai, butterfly] = within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(walhai).toMatch(/^Walhai · /);
      expect(butterfly).toMatch(/^Testus maskedbutterflyfish · /);
      expect(screen.getByText('Testus maskedbutterflyfish').tagName).toBe('I');
      expect(screen.queryByText(/Masked butterflyfish|Whale shark/)).toBeNull();
    });
  });
});
