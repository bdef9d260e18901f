import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import { keepsScroll } from '../../lib/keep-scroll.ts';

/*
 * Scroll positions across the app's navigations, as browsers keep them across documents: a new
 * page opens at its top (or at the element its #hash names), Back and Forward return to where
 * the diver was on that entry, and a reload too. Navigations within a page that only change its
 * URL (filters, paging, the explore map's view) pass KEEP_SCROLL (lib/keep-scroll.ts) and leave
 * the scroll alone.
 */

/** Positions by history entry key, kept in the tab's session storage across reloads. */
const STORAGE_KEY = 'divespot:scroll-positions';
/** Entries kept: the most recent ones. */
const KEPT = 100;

function readPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(saved)) {
      return new Map(
        saved.filter(
          (e): e is [string, number] =>
            Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number',
        ),
      );
    }
  } catch {
    // Unreadable or unavailable storage: start afresh.
  }
  return new Map();
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // Storage full or blocked: positions are only lost on reload.
  }
}

/**
 * The name an entry's position is kept under: its key. The entries the router did not make (a
 * document's first, a #hash the browser followed) all have the key 'default': theirs also holds
 * the address, so that one document's position is never restored on another.
 */
const entryName = ({ key, pathname, search, hash }: Location): string =>
  key === 'default' ? `default ${pathname}${search}${hash}` : key;

/** True when this document was reloaded or reached by Back/Forward, not visited anew. */
function returnedTo(): boolean {
  const [visit] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return visit?.type === 'reload' || visit?.type === 'back_forward';
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const name = entryName(location);
  const positions = useRef<Map<string, number>>(undefined);
  /** The entry the scroll position belongs to (set before the new page's first scroll event). */
  const entry = useRef(name);
  /** Set once the document's first page has been placed. */
  const started = useRef(false);
  /**
   * An entry being left for a #hash of the same page: the browser scrolls there (smoothly, over
   * several scroll events) before the router hears of it, and those positions are not the
   * entry's. Its position was taken at the click.
   */
  const leaving = useRef<string>(undefined);

  useEffect(() => {
    const kept = (positions.current ??= readPositions());
    const save = () => {
      if (entry.current === leaving.current) return;
      kept.delete(entry.current);
      kept.set(entry.current, window.scrollY);
    };
    const persist = () => {
      save();
      writePositions(kept);
    };
    const followingHash = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      if (!link || event.defaultPrevented) return;
      save();
      leaving.current = entry.current;
    };
    window.history.scrollRestoration = 'manual';
    save();
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    document.addEventListener('click', followingHash);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      document.removeEventListener('click', followingHash);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = name;
    leaving.current = undefined;
    const kept = (positions.current ??= readPositions());
    if (!started.current) {
      started.current = true;
      // The document's first page: where it was on a reload or Back/Forward, else where the
      // browser put it (at its #hash, or where the visitor scrolled before the app started).
      const y = returnedTo() ? kept.get(name) : undefined;
      if (y !== undefined) window.scrollTo(0, y);
      return;
    }
    if (navigationType === NavigationType.Pop) {
      const y = kept.get(name);
      if (y !== undefined) {
        window.scrollTo(0, y);
        return;
      }
    } else if (keepsScroll(location.state)) {
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
    // Keyed by entry alone: an entry's state and hash do not change without a new name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);

  return null;
}
