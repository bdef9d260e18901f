import { describe, expect, it } from 'vitest';
import { documentTitle, matchPageRoute } from './routes.ts';

describe('matchPageRoute', () => {
  it('matches static pages with and without a trailing slash', () => {
    expect(matchPageRoute('/about')?.pattern).toBe('/about');
    expect(matchPageRoute('/about/')?.pattern).toBe('/about');
    expect(matchPageRoute('/')?.pattern).toBe('/');
  });

  it('matches parameters and rest patterns', () => {
    expect(matchPageRoute('/collections/dream-trips')?.pattern).toBe('/collections/:slug');
    expect(matchPageRoute('/admin/users/4')?.pattern).toBe('/admin/*');
    expect(matchPageRoute('/admin')?.pattern).toBe('/admin');
  });

  it('returns undefined for paths outside the route table', () => {
    expect(matchPageRoute('/nope')).toBeUndefined();
    expect(matchPageRoute('/about/team')).toBeUndefined();
    expect(matchPageRoute('/collections/a/b')).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it('adds the product name', () => {
    expect(documentTitle('About DiveSpot')).toBe('About DiveSpot · DiveSpot');
    expect(documentTitle(undefined)).toBe('DiveSpot · Find where to dive next');
  });
});
