import { useParams } from 'react-router';
import { NotFoundPage } from '../app/errors/not-found-page.tsx';
import { RegionPage } from '../features/locations/index.ts';

/** Both `/locations/regions/{country}/{region}` and `/locations/regions/{slug-or-id}`. */
export function Component() {
  const { country, region, slug = '' } = useParams();
  const key = country && region ? { country, region } : { region: slug };
  return (
    <RegionPage
      key={`${country ?? ''}/${key.region}`}
      regionKey={key}
      notFound={<NotFoundPage />}
    />
  );
}
