// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appRouterAt } from '../test/app-router.tsx';
import { useLiveLocation, useSearchParamsNow } from './live-location.ts';

afterEach(cleanup);

/** `ui` in the app's router at `url`. */
function renderAt(url: string, ui: ReactNode) {
  const AppRouter = appRouterAt(url);
  render(<AppRouter>{ui}</AppRouter>);
}

/** Two changes in one go, as a tab switch and the next key can come before a render. */
function Directory() {
  const [params, setParams] = useSearchParamsNow();
  const set = (key: string, value: string) =>
    setParams(
      (now) => {
        now.set(key, value);
        return now;
      },
      { replace: true },
    );
  return (
    <>
      <button
        type="button"
        onClick={() => {
          set('tab', 'regions');
          set('q', 'egypt');
        }}
      >
        Regions, then type
      </button>
      <output>{params.toString()}</output>
    </>
  );
}

describe('useSearchParamsNow', () => {
  it('builds each change on the query as it is now, not as last rendered', async () => {
    renderAt('/destinations?tab=countries', <Directory />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(await screen.findByText('tab=regions&q=egypt')).toBeTruthy();
  });

  it('hands out the same reader from render to render, reading where the history is', async () => {
    const readers = new Set<() => { pathname: string; search: string }>();
    const atOnce: { pathname: string; search: string }[] = [];
    function Reader() {
      const where = useLiveLocation();
      const navigate = useNavigate();
      readers.add(where);
      return (
        <button
          type="button"
          onClick={() => {
            void navigate('/explore?zoom=5');
            // Before the navigation's render: React's location is still the previous one.
            atOnce.push(where());
          }}
        >
          Go
        </button>
      );
    }
    renderAt('/', <Reader />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(readers.size).toBe(1);
    const [read] = [...readers];
    expect(read?.()).toMatchObject({ pathname: '/explore', search: '?zoom=5' });
    expect(atOnce).toEqual([{ pathname: '/explore', search: '?zoom=5' }]);
  });
});
