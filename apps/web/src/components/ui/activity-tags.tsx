import { cardActivities } from '@divespot/shared/spot-card';
import { FormattedMessage, useIntl } from 'react-intl';
import { useVocabulary } from '../../lib/i18n/vocabulary.ts';

/** Up to 3 activities, then '+N more' (docs/product/screens.md, docs/product/limits.md). */
export function ActivityTags({
  activities,
  className = '',
}: {
  activities: readonly { name: string; displayName: string }[];
  className?: string;
}) {
  const intl = useIntl();
  const { label } = useVocabulary();
  if (activities.length === 0) return null;
  const { shown, more } = cardActivities(activities);
  const tag = 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700';
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'vocab.activities.label' })}
      className={`flex flex-wrap gap-1.5 ${className}`}
    >
      {shown.map((a) => (
        <li key={a.name} className={tag}>
          {label('activity', a.name, a.displayName)}
        </li>
      ))}
      {more > 0 ? (
        <li className={tag}>
          <FormattedMessage id="vocab.activities.more" values={{ count: more }} />
        </li>
      ) : null}
    </ul>
  );
}
