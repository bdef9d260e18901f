import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes into view or the diver starts scrolling or typing, whichever is
 * first: for parts of a page below its first screen, so their code and data load when they
 * are about to be seen and not with the first screen.
 */
export function useNeededSoon(ref: RefObject<Element | null>): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (needed || !element) return;
    const need = () => setNeeded(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) need();
    });
    observer.observe(element);
    const events = ['scroll', 'keydown', 'pointerdown'] as const;
    for (const event of events) window.addEventListener(event, need, { passive: true });
    return () => {
      observer.disconnect();
      for (const event of events) window.removeEventListener(event, need);
    };
  }, [needed, ref]);
  return needed;
}
