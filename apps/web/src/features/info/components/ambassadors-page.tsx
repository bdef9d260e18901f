import { FormattedMessage, useIntl } from 'react-intl';
import { InfoList, InfoPage, InfoParagraphs, InfoText } from './info-page.tsx';

export function AmbassadorsPage() {
  const intl = useIntl();
  return (
    <InfoPage
      eyebrow={intl.formatMessage({ id: 'info.eyebrow.community' })}
      title={intl.formatMessage({ id: 'info.ambassadors.title' })}
      lead={
        <p>
          <FormattedMessage id="info.ambassadors.lead" />
        </p>
      }
    >
      <h2>
        <FormattedMessage id="info.ambassadors.doHeading" />
      </h2>
      <InfoList
        ids={[
          'info.ambassadors.do.check',
          'info.ambassadors.do.suggest',
          'info.ambassadors.do.share',
          'info.ambassadors.do.needs',
        ]}
      />

      <h2>
        <FormattedMessage id="info.ambassadors.getHeading" />
      </h2>
      <InfoList
        ids={[
          'info.ambassadors.get.credit',
          'info.ambassadors.get.line',
          'info.ambassadors.get.say',
        ]}
      />

      <h2>
        <FormattedMessage id="info.ambassadors.lookingHeading" />
      </h2>
      <InfoParagraphs ids={['info.ambassadors.looking']} />

      <h2>
        <FormattedMessage id="info.ambassadors.becomeHeading" />
      </h2>
      <p>
        <InfoText id="info.ambassadors.becomeBody" topic="partnership" />
      </p>
    </InfoPage>
  );
}
