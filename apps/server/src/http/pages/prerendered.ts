import { writeDocument } from './document.ts';
import type { PrerenderedPage } from './page.ts';
import type { Template } from './template.ts';

/**
 * A page the build rendered (apps/web/scripts/prerender.ts): its HTML in the root element, as a
 * signed-out visitor sees it in the page's language. It reads well before any JavaScript, so the
 * app's scripts start after its first paint, and the browser then adopts the HTML (hydration).
 */
export const renderPrerendered = (template: Template, page: PrerenderedPage) =>
  writeDocument(template, page, { scripts: 'after-paint', root: page.html });
