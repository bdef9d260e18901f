// @vitest-environment happy-dom
import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import type { SpotSummary } from '@divespot/shared/spots';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnitSystem, useUnitsStore } from '../../../lib/units/units-store.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { DiveCenterDetailView } from './center-detail.tsx';

const CENTER: DiveCenterDetail = {
  objectId: 3,
  slug: 'camel-dive-club-sharm',
  name: 'Camel Dive Club',
  sample: false,
  address: 'Naama Bay, Sharm El Sheikh',
  latitude: 27.914,
  longitude: 34.329,
  country: { code: 'EG', name: 'Egypt', slug: 'egypt' },
  rating: 4.5,
  agencies: ['PADI'],
  services: ['courses', 'nitrox'],
  coverImageLink: '/api/image/illustration/center/3',
  description: 'A dive center in Naama Bay since 1986.',
  phone: '+20 69 360 0700',
  email: null,
  website: 'https://www.cameldive.com',
  languages: ['ar', 'de'],
  hours: {
    monday: { open: '08:00', close: '17:00' },
    tuesday: { open: '08:00', close: '17:00' },
    sunday: 'closed',
  },
  timeZone: 'Africa/Cairo',
  region: { slug: 'sharm-el-sheikh', name: 'Sharm El Sheikh' },
  source: { name: 'divespot', license: 'CC-BY-4.0' },
};

const TEMPLE: SpotSummary = {
  objectId: 9,
  urlFullSlug: 'egypt/sharm-el-sheikh/the-temple-sharm',
  name: 'The Temple',
  latitude: 27.91,
  longitude: 34.33,
  coverImageLink: '/api/image/illustration/spot/9',
  images: [],
  locationDescription: null,
  distance: 1.6,
  rating: null,
  reviewCount: 0,
  level: 'beginner',
  depth: { minDepth: 5, maxDepth: 30 },
  activityTypes: [],
  scientificName: null,
  size: null,
  address: null,
  synthetic: false,
};

beforeEach(() => {
  // Monday 1 January 2024, 12:00 UTC: 14:00 in Cairo, open until 17:00.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-01-01T12:00:00Z'));
  stubApi((url) =>
    url.pathname === '/api/spot/nearby' ? json(200, { content: [TEMPLE] }) : undefined,
  );
});

afterEach(() => {
  cleanup();
  useUnitsStore.setState({ system: 'metric' });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DiveCenterDetailView', () => {
  it('speaks Japanese: weekdays, hours, contact and nearby spots', async () => {
    renderPage(<DiveCenterDetailView center={CENTER} />, { language: inLanguage('ja') });

    expect(screen.getByRole('navigation', { name: 'パンくずリスト' }).textContent).toContain(
      'エジプト',
    );
    const hours = screen.getByRole('region', { name: '営業時間' });
    expect(within(hours).getAllByText('営業中').length).toBeGreaterThan(0);
    expect(within(hours).getByRole('rowheader', { name: /月曜日/ })).toBeTruthy();
    expect(within(hours).getByText('日曜日')).toBeTruthy();
    expect(within(hours).getByText('休業')).toBeTruthy();
    expect(hours.textContent).toContain('センターの現地時刻：');

    const contact = screen.getByRole('region', { name: '連絡先' });
    expect(within(contact).getByText('電話')).toBeTruthy();
    expect(within(contact).getByText('（新しいタブで開きます）')).toBeTruthy();

    expect(screen.getByRole('region', { name: '対応言語' }).textContent).toContain('アラビア語');
    expect(screen.getByText(CENTER.description ?? '').getAttribute('lang')).toBe('en');

    const nearby = screen.getByRole('region', { name: '近くのダイビングスポット' });
    const link = await within(nearby).findByRole('link', { name: /The Temple/ });
    expect(link.textContent).toContain('1.6 km先・最大水深30 m');
  });

  it('reads the nearby spots in miles and feet to a diver who chose imperial', async () => {
    setUnitSystem('imperial');
    renderPage(<DiveCenterDetailView center={CENTER} />);
    const link = await screen.findByRole('link', { name: /The Temple/ });
    expect(link.textContent).toContain('1 mi away · max 98 ft');
    expect(screen.getByRole('region', { name: 'Opening hours' }).textContent).toContain(
      'Closes 5:00 PM',
    );
    expect(screen.getByText(/Source: DiveSpot editorial team\./)).toBeTruthy();
  });
});
