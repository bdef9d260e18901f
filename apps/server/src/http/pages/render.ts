import { renderExploreFrame } from './explore-frame.ts';
import { renderNotFound } from './not-found.ts';
import type { Page } from './page.ts';
import { renderPrerendered } from './prerendered.ts';
import { renderRecord } from './record.ts';
import { renderShell } from './shell.ts';
import type { Template } from './template.ts';

/** The HTML document of a page, by its kind's renderer. */
export function renderPage(template: Template, page: Page): string {
  switch (page.kind) {
    case 'prerendered':
      return renderPrerendered(template, page);
    case 'record':
      return renderRecord(template, page);
    case 'explore-frame':
      return renderExploreFrame(template, page);
    case 'shell':
      return renderShell(template, page);
    case 'not-found':
      return renderNotFound(template, page);
  }
}
