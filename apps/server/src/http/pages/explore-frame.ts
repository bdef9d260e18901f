import { writeDocument } from './document.ts';
import type { ExploreFramePage } from './page.ts';
import type { Template } from './template.ts';

/**
 * Explore's frame: the filter bar, the list (its first page's cards when the page comes with it)
 * and the sea where the map will be. The list and map need the app to work, so its scripts
 * start at once, not after the first paint.
 */
export const renderExploreFrame = (template: Template, page: ExploreFramePage) =>
  writeDocument(template, page, { scripts: 'at-once', root: page.html });
