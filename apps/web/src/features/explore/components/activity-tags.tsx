import { MAX_CARD_ACTIVITIES } from '@divespot/shared/explore-url';

/** Up to 3 activities, then '+N more' (SPEC §2, §9). */
export function ActivityTags({
  activities,
  className = '',
}: {
  activities: readonly { name: string; displayName: string }[];
  className?: string;
}) {
  if (activities.length === 0) return null;
  const shown = activities.slice(0, MAX_CARD_ACTIVITIES);
  const more = activities.length - shown.length;
  const tag = 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700';
  return (
    <ul aria-label="Activities" className={`flex flex-wrap gap-1.5 ${className}`}>
      {shown.map((a) => (
        <li key={a.name} className={tag}>
          {a.displayName}
        </li>
      ))}
      {more > 0 ? <li className={tag}>+{more} more</li> : null}
    </ul>
  );
}
