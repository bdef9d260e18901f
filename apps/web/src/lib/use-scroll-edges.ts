import { useEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling element has more content before and after what it shows. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

/**
 * Follows whether `ref`'s element can scroll further left or right: on scroll, when it or any
 * of its children changes size (chips load, a label grows, the language changes), and when
 * children come and go. Neither until measured (on the server and in the first paint).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // A pixel of slack: zoomed and high-density screens scroll by fractions.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const observeAll = () => {
      resized?.disconnect();
      resized?.observe(element);
      for (const child of element.children) resized?.observe(child);
    };
    observeAll();
    const changed = new MutationObserver(() => {
      observeAll();
      measure();
    });
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
      changed.disconnect();
    };
  }, [ref]);
  return edges;
}
