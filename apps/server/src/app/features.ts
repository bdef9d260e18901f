import type { Feature } from '../http/feature.ts';
import { accountsFeature } from '../modules/account/index.ts';
import { analyticsFeature } from '../modules/analytics/index.ts';
import { articlesFeature } from '../modules/articles/index.ts';
import { auditFeature } from '../modules/audit/index.ts';
import { listsFeature } from '../modules/lists/index.ts';
import { contactFeature } from '../modules/contact/index.ts';
import { contentAdminFeature } from '../modules/content-admin/index.ts';
import { countriesFeature } from '../modules/countries/index.ts';
import { destinationsFeature } from '../modules/destinations/index.ts';
import { diveCentersFeature } from '../modules/dive-centers/index.ts';
import { filtersFeature } from '../modules/filters/index.ts';
import { healthFeature } from '../modules/health/index.ts';
import { imagesFeature } from '../modules/images/index.ts';
import { mapsFeature } from '../modules/maps/index.ts';
import { searchFeature } from '../modules/search/index.ts';
import { marineLifeFeature } from '../modules/marine-life/index.ts';
import { profileFeature } from '../modules/profile/index.ts';
import { shareFeature } from '../modules/share/index.ts';
import { spotsFeature } from '../modules/spots/index.ts';
import { statisticsFeature } from '../modules/statistics/index.ts';
import { weatherFeature } from '../modules/weather/index.ts';

/** Every feature of the server, in registration order. */
export const FEATURES: readonly Feature[] = [
  healthFeature,
  contactFeature,
  countriesFeature,
  destinationsFeature,
  diveCentersFeature,
  spotsFeature,
  shareFeature,
  filtersFeature,
  searchFeature,
  marineLifeFeature,
  weatherFeature,
  imagesFeature,
  accountsFeature,
  profileFeature,
  listsFeature,
  mapsFeature,
  articlesFeature,
  statisticsFeature,
  analyticsFeature,
  auditFeature,
  contentAdminFeature,
];
