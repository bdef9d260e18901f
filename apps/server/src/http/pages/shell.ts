import { writeDocument } from './document.ts';
import type { ShellPage } from './page.ts';
import type { Template } from './template.ts';

/**
 * The app's shell with the page's head and data, an empty root: the app renders the page, so its
 * scripts start at once. A record page sent this way (its server render failed) keeps the
 * record's text for readers without JavaScript.
 */
export const renderShell = (template: Template, page: ShellPage) =>
  writeDocument(template, page, {
    scripts: 'at-once',
    root: '',
    ...(page.noscriptHtml === undefined ? {} : { noscript: page.noscriptHtml }),
  });
