import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../lib/i18n/messages.ts';

/** MapLibre's own texts (its controls' titles, the canvas's name) in the page's language. */
export function mapControlTexts(intl: IntlShape, title: string): Record<string, string> {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return {
    'Map.Title': title,
    'NavigationControl.ZoomIn': t('map.zoomIn'),
    'NavigationControl.ZoomOut': t('map.zoomOut'),
    'GeolocateControl.FindMyLocation': t('map.findMyLocation'),
    'GeolocateControl.LocationNotAvailable': t('map.locationNotAvailable'),
    'AttributionControl.ToggleAttribution': t('map.toggleAttribution'),
    'AttributionControl.MapFeedback': t('map.feedback'),
    'Popup.Close': t('map.closePopup'),
  };
}
