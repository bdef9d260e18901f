import { LIMITS } from '@divespot/shared/tools/input';
import { SHARED_TOOL_PARAMS } from '@divespot/shared/tools/tool-links';
import type { ToolResult } from '@divespot/shared/tools/input';
import type { FieldSpec } from '../hooks/use-tool-form.ts';

/** Oxygen in the mix, percent. */
export const o2Field = (fallback: number): FieldSpec => ({
  param: 'o2',
  default: fallback,
  digits: 1,
  limit: LIMITS.o2,
});

/**
 * A depth in metres (feet in imperial) kept in `param`: the planned depth unless named.
 * `fallbackFeet` is the round default in feet (100 ft beside 30 m).
 */
export const depthField = (
  fallback: number,
  fallbackFeet: number,
  param: string = SHARED_TOOL_PARAMS.depth,
): FieldSpec => ({
  param,
  default: fallback,
  imperialDefault: fallbackFeet,
  quantity: 'depth',
  digits: 1,
  limit: LIMITS.depth,
});

/**
 * The message for a field a calculation refused because of another field (end pressure above
 * start, residual volume above the breath); range and number errors are the field's own.
 */
export function crossFieldError(
  result: ToolResult<unknown>,
  field: string,
  message: string,
): string | undefined {
  return !result.ok && result.error.field === field && result.error.issue.code === 'notAbove'
    ? message
    : undefined;
}
