import { FormattedMessage, useIntl } from 'react-intl';
import {
  AboutCalculatorsProse,
  AboutConservationProse,
  AboutOpenDataProse,
  AboutSafetyProse,
  AboutWhatIsProse,
} from './about-page.en.tsx';
import { InfoList, InfoPage, InfoText } from './info-page.tsx';

export function AboutPage() {
  const intl = useIntl();
  return (
    <InfoPage
      eyebrow={intl.formatMessage({ id: 'info.eyebrow.company' })}
      title={intl.formatMessage({ id: 'info.about.title' })}
      lead={
        <p>
          <FormattedMessage id="info.about.lead" />
        </p>
      }
    >
      <h2>
        <FormattedMessage id="info.about.whatIsHeading" />
      </h2>
      <AboutWhatIsProse />

      <h2>
        <FormattedMessage id="info.about.canDoHeading" />
      </h2>
      <InfoList
        ids={[
          'info.about.canDo.find',
          'info.about.canDo.marineLife',
          'info.about.canDo.centers',
          'info.about.canDo.share',
          'info.about.canDo.save',
        ]}
      />

      <h2 id="tools">
        <FormattedMessage id="info.about.calculatorsHeading" />
      </h2>
      <AboutCalculatorsProse />

      <h2>
        <FormattedMessage id="info.about.safetyHeading" />
      </h2>
      <AboutSafetyProse />

      <h2>
        <FormattedMessage id="info.about.conservationHeading" />
      </h2>
      <AboutConservationProse />

      <h2>
        <FormattedMessage id="info.about.valuesHeading" />
      </h2>
      <InfoList
        ids={[
          'info.about.values.divers',
          'info.about.values.accuracy',
          'info.about.values.fast',
          'info.about.values.privacy',
        ]}
      />

      <h2>
        <FormattedMessage id="info.about.openDataHeading" />
      </h2>
      <AboutOpenDataProse />

      <h2>
        <FormattedMessage id="info.about.contactHeading" />
      </h2>
      <p>
        <InfoText id="info.about.contactBody" />
      </p>
    </InfoPage>
  );
}
