import { OFFLINE_MAP_STYLE_PATH } from '@divespot/shared/map-style-paths';
import { callApi } from '../../lib/api-client.ts';

let styleUrl: Promise<string> | undefined;

/**
 * The basemap style to load: MAP_STYLE_URL as the server reports it, else (or when the server
 * cannot say) the offline style. Asked once per page load; the lazy map asks while its code
 * downloads, so the answer is there when the map starts.
 */
export function mapStyleUrl(): Promise<string> {
  styleUrl ??= callApi('mapConfig').then(
    (config) => config.styleUrl,
    () => OFFLINE_MAP_STYLE_PATH,
  );
  return styleUrl;
}
