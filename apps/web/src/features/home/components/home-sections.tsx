import MessageSquareQuoteIcon from 'lucide-react/icons/message-square-quote';
import StoreIcon from 'lucide-react/icons/store';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/button.tsx';

/**
 * Divers' stories (docs/product/README.md "testimonials"). We publish only what real divers tell us, so until
 * then this asks for theirs instead of showing made-up quotes.
 */
export function DiverStories() {
  return (
    <section aria-labelledby="home-stories" className="mt-16 rounded-2xl bg-slate-50 p-6 sm:p-8">
      <MessageSquareQuoteIcon aria-hidden="true" size={24} className="text-sky-800" />
      <h2 id="home-stories" className="mt-3 text-lg font-semibold text-slate-900">
        <FormattedMessage id="home.stories.heading" />
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        <FormattedMessage id="home.stories.text" />
      </p>
      <ButtonLink to="/contact" variant="secondary" className="mt-4">
        <FormattedMessage id="home.stories.action" />
      </ButtonLink>
    </section>
  );
}

/** docs/product/README.md's call to dive centers: become a host. */
export function BecomeHost() {
  return (
    <section
      aria-labelledby="home-host"
      className="mt-16 flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-sky-900 to-cyan-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <StoreIcon aria-hidden="true" size={24} className="text-sky-200" />
        <h2 id="home-host" className="mt-3 text-xl font-semibold">
          <FormattedMessage id="home.host.heading" />
        </h2>
        <p className="mt-2 max-w-2xl text-sky-100">
          <FormattedMessage id="home.host.text" />
        </p>
      </div>
      <ButtonLink to="/become-host" variant="inverse" className="shrink-0">
        <FormattedMessage id="home.host.action" />
      </ButtonLink>
    </section>
  );
}
