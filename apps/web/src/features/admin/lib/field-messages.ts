import type { Quantity } from '@divespot/shared/units';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';

/**
 * The reasons the shared content schemas give (packages/shared/src/admin-content.ts), in the
 * reader's language. The browser's check and a server's 400 speak the same English words, so
 * both come through here: each pattern names a catalog message and how to read its numbers.
 */
interface Reason {
  pattern: RegExp;
  id: MessageId;
  /** Names of the numbers the pattern captures, in order. */
  numbers?: readonly string[];
}

const REASONS: readonly Reason[] = [
  { pattern: /^is required$/, id: 'admin.content.error.required' },
  { pattern: /^must not be empty$/, id: 'admin.content.error.required' },
  {
    pattern: /^must be at most (\d+)(?: characters)?$/,
    id: 'admin.content.error.tooLong',
    numbers: ['max'],
  },
  {
    pattern: /^must be between (-?[\d.]+) and (-?[\d.]+)$/,
    id: 'admin.content.error.between',
    numbers: ['min', 'max'],
  },
  { pattern: /^must be a number$/, id: 'admin.content.error.number' },
  { pattern: /^must be a whole number$/, id: 'admin.content.error.wholeNumber' },
  { pattern: /^must be one of /, id: 'admin.content.error.choice' },
  { pattern: /^must be at least the shallowest depth$/, id: 'admin.content.error.depthOrder' },
  {
    pattern: /^must be at least the lowest visibility$/,
    id: 'admin.content.error.visibilityOrder',
  },
  { pattern: /^must be an e-mail address$/, id: 'admin.content.error.email' },
  { pattern: /^must be a web address starting with https:\/\/$/, id: 'admin.content.error.url' },
  { pattern: /^must be HH:MM$/, id: 'admin.content.error.time' },
  { pattern: /^must be a two-letter language code/, id: 'admin.content.error.language' },
  {
    pattern: /^must have at most (\d+) entries$/,
    id: 'admin.content.error.tooMany',
    numbers: ['max'],
  },
  { pattern: /^must not repeat an entry$/, id: 'admin.content.error.repeated' },
  {
    pattern: /^must list each (?:month|spot) (?:at most )?once$/,
    id: 'admin.content.error.repeated',
  },
  { pattern: /^must be a month from 1 to 12$/, id: 'admin.content.error.month' },
  { pattern: /^must have one temperature per month/, id: 'admin.content.error.twelveMonths' },
];

/** How the reader's units show a limit: `350` metres as '1,148 ft' for a diver in imperial. */
export type LimitFormat = (quantity: Quantity, metric: number) => string;

/**
 * A schema's reason for refusing a field, in the reader's language; a limit of a quantity
 * field ('must be between 0 and 350' for a depth) in the reader's units. A reason we do not
 * know reads as a plain "check this value".
 */
export function fieldMessage(
  intl: IntlShape,
  reason: string,
  quantity?: Quantity,
  limit?: LimitFormat,
): string {
  for (const { pattern, id, numbers = [] } of REASONS) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const values: Record<string, string> = {};
    numbers.forEach((name, i) => {
      const n = Number(match[i + 1]);
      values[name] = quantity && limit ? limit(quantity, n) : intl.formatNumber(n);
    });
    return intl.formatMessage({ id }, values);
  }
  return intl.formatMessage({ id: 'admin.content.error.invalid' });
}
