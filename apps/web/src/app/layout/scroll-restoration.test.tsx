// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  MemoryRouter,
  useNavigate,
  type NavigateFunction,
  type NavigateOptions,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { KEEP_SCROLL } from '../../lib/keep-scroll.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';

let navigate: NavigateFunction;
const keepNavigate = (n: NavigateFunction) => (navigate = n);

/** Hands the test the router's navigate. */
function Navigator({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  const go = useNavigate();
  useEffect(() => {
    onReady(go);
  }, [go, onReady]);
  return null;
}

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Navigator onReady={keepNavigate} />
      <ScrollRestoration />
      <section id="reefs">Reefs</section>
    </MemoryRouter>,
  );
}

/** The diver scrolls to `y` (the browser fires a scroll event). */
function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

const go = (to: string, options?: NavigateOptions) =>
  act(async () => {
    await navigate(to, options);
  });
/** Back (-1) or Forward (1). */
const step = (delta: number) =>
  act(async () => {
    await navigate(delta);
  });

let scrolls: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo(0, 0);
  scrolls = vi.spyOn(window, 'scrollTo');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ScrollRestoration', () => {
  it('leaves the first page where the browser put it, and takes over from the browser', () => {
    window.scrollTo(0, 240);
    scrolls.mockClear();
    renderAt('/blog');
    expect(scrolls).not.toHaveBeenCalled();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('opens a new page at its top, and Back returns to where the diver was', async () => {
    renderAt('/blog');
    scrollTo(900);
    await go('/blog/choosing-nitrox');
    expect(window.scrollY).toBe(0);
    scrollTo(300);
    await step(-1);
    expect(window.scrollY).toBe(900);
    await step(1);
    expect(window.scrollY).toBe(300);
  });

  it('keeps the scroll for a navigation made with KEEP_SCROLL', async () => {
    renderAt('/marine-life');
    scrollTo(700);
    await go('/marine-life?page=2', { state: KEEP_SCROLL });
    expect(window.scrollY).toBe(700);
    await go('/marine-life?page=3');
    expect(window.scrollY).toBe(0);
  });

  it('opens a page with a #hash at that element', async () => {
    renderAt('/blog');
    const target = document.getElementById('reefs')!;
    const into = vi.spyOn(target, 'scrollIntoView');
    await go('/about#reefs');
    expect(into).toHaveBeenCalled();
  });

  it('Back from a #hash the browser followed returns to where the link was clicked', async () => {
    renderAt('/blog/choosing-nitrox');
    const link = document.createElement('a');
    link.href = '#reefs';
    document.body.append(link);
    scrollTo(400);
    // The click, then the browser's smooth scroll towards #reefs, before the router hears of it.
    link.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    scrollTo(900);
    scrollTo(1500);
    await go('/blog/choosing-nitrox#reefs');
    scrollTo(1600);
    await step(-1);
    expect(window.scrollY).toBe(400);
    link.remove();
  });

  it('restores a position after a reload, from the tab’s session storage', async () => {
    const first = renderAt('/blog');
    scrollTo(1200);
    await go('/about');
    await step(-1);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    window.scrollTo(0, 0);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as PerformanceNavigationTiming,
    ]);
    renderAt('/blog');
    expect(window.scrollY).toBe(1200);
  });

  /** A visit of `/blog` left at 1200 px, then this document opened at `entry` by `type`. */
  function openAfterVisit(entry: string, type: NavigationTimingType) {
    const earlier = renderAt('/blog');
    scrollTo(1200);
    window.dispatchEvent(new Event('pagehide'));
    earlier.unmount();
    window.scrollTo(0, 0);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type } as PerformanceNavigationTiming,
    ]);
    renderAt(entry);
  }

  it('opens a new visit at the top, whatever an earlier visit of the tab left', () => {
    openAfterVisit('/blog', 'navigate');
    expect(window.scrollY).toBe(0);
  });

  it('never restores one address’s position on another', () => {
    openAfterVisit('/about', 'back_forward');
    expect(window.scrollY).toBe(0);
  });

  it('restores a document’s own position on Back or Forward to it', () => {
    openAfterVisit('/blog', 'back_forward');
    expect(window.scrollY).toBe(1200);
  });
});
