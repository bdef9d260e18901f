import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { HomePage } from '../features/home/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.home} />
      <HomePage />
    </>
  );
}
