import { useParams } from 'react-router';
import { NotFoundPage } from '../app/errors/not-found-page.tsx';
import { CountryPage } from '../features/locations/index.ts';

export function Component() {
  const { slug = '' } = useParams();
  return <CountryPage key={slug} countryKey={slug} notFound={<NotFoundPage />} />;
}
