import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { rangeProblemOf } from './range-errors.ts';

const refused = (...fields: { field: string; message: string }[]) =>
  new ApiError('Some querystring parameters are invalid.', 400, {
    code: 'VALIDATION_FAILED',
    message: 'Some querystring parameters are invalid.',
    detail: { fields },
  });

describe('rangeProblemOf', () => {
  it("words the range rules' reasons with our messages", () => {
    expect(rangeProblemOf(refused({ field: 'from', message: 'must not be after to' }))).toEqual({
      field: 'from',
      text: { id: 'admin.range.error.backwards' },
    });
    expect(
      rangeProblemOf(refused({ field: 'from', message: 'must be at most 400 days before to' })),
    ).toEqual({ field: 'from', text: { id: 'admin.range.error.tooLong', values: { max: 400 } } });
    for (const message of ['must be a date', 'must be a date, YYYY-MM-DD', 'must be a real date']) {
      expect(rangeProblemOf(refused({ field: 'to', message }))).toEqual({
        field: 'to',
        text: { id: 'admin.range.error.notDate', values: { field: 'to' } },
      });
    }
  });

  it('names a range field first, and keeps words it does not know', () => {
    expect(
      rangeProblemOf(
        refused(
          { field: 'limit', message: 'must be at most 100' },
          { field: 'to', message: 'must be a real date' },
        ),
      )?.field,
    ).toBe('to');
    expect(rangeProblemOf(refused({ field: 'limit', message: 'must be at most 100' }))).toEqual({
      field: null,
      text: { raw: 'limit must be at most 100' },
    });
  });

  it('is nothing for failures that are not a refused field', () => {
    expect(rangeProblemOf(new ApiError('boom', 500, { message: 'boom' }))).toBeNull();
    expect(rangeProblemOf(new Error('offline'))).toBeNull();
    expect(rangeProblemOf(null)).toBeNull();
  });
});
