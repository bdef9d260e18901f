import type { LanguageCode } from '@divespot/shared/site';
import { catalogAreas } from 'virtual:catalog-areas';
import type { CatalogLoader, Messages } from './language-store.ts';

/**
 * The browser's catalog loader: the areas' chunks of a language (each its own file, built by
 * scripts/icu-catalogs-plugin.ts), merged. An area a language lacks has no messages to load.
 */
export const loadCatalogAreas: CatalogLoader = async (code: LanguageCode, areas) => {
  const loaders = catalogAreas[code];
  if (!loaders) throw new Error(`No catalog for ${code}`);
  const parts = await Promise.all(
    areas.map((area) => loaders[area]?.().then((m) => m.default) ?? Promise.resolve({})),
  );
  return Object.assign({}, ...parts) as Messages;
};
