import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { SpeciesGuide } from '../features/marine-life/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.marineLife} />
      <SpeciesGuide />
    </>
  );
}
