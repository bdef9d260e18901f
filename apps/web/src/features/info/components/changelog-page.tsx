import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { InfoList, InfoPage } from './info-page.tsx';

/** The releases, newest first: each its title, intro and notes. */
const RELEASES = [
  {
    id: 'languages',
    date: '2026-11-26',
    title: 'info.changelog.languages.title',
    intro: 'info.changelog.languages.intro',
    notes: [
      'info.changelog.languages.six',
      'info.changelog.languages.units',
      'info.changelog.languages.follows',
    ],
  },
  {
    id: 'explore',
    date: '2026-11-24',
    title: 'info.changelog.explore.title',
    intro: 'info.changelog.explore.intro',
    notes: [
      'info.changelog.explore.explore',
      'info.changelog.explore.search',
      'info.changelog.explore.detail',
      'info.changelog.explore.accounts',
    ],
  },
  {
    id: 'foundation',
    date: '2026-11-21',
    title: 'info.changelog.foundation.title',
    intro: 'info.changelog.foundation.intro',
    notes: [
      'info.changelog.foundation.shell',
      'info.changelog.foundation.pages',
      'info.changelog.foundation.contact',
      'info.changelog.foundation.database',
      'info.changelog.foundation.fast',
    ],
  },
] as const;

export function ChangelogPage() {
  const intl = useIntl();
  return (
    <InfoPage
      eyebrow={intl.formatMessage({ id: 'info.eyebrow.product' })}
      title={intl.formatMessage({ id: 'info.changelog.title' })}
      lead={
        <p>
          <FormattedMessage id="info.changelog.lead" />
        </p>
      }
    >
      {RELEASES.map(({ id, date, title, intro, notes }) => (
        <section key={id} aria-labelledby={`release-${id}`}>
          <h2 id={`release-${id}`}>
            <FormattedMessage id={title} />
          </h2>
          <p className="text-sm font-medium text-slate-600">
            <time dateTime={date}>
              {/* A calendar day: formatted in UTC so no time zone moves it to the day before. */}
              <FormattedDate value={date} dateStyle="long" timeZone="UTC" />
            </time>
          </p>
          <p>
            <FormattedMessage id={intro} />
          </p>
          <InfoList ids={notes} />
        </section>
      ))}
    </InfoPage>
  );
}
