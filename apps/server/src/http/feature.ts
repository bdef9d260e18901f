import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PagePattern } from '@divespot/shared/routes';
import type { AppContext } from './app-context.ts';
import type {
  HeadResolver,
  HeadResolvers,
  PageDataLoader,
  PageDataLoaders,
  SitemapSource,
} from './page-heads.ts';

/**
 * What a feature adds to the site beyond its API routes: head resolvers for its pages (by
 * PAGE_ROUTES pattern), data that pages come with, and the paths of its indexable pages for
 * sitemap.xml. The app collects
 * them while features register; the page and sitemap handlers read them when they answer.
 */
export interface SiteContributions {
  addPageHeads(resolvers: HeadResolvers): void;
  /** Data the page of `pattern` comes with under `key` (several features may add to a page). */
  addPageData(pattern: PagePattern, key: string, load: PageDataLoader): void;
  addSitemapSource(source: SitemapSource): void;
}

/** Handed to every feature's registration function. */
export interface FeatureOptions {
  ctx: AppContext;
  site: SiteContributions;
}

/**
 * A feature of the server: its folder's `index.ts` exports exactly one. `register` is a Fastify
 * plugin that builds the feature's service instances once from the context (caches and other
 * state belong to them), hands them to its routes, and contributes its page heads and sitemap
 * paths built on the same instances.
 */
export interface Feature {
  /** The concept's one name, as in its folder, e.g. `dive-centers`. */
  name: string;
  register: FastifyPluginAsyncZod<FeatureOptions>;
}

export function defineFeature(
  name: string,
  register: FastifyPluginAsyncZod<FeatureOptions>,
): Feature {
  return { name, register };
}

/** The site's contributions, collected in registration order. */
export function createSiteContributions(): SiteContributions & {
  pageHeads(): HeadResolvers;
  pageData(): PageDataLoaders;
  sitemapSources(): SitemapSource[];
} {
  const heads: HeadResolvers = {};
  const data: PageDataLoaders = {};
  const sources: SitemapSource[] = [];
  return {
    addPageHeads(resolvers) {
      for (const [pattern, resolver] of Object.entries(resolvers) as [
        PagePattern,
        HeadResolver,
      ][]) {
        if (heads[pattern]) throw new Error(`Two features resolve the page head of ${pattern}`);
        heads[pattern] = resolver;
      }
    },
    addPageData(pattern, key, load) {
      const loaders = (data[pattern] ??= {});
      if (loaders[key]) throw new Error(`Two features load ${key} for ${pattern}`);
      loaders[key] = load;
    },
    addSitemapSource(source) {
      sources.push(source);
    },
    pageHeads: () => heads,
    pageData: () => data,
    sitemapSources: () => sources,
  };
}
