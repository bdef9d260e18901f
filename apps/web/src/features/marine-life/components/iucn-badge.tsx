import { FormattedMessage } from 'react-intl';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { isIucnStatus } from '../lib/iucn.ts';

/** Red List colours, light enough for dark text to pass AA contrast. */
const TONES: Record<string, string> = {
  LC: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  NT: 'bg-lime-50 text-lime-900 ring-lime-300',
  VU: 'bg-amber-50 text-amber-900 ring-amber-300',
  EN: 'bg-orange-50 text-orange-900 ring-orange-300',
  CR: 'bg-rose-50 text-rose-900 ring-rose-300',
  EW: 'bg-purple-50 text-purple-900 ring-purple-300',
};
const DOTS: Record<string, string> = {
  LC: 'bg-emerald-500',
  NT: 'bg-lime-500',
  VU: 'bg-amber-500',
  EN: 'bg-orange-500',
  CR: 'bg-rose-600',
  EW: 'bg-purple-600',
};
const NEUTRAL = 'bg-slate-50 text-slate-800 ring-slate-300';
/** Between the code and the name: a symbol, the same in every language. */
const SEPARATOR = '·';

interface IucnBadgeProps {
  status: string | null;
  /** Adds the code ('VU · Vulnerable'), for the species page where the code is explained. */
  withCode?: boolean;
}

/** IUCN Red List status as a coloured pill: 'VU' reads 'Vulnerable'. */
export function IucnBadge({ status, withCode = false }: IucnBadgeProps) {
  const { label: vocabulary } = useVocabulary();
  if (!isIucnStatus(status)) return null;
  const label = vocabulary('iucn', status);
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status] ?? NEUTRAL}`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${DOTS[status] ?? 'bg-slate-400'}`}
      />
      <span className="sr-only">
        <FormattedMessage id="marineLife.iucnBadge.status" />
      </span>
      {withCode ? <abbr title={label}>{status}</abbr> : null}
      {withCode ? <span aria-hidden="true">{SEPARATOR}</span> : null}
      {label}
    </span>
  );
}
