import { PageHead } from '../components/ui/page-head.tsx';
import { ModCalculator } from '../features/tools/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/tools/mod-calculator" />
      <ModCalculator />
    </>
  );
}
