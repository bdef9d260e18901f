import { PageHead } from '../components/ui/page-head.tsx';

// Being built in this session; replaced by the real page before it lands.
export function Component() {
  return <PageHead />;
}
