import { SITE_NAME } from '@divespot/shared/site';
import type { SpotDetail } from '@divespot/shared/spots';
import { FormattedMessage } from 'react-intl';
import { LicenseName, SourceName } from '../../../lib/provenance.tsx';

const LINK = 'font-medium text-sky-800 underline underline-offset-4 hover:text-sky-950';

/** Where the record comes from, under which licence, with the attribution it asks for. */
export function SpotSource({ spot }: { spot: SpotDetail }) {
  const { name, license, attribution } = spot.source;
  const illustrated = spot.images.every((u) => u.startsWith('/api/image/illustration/'));
  const source = <SourceName code={name} />;
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
            license: <LicenseName code={license} linkClassName={LINK} />,
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
