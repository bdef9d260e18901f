import { SITE_NAME } from '@divespot/shared/site';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FactList, InfoPage, InfoParagraphs, InfoText, type Fact } from './info-page.tsx';

const PRESS_EMAIL = 'press@divespot.app';
const WEBSITE = 'divespot.app';

const pressMail = (chunks: ReactNode) => <a href={`mailto:${PRESS_EMAIL}`}>{chunks}</a>;

const FACTS: readonly Fact[] = [
  ['info.press.fact.name', { content: SITE_NAME }],
  ['info.press.fact.whatItIs', 'info.press.value.whatItIs'],
  ['info.press.fact.for', 'info.press.value.for'],
  ['info.press.fact.launched', 'info.press.value.launched'],
  ['info.press.fact.team', 'info.press.value.team'],
  ['info.press.fact.website', { content: WEBSITE }],
  ['info.press.fact.contact', { content: pressMail(PRESS_EMAIL) }],
];

export function PressPage() {
  const intl = useIntl();
  return (
    <InfoPage
      eyebrow={intl.formatMessage({ id: 'info.eyebrow.company' })}
      title={intl.formatMessage({ id: 'info.press.title' })}
      lead={
        <p>
          <FormattedMessage id="info.press.lead" />
        </p>
      }
    >
      <h2>
        <FormattedMessage id="info.press.factSheetHeading" />
      </h2>
      <FactList items={FACTS} />

      <h2>
        <FormattedMessage id="info.press.oneParagraphHeading" />
      </h2>
      <InfoParagraphs ids={['info.press.boilerplate']} />

      <h2>
        <FormattedMessage id="info.press.logoHeading" />
      </h2>
      <p>
        <InfoText
          id="info.press.logoBody"
          values={{ svg: (chunks: ReactNode) => <a href="/favicon.svg">{chunks}</a> }}
        />
      </p>

      <h2>
        <FormattedMessage id="info.press.enquiriesHeading" />
      </h2>
      <p>
        <InfoText
          id="info.press.enquiriesBody"
          topic="press"
          values={{ address: PRESS_EMAIL, email: pressMail }}
        />
      </p>
    </InfoPage>
  );
}
