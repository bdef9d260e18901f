// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nameList, StaticMapPicture } from './static-map-picture.tsx';

afterEach(cleanup);

describe('StaticMapPicture', () => {
  const props = {
    center: [27.81, 33.92] as [number, number],
    zoom: 9,
    width: 960,
    height: 540,
    markers: [[27.81, 33.92]] as [number, number][],
    alt: 'Map of the Red Sea with its dive spot marked: SS Thistlegorm.',
    failedText: 'The map could not be loaded.',
    className: 'aspect-[16/9]',
  };

  it('asks the server for the view and describes it', () => {
    render(<StaticMapPicture {...props} />);
    const img = screen.getByRole('img', { name: props.alt });
    const url = new URL(img.getAttribute('src')!, 'http://localhost');
    expect(url.pathname).toBe('/api/map/static');
    expect(url.searchParams.get('center')).toBe('27.81,33.92');
    expect(url.searchParams.get('zoom')).toBe('9');
    expect(img.getAttribute('width')).toBe('960');
  });

  it('says so in the same box when the picture cannot be loaded', () => {
    render(<StaticMapPicture {...props} />);
    fireEvent.error(screen.getByRole('img', { name: props.alt }));
    expect(screen.queryByRole('img', { name: props.alt })).toBeNull();
    expect(screen.getByText(props.failedText).parentElement!.className).toContain('aspect-[16/9]');
  });
});

describe('nameList', () => {
  it('joins names the way a sentence does', () => {
    expect(nameList([])).toBe('');
    expect(nameList(['A'])).toBe('A');
    expect(nameList(['A', 'B'])).toBe('A and B');
    expect(nameList(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('names five and counts the rest', () => {
    expect(nameList(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E and 2 more');
    expect(nameList(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C, D and E');
  });
});
