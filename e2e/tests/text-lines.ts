import type { Locator } from '@playwright/test';

/**
 * The text of an element as the browser laid it out, one string per rendered line (leading and
 * trailing spaces dropped). Lets a test check where text wraps: an address only after its @ or
 * before a dot, a breadcrumb never inside a name.
 */
export function textLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let line = '';
    let lineTop: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        // A collapsed space has no box of its own; it belongs to the line it sits on.
        if (box && box.width > 0) {
          if (lineTop !== null && box.top >= lineTop + box.height / 2) {
            lines.push(line);
            line = '';
          }
          lineTop = box.top;
        }
        line += text[i];
      }
    }
    lines.push(line);
    return lines.map((l) => l.trim()).filter((l) => l !== '');
  });
}
