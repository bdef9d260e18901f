import { SITE_NAME } from '@divespot/shared/site';
import type { SpotDetail } from '@divespot/shared/spots';
import { FormattedMessage } from 'react-intl';
import { licenseInfo } from '../../../lib/provenance.ts';

const LINK = 'font-medium text-sky-800 underline underline-offset-4 hover:text-sky-950';

/** Where the record comes from, under which licence, with the attribution it asks for. */
export function SpotSource({ spot }: { spot: SpotDetail }) {
  const { name, license, attribution } = spot.source;
  const info = licenseInfo(license);
  const illustrated = spot.images.every((u) => u.startsWith('/api/image/illustration/'));
  const source = <FormattedMessage id="spots.source.name" values={{ source: name }} />;
  return (
    <footer className="border-t border-slate-200 pt-6 text-sm text-slate-700">
      <p>
        <FormattedMessage
          id="spots.source.text"
          values={{
            // The attribution is the record's own words, as the source asks for them.
            source: attribution ? (
              <FormattedMessage
                id="spots.source.withAttribution"
                values={{ source, attribution }}
              />
            ) : (
              source
            ),
            license: info.url ? (
              <a href={info.url} className={LINK} rel="license noopener noreferrer">
                {info.label}
              </a>
            ) : license === 'unspecified' ? (
              <FormattedMessage id="spots.source.licenseUnspecified" />
            ) : (
              info.label
            ),
            illustrated: illustrated ? 'yes' : 'no',
            site: SITE_NAME,
          }}
        />
      </p>
      {spot.synthetic ? (
        <p className="mt-1">
          <FormattedMessage id="spots.source.synthetic" />
        </p>
      ) : null}
    </footer>
  );
}
