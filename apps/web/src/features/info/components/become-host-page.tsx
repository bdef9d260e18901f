import { FormattedMessage, useIntl } from 'react-intl';
import { InfoList, InfoPage, InfoParagraphs, InfoText } from './info-page.tsx';

export function BecomeHostPage() {
  const intl = useIntl();
  return (
    <InfoPage
      eyebrow={intl.formatMessage({ id: 'info.eyebrow.community' })}
      title={intl.formatMessage({ id: 'info.becomeHost.title' })}
      lead={
        <p>
          <FormattedMessage id="info.becomeHost.lead" />
        </p>
      }
    >
      <h2>
        <FormattedMessage id="info.becomeHost.showsHeading" />
      </h2>
      <InfoList
        ids={[
          'info.becomeHost.shows.location',
          'info.becomeHost.shows.activities',
          'info.becomeHost.shows.services',
          'info.becomeHost.shows.photos',
        ]}
      />

      <h2>
        <FormattedMessage id="info.becomeHost.howHeading" />
      </h2>
      <InfoList
        ordered
        ids={['info.becomeHost.how.tell', 'info.becomeHost.how.check', 'info.becomeHost.how.setup']}
      />
      <InfoParagraphs ids={['info.becomeHost.review']} />

      <h2>
        <FormattedMessage id="info.becomeHost.expectationsHeading" />
      </h2>
      <InfoParagraphs ids={['info.becomeHost.expectations']} />

      <h2>
        <FormattedMessage id="info.becomeHost.startHeading" />
      </h2>
      <p>
        <InfoText id="info.becomeHost.startBody" topic="diveCenter" />
      </p>
    </InfoPage>
  );
}
