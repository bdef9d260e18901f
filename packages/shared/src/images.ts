/**
 * Image URLs, shared by the server (which builds DTOs) and the web app (which asks for sizes).
 *
 * - An uploaded photo: `/api/image/{id}` (original size, WebP) and
 *   `/api/image/rescale/{id}?width=&height=` (resized, WebP).
 * - A record without a photo gets a generated illustration, deterministic per record:
 *   `/api/image/illustration/{kind}/{id}` with the same optional `width`/`height`.
 */

/** Kinds of record that can have images or a generated illustration. */
export const IMAGE_OWNER_KINDS = ['spot', 'species', 'center', 'country', 'region'] as const;
export type ImageOwnerKind = (typeof IMAGE_OWNER_KINDS)[number];

/** URL of an uploaded photo. */
export function photoUrl(imageId: number): string {
  return `/api/image/${imageId}`;
}

/** URL of the generated illustration for a record. */
export function illustrationUrl(kind: ImageOwnerKind, ownerId: number): string {
  return `/api/image/illustration/${kind}/${ownerId}`;
}

/** A record's cover: its first photo, else its illustration. Never null, so no card is blank. */
export function coverImageUrl(kind: ImageOwnerKind, ownerId: number, photoId?: number | null) {
  return photoId ? photoUrl(photoId) : illustrationUrl(kind, ownerId);
}

/**
 * The same image at another size: `/api/image/5` → `/api/image/rescale/5?width=…`, and an
 * illustration gains `?width=…&height=…`. Other URLs are returned unchanged.
 */
export function sizedImageUrl(url: string, width: number, height?: number): string {
  const size = `width=${width}${height ? `&height=${height}` : ''}`;
  const photo = /^\/api\/image\/(\d+)$/.exec(url);
  if (photo) return `/api/image/rescale/${photo[1]}?${size}`;
  if (url.startsWith('/api/image/illustration/')) return `${url}?${size}`;
  return url;
}

/** Widths of a 16:9 cover picture, for its `srcset`. */
export const COVER_WIDTHS = [480, 800, 1200] as const;

/**
 * An article's 16:9 cover as `<img>` takes it: the largest as `src`, every width in `srcSet`,
 * `sizes` for its column (720 px from `sm` up: max-w-3xl less its padding; phones: the screen
 * less 2rem). The server preloads the same picture for the page's first paint.
 */
export function articleCoverPicture(url: string) {
  const at = (w: number) => sizedImageUrl(url, w, Math.round((w * 9) / 16));
  return {
    src: at(Math.max(...COVER_WIDTHS)),
    srcSet: COVER_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', '),
    sizes: '(min-width: 768px) 720px, calc(100vw - 2rem)',
  };
}

/**
 * A spot page's first photo as its gallery shows it (2:1, the page's width up to 1232 px), and
 * as the server preloads it for the page's first paint.
 */
export function spotHeroPicture(url: string) {
  return {
    src: sizedImageUrl(url, 1280, 640),
    srcSet: `${sizedImageUrl(url, 640, 320)} 640w, ${sizedImageUrl(url, 1280, 640)} 1280w`,
    sizes: '(min-width: 1280px) 1232px, 100vw',
  };
}

/**
 * A species page's 4:3 picture as its hero shows it (beside the text from `lg` up: ~5/11 of
 * 1232 px; phones: the screen less 2rem), and as the server preloads it.
 */
export function speciesCoverPicture(url: string) {
  return {
    src: sizedImageUrl(url, 960, 720),
    srcSet: `${sizedImageUrl(url, 480, 360)} 480w, ${sizedImageUrl(url, 960, 720)} 960w`,
    sizes: '(min-width: 1024px) 540px, calc(100vw - 2rem)',
  };
}

/** Marker of a static map, `[lat, lng]`. */
export type MapMarker = readonly [lat: number, lng: number];

/**
 * A static map picture (WebP) drawn by the server from Natural Earth land: centred on `center`
 * at `zoom` (Web Mercator levels 1–12), with markers. Light enough for detail pages, which must
 * not load the interactive map library.
 */
export function staticMapUrl(opts: {
  center: MapMarker;
  zoom: number;
  width: number;
  height: number;
  markers?: readonly MapMarker[];
}): string {
  const r = (n: number) => Math.round(n * 1e5) / 1e5;
  const q = new URLSearchParams({
    center: `${r(opts.center[0])},${r(opts.center[1])}`,
    zoom: String(opts.zoom),
    width: String(opts.width),
    height: String(opts.height),
  });
  if (opts.markers?.length)
    q.set('markers', opts.markers.map(([lat, lng]) => `${r(lat)},${r(lng)}`).join(';'));
  return `/api/map/static?${q.toString()}`;
}
