import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { HeadResolvers, SitemapSource } from './page-heads.ts';

/**
 * What a feature adds to the site beyond its API routes: head resolvers for its pages (by
 * PAGE_ROUTES pattern) and the paths of its indexable pages for sitemap.xml. The app collects
 * them while features register; the page and sitemap handlers read them when they answer.
 */
export interface SiteContributions {
  addPageHeads(resolvers: HeadResolvers): void;
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
  sitemapSources(): SitemapSource[];
} {
  const heads: HeadResolvers = {};
  const sources: SitemapSource[] = [];
  return {
    addPageHeads(resolvers) {
      for (const [pattern, resolver] of Object.entries(resolvers)) {
        if (heads[pattern]) throw new Error(`Two features resolve the page head of ${pattern}`);
        heads[pattern] = resolver;
      }
    },
    addSitemapSource(source) {
      sources.push(source);
    },
    pageHeads: () => heads,
    sitemapSources: () => sources,
  };
}
