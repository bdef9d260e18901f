import { PageHead } from '../components/ui/page-head.tsx';
import { ContactPage } from '../features/contact/components/contact-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/contact" />
      <ContactPage />
    </>
  );
}
