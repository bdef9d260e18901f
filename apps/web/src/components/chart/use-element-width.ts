import { useEffect, useState, type RefObject } from 'react';

/**
 * The width of an element in CSS pixels, followed as it resizes; `initial` until measured (on
 * the server, while prerendered HTML is adopted, and in a first paint).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, initial: number): number {
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width) || initial);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, initial]);
  return width;
}
