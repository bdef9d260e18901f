import { LEVELS } from '@divespot/shared/spot-vocabulary';

/**
 * Marker images for the map, drawn without a sprite or glyph server (the offline basemap has
 * neither): the spot pins are the 72 px SVGs under /icons (docs/product/limits.md), rasterised in the browser
 * (MapLibre's own loader decodes PNG/JPEG/WebP, not SVG), and cluster counts are drawn as text
 * into a canvas on demand.
 */

/** docs/product/limits.md: marker icons are 72 px files. */
export const ICON_SIZE = 72;
/** Shown at half their pixel size: 36 CSS px, crisp on screens of 2 device pixels per px. */
export const ICON_PIXEL_RATIO = 2;

export const SPOT_ICON_KINDS = [...LEVELS, 'unknown'] as const;

/** Image id of a spot pin; the file is `/icons/<id>.svg`. */
export const spotIconId = (level: string | null, active = false) =>
  `spot-${level ?? 'unknown'}${active ? '-active' : ''}`;

export const COUNT_IMAGE_PREFIX = 'cluster-count:';

/** An image in the form MapLibre's addImage takes, with the pixel ratio to add it at. */
export interface RasterImage {
  image: { width: number; height: number; data: Uint8ClampedArray };
  pixelRatio: number;
}

/** How many device pixels the map draws per CSS pixel, so images match the screen. */
const deviceRatio = () => Math.min(Math.max(window.devicePixelRatio || 1, 1), 3);

function canvas2d(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // Read back once drawn: a canvas kept in memory, not on a GPU that would be waited for.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('2D canvas unavailable');
  return ctx;
}

/**
 * A pin from /icons, drawn at 72 px × max(1, devicePixelRatio / 2) so it stays sharp on dense
 * screens while showing 36 CSS px everywhere.
 */
export async function loadSpotIcon(id: string): Promise<RasterImage> {
  const scale = Math.max(1, deviceRatio() / ICON_PIXEL_RATIO);
  const size = Math.round(ICON_SIZE * scale);
  const img = new Image(size, size);
  img.src = `/icons/${id}.svg`;
  await img.decode();
  const ctx = canvas2d(size, size);
  ctx.drawImage(img, 0, 0, size, size);
  return {
    image: { width: size, height: size, data: ctx.getImageData(0, 0, size, size).data },
    pixelRatio: ICON_PIXEL_RATIO * (size / ICON_SIZE),
  };
}

/** A cluster's count as white bold text with a soft shadow, sized to the text. */
export function drawCount(label: string): RasterImage {
  const ratio = deviceRatio();
  const font = `700 ${13 * ratio}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;
  const measure = canvas2d(1, 1);
  measure.font = font;
  const width = Math.ceil(measure.measureText(label).width + 4 * ratio);
  const height = Math.ceil(18 * ratio);
  const ctx = canvas2d(width, height);
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.shadowColor = 'rgba(4, 47, 46, 0.55)';
  ctx.shadowBlur = 2 * ratio;
  ctx.fillStyle = '#ffffff';
  ctx.fillText(label, width / 2, height / 2 + 0.5 * ratio);
  return {
    image: { width, height, data: ctx.getImageData(0, 0, width, height).data },
    pixelRatio: ratio,
  };
}

/** The part of a MapLibre map that takes images (kept structural: no maplibre import here). */
export interface ImageTarget {
  hasImage(id: string): boolean;
  addImage(id: string, image: RasterImage['image'], options: { pixelRatio: number }): unknown;
}

/**
 * Supplies an image the style asks for and lacks: a cluster count (drawn) or a spot pin (from
 * /icons; a level the icons do not know gets the neutral pin).
 */
export async function addMarkerImage(map: ImageTarget, id: string): Promise<void> {
  if (map.hasImage(id)) return;
  if (id.startsWith(COUNT_IMAGE_PREFIX)) {
    const { image, pixelRatio } = drawCount(id.slice(COUNT_IMAGE_PREFIX.length));
    map.addImage(id, image, { pixelRatio });
  } else if (id.startsWith('spot-')) {
    const [, kind = '', active = ''] = /^spot-(.+?)(-active)?$/.exec(id) ?? [];
    const known = (SPOT_ICON_KINDS as readonly string[]).includes(kind) ? kind : 'unknown';
    const { image, pixelRatio } = await loadSpotIcon(`spot-${known}${active}`);
    if (!map.hasImage(id)) map.addImage(id, image, { pixelRatio });
  }
}
