import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { ContactPage } from '../features/contact/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.contact} />
      <ContactPage />
    </>
  );
}
