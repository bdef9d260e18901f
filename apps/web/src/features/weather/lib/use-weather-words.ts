import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { compassPoint, describeWeather } from './weather-format.ts';

/**
 * Weather in the page's language and the diver's units: the sky of a WMO code, where the wind
 * comes from, temperatures (°C or °F), wave heights (m or ft, one decimal) and wind speed (km/h
 * or mph).
 */
export function useWeatherWords() {
  const intl = useIntl();
  const q = useQuantityFormat();
  return useMemo(
    () => ({
      sky: (code: number | null) => {
        const weather = describeWeather(code);
        return weather
          ? intl.formatMessage({ id: `weather.sky.${weather.sky}` as MessageId })
          : undefined;
      },
      windFrom: (degrees: number) =>
        intl.formatMessage(
          { id: 'weather.windFrom' },
          {
            direction: intl.formatMessage(
              { id: 'weather.compass' },
              { point: compassPoint(degrees) },
            ),
          },
        ),
      windSpeed: (kmh: number) => q.format('windSpeed', kmh),
      temperature: (c: number) => q.format('temperature', c),
      waves: (m: number) => q.format('depth', m, { maximumFractionDigits: 1 }),
      /** A wave height without its unit, one decimal always: 0.8, 2.6. */
      wavesNumber: (m: number) =>
        intl.formatNumber(q.fromMetric('depth', m), {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
      /** A temperature without its unit: 26°. */
      degrees: (c: number) =>
        intl.formatMessage(
          { id: 'weather.degrees' },
          { value: intl.formatNumber(Math.round(q.fromMetric('temperature', c))) },
        ),
      symbol: q.symbol,
    }),
    [intl, q],
  );
}
