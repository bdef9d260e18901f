import { FormattedMessage } from 'react-intl';

/** Licences records are published under, by SPDX identifier. */
const LICENSES: Record<string, { label: string; url: string }> = {
  'CC-BY-4.0': { label: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  'CC-BY-SA-4.0': {
    label: 'CC BY-SA 4.0',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  'CC0-1.0': { label: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  'ODbL-1.0': { label: 'ODbL 1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
};

/** A data source by the `source` code records carry, in the page's language. */
export function SourceName({ code }: { code: string }) {
  return <FormattedMessage id="provenance.source" values={{ source: code }} />;
}

/**
 * A record's licence: its name linked to its text, 'not specified' in the page's language, or an
 * unknown identifier as it is.
 */
export function LicenseName({ code, linkClassName }: { code: string; linkClassName: string }) {
  const known = LICENSES[code];
  if (known) {
    return (
      <a href={known.url} className={linkClassName} rel="license noopener noreferrer">
        {known.label}
      </a>
    );
  }
  return code === 'unspecified' ? <FormattedMessage id="provenance.licenseUnspecified" /> : code;
}
