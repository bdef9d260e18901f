import { describe, expect, it } from 'vitest';
import { contentListPath, contentRouteOf, recordPath } from './content-routes.ts';
import { sectionOf } from './sections.ts';

describe('the content section’s addresses', () => {
  it('reads the list and each kind’s editors', () => {
    expect(contentRouteOf('')).toEqual({ view: 'list' });
    expect(contentRouteOf('spots/new')).toEqual({ view: 'editor', kind: 'spots', id: 'new' });
    expect(contentRouteOf('spots/12')).toEqual({ view: 'editor', kind: 'spots', id: 12 });
    expect(contentRouteOf('dive-centers/40/')).toEqual({
      view: 'editor',
      kind: 'dive-centers',
      id: 40,
    });
    expect(contentRouteOf('species/new')).toEqual({ view: 'editor', kind: 'species', id: 'new' });
    expect(contentRouteOf('regions/3')).toEqual({ view: 'editor', kind: 'regions', id: 3 });
    expect(contentRouteOf('articles/new')).toEqual({
      view: 'editor',
      kind: 'articles',
      slug: 'new',
    });
    expect(contentRouteOf('articles/reading-currents')).toEqual({
      view: 'editor',
      kind: 'articles',
      slug: 'reading-currents',
    });
  });

  it('names nothing for an unknown kind, a bad id or a new country', () => {
    for (const path of [
      'reefs/1',
      'spots',
      'spots/0',
      'spots/12a',
      'spots/-1',
      'spots/12/pictures',
      'countries/new',
      'regions/x',
      'articles/%E0%A4%A',
    ]) {
      expect(contentRouteOf(path), path).toBeNull();
    }
  });

  it('lets only the content section go deeper than one segment', () => {
    expect(sectionOf(undefined)?.section.id).toBe('dashboard');
    expect(sectionOf('users')).toMatchObject({ section: { id: 'users' }, rest: '' });
    expect(sectionOf('content/spots/12')).toMatchObject({
      section: { id: 'content' },
      rest: 'spots/12',
    });
    expect(sectionOf('content/spots/twelve')).toBeNull();
    expect(sectionOf('users/7')).toBeNull();
    expect(sectionOf('reports')).toBeNull();
  });

  it('builds the list’s and the editors’ paths', () => {
    expect(contentListPath('species')).toBe('/admin/content?kind=species');
    expect(contentListPath('spots', 'newest')).toBe('/admin/content?kind=spots&sort=newest');
    expect(recordPath('dive-centers', 40)).toBe('/admin/content/dive-centers/40');
    expect(recordPath('spots', 'new')).toBe('/admin/content/spots/new');
  });
});
