import { createIntl } from 'react-intl';
import { adminSpotWriteSchema, adminDiveCenterWriteSchema } from '@divespot/shared/admin-content';
import { formatQuantity, type Quantity } from '@divespot/shared/units';
import { describe, expect, it } from 'vitest';
import de from '../../../lib/i18n/catalogs/de.json';
import en from '../../../lib/i18n/catalogs/en-US.json';
import { fieldMessage } from './field-messages.ts';

const english = createIntl({ locale: 'en-US', messages: en });
const german = createIntl({ locale: 'de', messages: de });

describe('a schema’s reasons in the reader’s words', () => {
  it('words every reason the content schemas give', () => {
    const spot = adminSpotWriteSchema.safeParse({});
    const center = adminDiveCenterWriteSchema.safeParse({
      name: '',
      email: 'no',
      website: 'ftp://x',
      languages: ['eng'],
      hours: { monday: { open: '8', close: '17:00' } },
    });
    const reasons = [...spot.error!.issues, ...center.error!.issues].map((i) => i.message);
    const unknown = english.formatMessage({ id: 'admin.content.error.invalid' });
    // Only a wrong type, which the forms never send, reads as "check this value".
    const unworded = new Set(reasons.filter((r) => fieldMessage(english, r) === unknown));
    expect([...unworded].sort()).toEqual([
      'must be a list',
      'must be a list of 12 numbers',
      'must be a list of months',
      'must be text',
    ]);
    expect(reasons.length - [...reasons].filter((r) => unworded.has(r)).length).toBeGreaterThan(15);
  });

  it('gives limits as numbers, or in the reader’s units for a quantity', () => {
    expect(fieldMessage(english, 'must be at most 120 characters')).toBe(
      'Use at most 120 characters.',
    );
    expect(fieldMessage(german, 'must be between -90 and 90')).toBe(
      'Geben Sie einen Wert von -90 bis 90 ein.',
    );
    const feet = (q: Quantity, m: number) =>
      formatQuantity(q, m, 'imperial', 'en-US', { maximumFractionDigits: 0 });
    expect(fieldMessage(english, 'must be between 0 and 350', 'depth', feet)).toBe(
      'Enter a value from 0 ft to 1,148 ft.',
    );
    expect(fieldMessage(english, 'Unrecognized key: "x"')).toBe('Check this value.');
  });
});
