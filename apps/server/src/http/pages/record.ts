import { writeDocument } from './document.ts';
import type { RecordPage } from './page.ts';
import type { Template } from './template.ts';

/**
 * A record page (a spot, a species, an article, the blog's first page) rendered on the server
 * with its record, which it also carries as page data: its text and largest picture paint from
 * the HTML, its scripts start after that first paint, and the app adopts the HTML with the same
 * record instead of asking the API for it.
 */
export const renderRecord = (template: Template, page: RecordPage) =>
  writeDocument(template, page, { scripts: 'after-paint', root: page.html });
