import { FormattedMessage, useIntl } from 'react-intl';
import { InfoList, InfoPage, InfoParagraphs, InfoText } from './info-page.tsx';

export function AffiliatesPage() {
  const intl = useIntl();
  return (
    <InfoPage
      eyebrow={intl.formatMessage({ id: 'info.eyebrow.community' })}
      title={intl.formatMessage({ id: 'info.affiliates.title' })}
      lead={
        <p>
          <FormattedMessage id="info.affiliates.lead" />
        </p>
      }
    >
      <h2>
        <FormattedMessage id="info.affiliates.howHeading" />
      </h2>
      <InfoList
        ordered
        ids={[
          'info.affiliates.how.link',
          'info.affiliates.how.attributed',
          'info.affiliates.how.commission',
        ]}
      />

      <h2>
        <FormattedMessage id="info.affiliates.statusHeading" />
      </h2>
      <InfoParagraphs ids={['info.affiliates.status']} />

      <h2>
        <FormattedMessage id="info.affiliates.audienceHeading" />
      </h2>
      <InfoList
        ids={[
          'info.affiliates.audience.blogs',
          'info.affiliates.audience.clubs',
          'info.affiliates.audience.instructors',
        ]}
      />

      <h2>
        <FormattedMessage id="info.affiliates.registerHeading" />
      </h2>
      <p>
        <InfoText id="info.affiliates.registerBody" topic="partnership" />
      </p>
    </InfoPage>
  );
}
