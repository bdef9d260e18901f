import { useParams } from 'react-router';
import { NotFoundPage } from '../app/errors/not-found-page.tsx';
import { LocationRedirect } from '../features/locations/index.ts';

export function Component() {
  const { type = '', id = '' } = useParams();
  return <LocationRedirect type={type} id={id} notFound={<NotFoundPage />} />;
}
