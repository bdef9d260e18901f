import type { SyntheticEvent } from 'react';

/**
 * An image that fails (e.g. an image service briefly down) hides itself, leaving its tinted
 * frame instead of a broken-image icon and overflowing alt text.
 */
export function hideBrokenImage(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.style.visibility = 'hidden';
}
