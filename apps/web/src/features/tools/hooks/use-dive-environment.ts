import { LIMITS } from '@divespot/shared/tools/input';
import {
  WATER_MODELS,
  type DiveEnvironment,
  type WaterModel,
} from '@divespot/shared/tools/pressure';
import { SHARED_TOOL_PARAMS } from '@divespot/shared/tools/tool-links';
import { useToolForm, useToolOption, type FieldSpec, type ToolField } from './use-tool-form.ts';

export const ALTITUDE_FIELD: FieldSpec = {
  param: SHARED_TOOL_PARAMS.altitude,
  default: 0,
  quantity: 'depth',
  digits: 0,
  limit: LIMITS.altitude,
};

const FIELDS = { altitude: ALTITUDE_FIELD };

export interface DiveEnvironmentState {
  water: WaterModel;
  setWater: (water: WaterModel) => void;
  altitude: ToolField;
  /** The environment for the formulas; altitude 0 while its field has an error. */
  env: DiveEnvironment;
}

/**
 * How a calculator counts pressure, kept in the URL: the water model (real salt water unless
 * the link says otherwise) and the altitude of the water surface.
 */
export function useDiveEnvironment(fallback: WaterModel = 'salt'): DiveEnvironmentState {
  const [water, setWater] = useToolOption(SHARED_TOOL_PARAMS.water, WATER_MODELS, fallback);
  const { altitude } = useToolForm(FIELDS);
  const usable = altitude.problem ? 0 : altitude.value;
  return { water, setWater, altitude, env: { water, altitude: usable } };
}
