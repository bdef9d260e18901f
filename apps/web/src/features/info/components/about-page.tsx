import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InfoList, InfoPage, InfoParagraphs, InfoText } from './info-page.tsx';

/** The sources the open-data paragraph credits. */
const OPEN_DATA_LINKS = {
  naturalEarth: (chunks: ReactNode[]) => <a href="https://www.naturalearthdata.com/">{chunks}</a>,
  osm: (chunks: ReactNode[]) => <a href="https://www.openstreetmap.org/copyright">{chunks}</a>,
};

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
      <InfoParagraphs ids={['info.about.whatIs.body', 'info.about.whatIs.building']} />

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
      <InfoParagraphs ids={['info.about.calculators.body']} />

      <h2>
        <FormattedMessage id="info.about.safetyHeading" />
      </h2>
      <InfoParagraphs ids={['info.about.safety.body']} />

      <h2>
        <FormattedMessage id="info.about.conservationHeading" />
      </h2>
      <InfoParagraphs ids={['info.about.conservation.body']} />

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
      <p>
        <InfoText id="info.about.openData.body" values={OPEN_DATA_LINKS} />
      </p>

      <h2>
        <FormattedMessage id="info.about.contactHeading" />
      </h2>
      <p>
        <InfoText id="info.about.contactBody" />
      </p>
    </InfoPage>
  );
}
