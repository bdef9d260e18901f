import { afterPaintTags } from '../after-paint.ts';
import { pageDataElement } from '../page-data.ts';
import { renderHead } from '../page-head-tags.ts';
import { withNoscript } from '../page-html.ts';
import type { Page } from './page.ts';
import { HEAD_END, HEAD_START, type Template } from './template.ts';

/** How a page is written into the template's slots; each kind's renderer says. */
export interface DocumentParts {
  /**
   * `after-paint`: the page is readable from its HTML, so the app's scripts (its own chunks
   * among them) start after its first paint; `at-once`: the page needs them to show anything.
   */
  scripts: 'after-paint' | 'at-once';
  /** The HTML inside the root element. */
  root: string;
  /** Text for readers without JavaScript, right after the root element. */
  noscript?: string;
}

/** The whole HTML document of a page. */
export function writeDocument(template: Template, page: Page, parts: DocumentParts): string {
  const { head, language } = page;
  const deferred = parts.scripts === 'after-paint' ? template.deferred : null;
  const afterHead = deferred
    ? afterPaintTags({
        script: deferred.scripts.script,
        preloads: [...deferred.scripts.preloads, ...(head.preloads ?? [])],
      }) + deferred.afterHead
    : template.afterHead;
  return (
    (template.start.get(language) ?? '') +
    HEAD_START +
    renderHead(deferred ? { ...head, preloads: [] } : head) +
    (page.data === null ? '' : pageDataElement(page.data)) +
    HEAD_END +
    afterHead +
    parts.root +
    (parts.noscript === undefined ? template.tail : withNoscript(template.tail, parts.noscript))
  );
}
