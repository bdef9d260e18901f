import { fieldErrorsOf } from '../../../lib/api-error-text.ts';
import type { UiText } from '../../auth/index.ts';

/** Why the reports refused a range: the field at fault (if one of ours) and what to say. */
export interface RangeProblem {
  field: 'from' | 'to' | null;
  text: UiText;
}

const isRangeField = (field: string): field is 'from' | 'to' => field === 'from' || field === 'to';

/**
 * A refused field's reason in the page's language. The reports' range rules (the shared query
 * schema and the server's range check) give these in English; any other stays as it came.
 */
function reasonText(field: string, message: string): UiText {
  if (message === 'must not be after to') return { id: 'admin.range.error.backwards' };
  const tooLong = /^must be at most (\d+) days before to$/.exec(message);
  if (tooLong) return { id: 'admin.range.error.tooLong', values: { max: Number(tooLong[1]) } };
  if (isRangeField(field) && /^must be a (real )?date\b/.test(message)) {
    return { id: 'admin.range.error.notDate', values: { field } };
  }
  return { raw: `${field} ${message}` };
}

/** The range problem a report's 400 answer names, or null when the failure was something else. */
export function rangeProblemOf(error: unknown): RangeProblem | null {
  const fields = fieldErrorsOf(error);
  const first = fields.find((f) => isRangeField(f.field)) ?? fields[0];
  if (!first) return null;
  return {
    field: isRangeField(first.field) ? first.field : null,
    text: reasonText(first.field, first.message),
  };
}
