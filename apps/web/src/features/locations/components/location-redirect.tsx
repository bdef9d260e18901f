import { isLocationType } from '@divespot/shared/location-links';
import { PAGES } from '@divespot/shared/routes';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocationRef } from '../api/get-location-ref.ts';
import { DetailPending } from './detail-states.tsx';

function Resolve({ type, id, notFound }: { type: string; id: string; notFound: ReactNode }) {
  const intl = useIntl();
  const query = useLocationRef(type, id);
  const navigate = useNavigate();
  const target = query.data?.canonicalPath;
  useEffect(() => {
    // The record's own page is the one to keep in history and share.
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <DetailPending
      query={query}
      pattern={PAGES.location}
      what="location"
      loading={intl.formatMessage({ id: 'locations.redirect.finding' })}
      notFound={notFound}
    />
  );
}

/**
 * `/locations/{type}/{id}`: looks the record up and replaces the URL with its own page
 * (country, region, spot, dive center or species); unknown types or records get `notFound`.
 */
export function LocationRedirect({
  type,
  id,
  notFound,
}: {
  type: string;
  id: string;
  notFound: ReactNode;
}) {
  if (!isLocationType(type)) return notFound;
  return <Resolve type={type} id={id} notFound={notFound} />;
}
