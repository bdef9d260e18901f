import { SUPPORT_EMAIL } from '@divespot/shared/site';
import { NOT_FOUND_PAGE } from '@divespot/shared/routes';
import CompassIcon from 'lucide-react/icons/compass';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { StatusScreen } from '../../components/ui/status-screen.tsx';
import { FeaturedDestinations } from '../../features/destinations/index.ts';

const linkClass = 'font-medium text-sky-800 underline underline-offset-4 hover:text-sky-900';

/** SPEC §2 404 page: ways back home, into explore, three destinations, support and About. */
export function NotFoundPage() {
  return (
    <>
      <PageHead title={NOT_FOUND_PAGE.title} description={NOT_FOUND_PAGE.description} />
      <StatusScreen
        icon={CompassIcon}
        title="Page Not Found"
        actions={
          <>
            <ButtonLink to="/">Go Home</ButtonLink>
            <ButtonLink to="/explore" variant="secondary">
              Explore dive spots
            </ButtonLink>
            <ButtonLink to="/explore?hideMenu=true" variant="secondary">
              Map-only view
            </ButtonLink>
          </>
        }
      >
        <p>
          We couldn&apos;t find that page. It may have moved, or the link may be mistyped. These are
          good places to surface again:
        </p>
      </StatusScreen>
      <div className="mx-auto -mt-4 max-w-4xl px-4 pb-16">
        <FeaturedDestinations limit={3} heading="Popular destinations" headingId="nf-featured" />
        <p className="mt-10 text-center text-sm text-slate-700">
          Still lost?{' '}
          <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
            Contact support
          </a>{' '}
          or read{' '}
          <Link className={linkClass} to="/about">
            About DiveSpot
          </Link>
          .
        </p>
      </div>
    </>
  );
}
