import { PageHead } from '../components/ui/page-head.tsx';
import { JobsPage } from '../features/info/components/jobs-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/jobs" />
      <JobsPage />
    </>
  );
}
