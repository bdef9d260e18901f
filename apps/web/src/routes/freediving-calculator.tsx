import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { FreedivingCalculator } from '../features/tools/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.freedivingCalculator} />
      <FreedivingCalculator />
    </>
  );
}
