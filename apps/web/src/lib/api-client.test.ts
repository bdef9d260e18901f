import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, callApi } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

describe('apiUrl: an endpoint of the shared route table as a URL', () => {
  it('fills and encodes path parameters', () => {
    expect(apiUrl('spotBySlug', { params: { slug: 'blue hole/2' } })).toBe(
      '/api/spot/slug/blue%20hole%2F2',
    );
    expect(apiUrl('countryRegion', { params: { country: 'egypt', region: 'dahab' } })).toBe(
      '/api/countries/egypt/regions/dahab',
    );
  });

  it('writes query values, leaves out empty ones and keeps commas readable', () => {
    expect(
      apiUrl('spotsNearby', { query: { lat: 27.9, lng: 34.3, excludeId: undefined, limit: 6 } }),
    ).toBe('/api/spot/nearby?lat=27.9&lng=34.3&limit=6');
    expect(apiUrl('spotSearch', { query: new URLSearchParams({ ne: '28,35', sw: '27,34' }) })).toBe(
      '/api/spot?ne=28,35&sw=27,34',
    );
    expect(apiUrl('spotRandom')).toBe('/api/spot/random');
  });
});

describe('callApi', () => {
  it('sends the method and JSON body of the endpoint and returns the answer', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ id: 7, receivedAt: '2026-01-01T00:00:00Z' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const body = { name: 'Ana', email: 'ana@example.com', topic: 'general', message: 'Hello' };
    const answer = await callApi('contactCreate', { body: body as never });
    expect(answer).toEqual({ id: 7, receivedAt: '2026-01-01T00:00:00Z' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });
});
