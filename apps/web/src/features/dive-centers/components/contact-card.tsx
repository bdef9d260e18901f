import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import type { LucideIcon } from 'lucide-react';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import GlobeIcon from 'lucide-react/icons/globe';
import MailIcon from 'lucide-react/icons/mail';
import PhoneIcon from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { telHref, websiteLabel } from '../lib/labels.ts';
import { CARD, CARD_TITLE, LINK } from './styles.ts';

function Row({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  // dt and dd stay direct children of the row's div, as a description list requires.
  return (
    <div className="grid grid-cols-[20px_minmax(0,1fr)] gap-x-3">
      <Icon aria-hidden="true" size={20} className="row-span-2 mt-0.5 text-slate-500" />
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="col-start-2 mt-0.5 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Phone, e-mail and website as links; sample listings say their details are placeholders. */
export function ContactCard({ center: c }: { center: DiveCenterDetail }) {
  const intl = useIntl();
  const any = c.phone || c.email || c.website;
  return (
    <section aria-labelledby="contact-heading" className={CARD}>
      <h2 id="contact-heading" className={CARD_TITLE}>
        <PhoneIcon aria-hidden="true" size={20} className="text-sky-700" />
        <FormattedMessage id="diveCenters.contact.title" />
      </h2>
      {any ? (
        <dl className="mt-4 space-y-4">
          {c.phone ? (
            <Row icon={PhoneIcon} term={intl.formatMessage({ id: 'diveCenters.contact.phone' })}>
              <a href={telHref(c.phone)} className={LINK}>
                {c.phone}
              </a>
            </Row>
          ) : null}
          {c.email ? (
            <Row icon={MailIcon} term={intl.formatMessage({ id: 'diveCenters.contact.email' })}>
              <a href={`mailto:${c.email}`} className={LINK}>
                {c.email}
              </a>
            </Row>
          ) : null}
          {c.website ? (
            <Row icon={GlobeIcon} term={intl.formatMessage({ id: 'diveCenters.contact.website' })}>
              <a href={c.website} className={LINK} target="_blank" rel="noopener noreferrer">
                {websiteLabel(c.website)}
                <ExternalLinkIcon
                  aria-hidden="true"
                  size={14}
                  className="ml-1 inline-block align-[-2px]"
                />
                <span className="sr-only">
                  <FormattedMessage id="diveCenters.opensInNewTab" />
                </span>
              </a>
            </Row>
          ) : null}
        </dl>
      ) : (
        <p className="mt-3 text-slate-700">
          <FormattedMessage id="diveCenters.contact.none" />
        </p>
      )}
      {c.sample ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <FormattedMessage id="diveCenters.contact.sample" />
        </p>
      ) : null}
    </section>
  );
}
