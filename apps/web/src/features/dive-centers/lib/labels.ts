import { destinationExploreHref } from '@divespot/shared/explore-links';

/** "de" → "German" (in English), "Deutsch" (in German); a code Intl does not know stays as it is. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Licences records are published under, by SPDX identifier. */
const LICENSES: Record<string, { label: string; url: string }> = {
  'CC-BY-4.0': { label: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  'CC-BY-SA-4.0': { label: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  'CC0-1.0': { label: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  'ODbL-1.0': { label: 'ODbL 1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
};

export const licenseInfo = (code: string): { label: string; url?: string } =>
  LICENSES[code] ?? { label: code };

/** Explore, framed on a ~20 km box around the center. */
export function exploreAroundHref(lat: number, lng: number): string {
  const r6 = (n: number) => Math.round(n * 1e6) / 1e6;
  const dLat = 0.18;
  const dLng = Math.min(0.18 / Math.max(Math.cos((lat * Math.PI) / 180), 0.2), 2);
  return destinationExploreHref({
    bounds: {
      north: r6(Math.min(lat + dLat, 90)),
      south: r6(Math.max(lat - dLat, -90)),
      east: r6(Math.min(lng + dLng, 180)),
      west: r6(Math.max(lng - dLng, -180)),
    },
    zoom: 11,
  });
}

/** `tel:` URI from a displayed phone number: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "https://www.cameldive.com/" → "cameldive.com" for link text. */
export function websiteLabel(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname === '/' ? '' : u.pathname;
    return u.hostname.replace(/^www\./, '') + path;
  } catch {
    return url;
  }
}
