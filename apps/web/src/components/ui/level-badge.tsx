import type { SpotLevel } from '@divespot/shared/spot-vocabulary';
import { useVocabulary } from '../../lib/i18n/vocabulary.ts';

/**
 * docs/product/screens.md level colours: beginner green, intermediate yellow, advanced orange, expert red. Pale
 * fills with 900-weight text keep every pair above WCAG AA contrast; the dot carries the colour.
 */
const STYLES: Record<SpotLevel, { badge: string; dot: string }> = {
  beginner: { badge: 'bg-emerald-50 text-emerald-900 ring-emerald-600/30', dot: 'bg-emerald-500' },
  intermediate: { badge: 'bg-yellow-50 text-yellow-900 ring-yellow-600/40', dot: 'bg-yellow-400' },
  advanced: { badge: 'bg-orange-50 text-orange-900 ring-orange-600/30', dot: 'bg-orange-500' },
  expert: { badge: 'bg-red-50 text-red-900 ring-red-600/30', dot: 'bg-red-600' },
};

interface LevelBadgeProps {
  level: SpotLevel;
  size?: 'sm' | 'md';
}

/** A dive spot's level as a coloured pill, named in the page's language. */
export function LevelBadge({ level, size = 'sm' }: LevelBadgeProps) {
  const style = STYLES[level];
  const { label } = useVocabulary();
  const sizing = size === 'md' ? 'gap-2 px-3 py-1 text-sm' : 'gap-1.5 px-2.5 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold ring-1 ring-inset ${sizing} ${style.badge}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${style.dot}`} />
      {label('level', level)}
    </span>
  );
}
