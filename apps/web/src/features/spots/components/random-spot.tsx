import { pagePath, PAGES } from '@divespot/shared/routes';
import { useQueryClient } from '../../../lib/query.ts';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { useRandomSpot } from '../api/get-random-spot.ts';
import { spotQuery } from '../api/get-spot.ts';
import { SpotDetailSkeleton } from './spot-detail-skeleton.tsx';

/**
 * /spot/random: picks a spot, then replaces this history entry with its page, so Back does not
 * land on another random pick. The picked spot seeds the page's cache (no second fetch).
 */
export function RandomSpot({ onError }: { onError: (error: Error) => ReactNode }) {
  const { data, error } = useRandomSpot();
  const lang = useContentLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    if (!data) return;
    client.setQueryData(spotQuery({ slug: data.slug }, lang).queryKey, data);
    void navigate(pagePath(PAGES.spot, { slug: data.slug }), { replace: true });
  }, [data, client, navigate, lang]);
  if (error) return onError(error);
  return <SpotDetailSkeleton />;
}
