import { PageHead } from '../components/ui/page-head.tsx';
import { FreedivingCalculator } from '../features/tools/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/tools/freediving-calculator" />
      <FreedivingCalculator />
    </>
  );
}
