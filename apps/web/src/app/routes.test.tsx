import {} from '@divespot/shared/routes';
// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Outlet, StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IN_ENGLISH } from '../test/in-english.ts';
import { ProgressBar } from './layout/progress-bar.tsx';
import { pageAt, preloadPage } from './page-loads.ts';
import type { PageModule } from './pages.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

/** A module load the test settles when it likes. */
function deferred() {
  let resolve = (_: PageModule) => {};
  let reject = (_: unknown) => {};
  const promise = new Promise<PageModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const page = (text: string): PageModule => ({ Component: () => <h1>{text}</h1> });
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /b.js');

const loads = vi.hoisted(() => ({
  home: vi.fn<() => Promise<PageModule>>(),
  later: vi.fn<() => Promise<PageModule>>(),
  broken: vi.fn<() => Promise<PageModule>>(),
  throws: vi.fn<() => Promise<PageModule>>(),
}));

vi.mock('./pages.ts', () => ({
  APP_PAGES: [
    { pattern: '/', load: () => loads.home() },
    { pattern: '/later', load: () => loads.later() },
    { pattern: '/broken/:id', load: () => loads.broken() },
    { pattern: '/throws', load: () => loads.throws() },
  ],
}));

// The layout's place for the page and the progress bar, without the header's own data.
vi.mock('./layout/root-layout.tsx', () => ({
  RootLayout: () => (
    <>
      <ProgressBar />
      <nav>
        <Link to="/">Home</Link> <Link to="/later">Later</Link> <Link to="/broken/1">Broken</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  ),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The app at `entry`, as the browser starts it: once the page's module is in. */
async function renderApp(entry: string) {
  await preloadPage(entry);
  render(
    <Providers language={IN_ENGLISH}>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return userEvent.setup();
}

describe('AppRoutes', () => {
  it('finds the page of a path', () => {
    expect(pageAt('/later')?.pattern).toBe('/later');
    expect(pageAt('/broken/7')?.pattern).toBe('/broken/:id');
    expect(pageAt('/nowhere/at/all')).toBeUndefined();
  });

  it('renders a preloaded page at once, on the server too', async () => {
    loads.home.mockResolvedValue(page('Home page'));
    await preloadPage('/');
    const html = renderToString(
      <Providers language={IN_ENGLISH}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </Providers>,
    );
    expect(html).toContain('Home page');
    expect(html).not.toContain('progressbar');
  });

  it('keeps the page on show, with the progress bar, until the next page’s module is in', async () => {
    loads.home.mockResolvedValue(page('Home page'));
    const later = deferred();
    loads.later.mockReturnValue(later.promise);
    const user = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();

    // The click's render suspends on the module: awaited as React asks.
    await act(async () => {
      await user.click(screen.getByRole('link', { name: 'Later' }));
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();

    await act(async () => {
      later.resolve(page('Later page'));
      await later.promise;
    });
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(loads.later).toHaveBeenCalledTimes(1);
  });

  it('shows Loading Failed in the layout for a module that fails, and loads it again next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loads.home.mockResolvedValue(page('Home page'));
    loads.broken.mockRejectedValueOnce(chunkError()).mockResolvedValue(page('Mended page'));
    const user = await renderApp('/');
    await screen.findByRole('heading', { name: 'Home page' });

    await user.click(screen.getByRole('link', { name: 'Broken' }));
    expect(await screen.findByRole('heading', { name: 'Loading Failed' })).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(loads.broken).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'Home page' });
    await user.click(screen.getByRole('link', { name: 'Broken' }));
    expect(await screen.findByRole('heading', { name: 'Mended page' })).toBeTruthy();
    expect(loads.broken).toHaveBeenCalledTimes(2);
  });

  it('shows Something went wrong in the layout for a page that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loads.throws.mockResolvedValue({
      Component: () => {
        throw new Error('a bug');
      },
    });
    await renderApp('/throws');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(document.body.textContent).not.toContain('a bug');
  });

  it('shows Page Not Found for a path no page has', async () => {
    await renderApp('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
