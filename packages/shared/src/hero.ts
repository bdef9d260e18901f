/**
 * The home page's hero slideshow (docs/product/README.md, docs/product/limits.md: 5 slides, 5 s each). The pictures are our own
 * generated art (the spot illustrations' scenes, drawn large), served by
 * `/api/image/hero/{slide}?width=&format=`; each slide opens explore with an activity.
 */

export const HERO_SLIDE_MS = 5000;

export interface HeroSlide {
  /** 1–5, the URL's `{slide}`. */
  slide: number;
  /** The scene: a site type and water type, as a spot's illustration takes them. */
  siteType: string;
  waterType: string;
  /** Picks the scene's colours and details (chosen for a good picture). */
  seed: number;
  /** The explore activity the slide opens. */
  activity: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  { slide: 1, siteType: 'reef', waterType: 'ocean', seed: 1, activity: 'scuba' },
  { slide: 2, siteType: 'wreck', waterType: 'ocean', seed: 2, activity: 'wreck' },
  { slide: 3, siteType: 'wall', waterType: 'ocean', seed: 3, activity: 'freedive' },
  { slide: 4, siteType: 'cenote', waterType: 'cenote', seed: 4, activity: 'cave' },
  { slide: 5, siteType: 'kelp', waterType: 'ocean', seed: 5, activity: 'snorkel' },
];

/** The widths served (a fixed set: every variant is cached); the height is half the width. */
export const HERO_WIDTHS = [640, 960, 1280, 1920] as const;
export type HeroWidth = (typeof HERO_WIDTHS)[number];
export const HERO_FORMATS = ['webp', 'avif'] as const;
export type HeroFormat = (typeof HERO_FORMATS)[number];

/** URL of one slide's picture at one width and format. */
export function heroImageUrl(slide: number, width: HeroWidth, format: HeroFormat = 'webp') {
  return `/api/image/hero/${slide}?width=${width}${format === 'webp' ? '' : `&format=${format}`}`;
}

/** A `srcset` of every width in one format. */
export function heroSrcSet(slide: number, format: HeroFormat = 'webp'): string {
  return HERO_WIDTHS.map((w) => `${heroImageUrl(slide, w, format)} ${w}w`).join(', ');
}
