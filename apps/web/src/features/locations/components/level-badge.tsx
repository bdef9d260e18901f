import type { LocationSpot } from '@divespot/shared/locations';

type Level = NonNullable<LocationSpot['level']>;

/** SPEC §2 level colours: beginner green, intermediate yellow, advanced orange, expert red. */
const LEVEL_STYLES: Record<Level, string> = {
  beginner: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30',
  intermediate: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  advanced: 'bg-orange-100 text-orange-900 ring-orange-600/30',
  expert: 'bg-red-100 text-red-900 ring-red-600/30',
};

const LABELS: Record<Level, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export function LevelBadge({ level }: { level: Level }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${LEVEL_STYLES[level]}`}
    >
      {LABELS[level]}
    </span>
  );
}
