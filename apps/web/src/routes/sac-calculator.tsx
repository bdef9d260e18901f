import { PageHead } from '../components/ui/page-head.tsx';
import { SacCalculator } from '../features/tools/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/tools/sac-calculator" />
      <SacCalculator />
    </>
  );
}
