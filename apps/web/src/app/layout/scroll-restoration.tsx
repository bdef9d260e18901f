import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
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

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(undefined);
  /** The entry the scroll position belongs to (set before the new page's first scroll event). */
  const entry = useRef(location.key);
  /** The visit's first entry (its position is saved as soon as the app starts). */
  const first = useRef(location.key);

  useEffect(() => {
    const kept = (positions.current ??= readPositions());
    const save = () => {
      kept.delete(entry.current);
      kept.set(entry.current, window.scrollY);
    };
    const persist = () => {
      save();
      writePositions(kept);
    };
    window.history.scrollRestoration = 'manual';
    save();
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = location.key;
    const kept = (positions.current ??= readPositions());
    if (navigationType === NavigationType.Pop) {
      const y = kept.get(location.key);
      if (y !== undefined) {
        window.scrollTo(0, y);
        return;
      }
    } else if (keepsScroll(location.state)) {
      return;
    }
    // The visit's first page stays where the browser put it: at its #hash, or where the visitor
    // scrolled before the app started.
    if (location.key === first.current) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
    // Keyed by entry alone: an entry's state and hash do not change without a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
