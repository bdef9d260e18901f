import { writeDocument } from './document.ts';
import type { NotFoundPage } from './page.ts';
import type { Template } from './template.ts';

/**
 * HTTP 404. A path outside the route table gets the prerendered 'Page Not Found' page, whose
 * scripts start after its first paint; a record that does not exist gets an empty root and its
 * page's scripts at once, and the page says so once it has asked for the record.
 */
export const renderNotFound = (template: Template, page: NotFoundPage) =>
  page.html === undefined
    ? writeDocument(template, page, { scripts: 'at-once', root: '' })
    : writeDocument(template, page, { scripts: 'after-paint', root: page.html });
