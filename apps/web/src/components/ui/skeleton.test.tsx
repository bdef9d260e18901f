// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardSkeleton, Skeleton } from './skeleton.tsx';

afterEach(cleanup);

const classes = (el: Element) => el.className.split(' ').sort();

describe('Skeleton', () => {
  it('pulses in the size, shape and element given, and passes other attributes on', () => {
    const { container } = render(
      <ul>
        <Skeleton as="li" aria-hidden="true" className="h-24 rounded-2xl bg-slate-100" />
      </ul>,
    );
    const item = container.querySelector('li')!;
    expect(classes(item)).toEqual(['animate-pulse', 'bg-slate-100', 'h-24', 'rounded-2xl']);
    expect(item.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws a card as a picture and its lines, the first set apart from the picture', () => {
    const { container } = render(
      <CardSkeleton image="aspect-[4/3]" lines={['h-4 w-2/3', 'h-3 w-1/2']} />,
    );
    const blocks = [...container.querySelectorAll('div')].map(classes);
    expect(blocks).toEqual([
      ['animate-pulse', 'aspect-[4/3]', 'bg-slate-100', 'rounded-2xl'],
      ['animate-pulse', 'bg-slate-100', 'h-4', 'mt-3', 'rounded', 'w-2/3'],
      ['animate-pulse', 'bg-slate-100', 'h-3', 'mt-2', 'rounded', 'w-1/2'],
    ]);
  });
});
