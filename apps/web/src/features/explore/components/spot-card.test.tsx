// @vitest-environment happy-dom
import type { SpotSummary } from '@divespot/shared/spots';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  { from = 'centre' }: { from?: DistanceOrigin } = {},
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
});
