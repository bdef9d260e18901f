import { PageHead } from '../components/ui/page-head.tsx';
import { SpeciesGuide } from '../features/marine-life/components/species-guide.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/marine-life" />
      <SpeciesGuide />
    </>
  );
}
