import { escapeHtml } from '../lib/html.ts';

/** Pieces of the HTML pages are sent in (spa.ts). */

/** `<link rel="modulepreload">` tags of page chunks, at low priority or the browser's own. */
export function modulePreloads(hrefs: readonly string[], priority?: 'low'): string {
  const at = priority ? ` fetchpriority="${priority}"` : '';
  return hrefs
    .map((href) => `<link rel="modulepreload"${at} crossorigin href="${escapeHtml(href)}" />`)
    .join('\n    ');
}

/** The page's own text for readers without JavaScript, right after the app's root element. */
export function withNoscript(tail: string, html: string): string {
  const close = '</div>';
  return tail.startsWith(close)
    ? `${close}\n    <noscript>${html}</noscript>${tail.slice(close.length)}`
    : tail;
}

/** The path as the route table matches it: percent-escapes decoded, when they decode. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
