import { LIMITS } from '@divespot/shared/tools/input';
import { SHARED_TOOL_PARAMS } from '@divespot/shared/tools/tool-links';
import type { FieldSpec } from '../hooks/use-tool-form.ts';

/** Oxygen in the mix, percent. */
export const o2Field = (fallback: number): FieldSpec => ({
  param: 'o2',
  default: fallback,
  digits: 1,
  limit: LIMITS.o2,
});

/** A depth in metres (feet in imperial) kept in `param`: the planned depth unless named. */
export const depthField = (
  fallback: number,
  param: string = SHARED_TOOL_PARAMS.depth,
): FieldSpec => ({
  param,
  default: fallback,
  quantity: 'depth',
  digits: 1,
  limit: LIMITS.depth,
});
