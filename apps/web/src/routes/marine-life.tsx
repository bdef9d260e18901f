import { PageHead } from '../components/ui/page-head.tsx';
import { SpeciesGuide } from '../features/marine-life/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/marine-life" />
      <SpeciesGuide />
    </>
  );
}
