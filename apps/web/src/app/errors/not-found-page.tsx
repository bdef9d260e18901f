import { SUPPORT_EMAIL } from '@divespot/shared/site';
import CompassIcon from 'lucide-react/icons/compass';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { StatusScreen } from '../../components/ui/status-screen.tsx';
import { ensureAreas } from '../../lib/i18n/language-store.ts';
import { notFoundHeadText } from '../../lib/i18n/page-heads.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

// The 404 page is in every page's bundle (it renders for any unknown path and record); the
// destinations it suggests, with the explore-URL codec their links need and their names and
// taglines in the page's language, load when it shows: after the browser has adopted the
// prerendered page, which the build renders without them.
const FeaturedDestinations = lazy(() =>
  Promise.all([import('../../features/destinations/index.ts'), ensureAreas(['destinations'])]).then(
    ([m]) => ({ default: m.FeaturedDestinations }),
  ),
);

const linkClass = 'font-medium text-sky-800 underline underline-offset-4 hover:text-sky-900';

/** docs/product/screens.md 404 page: ways back home, into explore, three destinations, support and About. */
export function NotFoundPage() {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <>
      <PageHead
        title={intl.formatMessage({ id: 'page.notFound.title' })}
        description={notFoundHeadText(intl).description}
      />
      <StatusScreen
        icon={CompassIcon}
        title={intl.formatMessage({ id: 'notFound.title' })}
        actions={
          <>
            <ButtonLink to="/">
              <FormattedMessage id="errors.goHome" />
            </ButtonLink>
            <ButtonLink to="/explore" variant="secondary">
              <FormattedMessage id="notFound.exploreSpots" />
            </ButtonLink>
            <ButtonLink to="/explore?hideMenu=true" variant="secondary">
              <FormattedMessage id="notFound.mapOnly" />
            </ButtonLink>
          </>
        }
      >
        <p>
          <FormattedMessage id="notFound.body" />
        </p>
      </StatusScreen>
      <div className="mx-auto -mt-4 max-w-4xl px-4 pb-16">
        {hydrated ? (
          <Suspense fallback={null}>
            <FeaturedDestinations
              limit={3}
              heading={intl.formatMessage({ id: 'notFound.popularDestinations' })}
              headingId="nf-featured"
            />
          </Suspense>
        ) : null}
        <p className="mt-10 text-center text-sm text-slate-700">
          <FormattedMessage
            id="notFound.stillLost"
            values={{
              support: (text) => (
                <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
                  {text}
                </a>
              ),
              about: (text) => (
                <Link className={linkClass} to="/about">
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </>
  );
}
