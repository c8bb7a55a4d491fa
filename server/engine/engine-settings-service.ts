import { planTypeWire, type PlanType } from '../../contract/modules';
import type { Queryable } from '../db/connection';
import {
  type BinarySettings,
  type MatrixSettings,
  type TaxSettings,
  type UnilevelSettings,
  type VolumeSettings,
  getPlanSetting,
  getSetting,
} from '../company';

export type EngineModules = {
  plan: PlanType;
  directBonus: boolean;
  unilevelBonus: boolean;
  roiBonus: boolean;
  rank: boolean;
};

/**
 * The plan type and the bonus module flags of the 'modules' settings row. A company without
 * the row runs the demo's binary plan with every bonus on; a flag is off only when stored false.
 */
export async function loadModules(q: Queryable): Promise<EngineModules> {
  const row = (await getSetting<Record<string, unknown>>(q, 'modules')) ?? {};
  const plan = planTypeWire.safeParse(row.compensation_plan);
  return {
    plan: plan.success ? plan.data : 'binary',
    directBonus: row.direct_bonus !== false,
    unilevelBonus: row.unilevel_bonus !== false,
    roiBonus: row.roi_bonus !== false,
    rank: row.rank !== false,
  };
}

export type OrderSettings = {
  modules: EngineModules;
  binary: BinarySettings;
  unilevel: UnilevelSettings;
  tax: TaxSettings;
  volume: VolumeSettings;
};

export async function loadOrderSettings(q: Queryable): Promise<OrderSettings> {
  const [modules, binary, unilevel, tax, volume] = [
    await loadModules(q),
    await getPlanSetting(q, 'binary'),
    await getPlanSetting(q, 'unilevel'),
    await getPlanSetting(q, 'tax'),
    await getPlanSetting(q, 'volume'),
  ];
  return { modules, binary, unilevel, tax, volume };
}

export const loadMatrixSettings = (q: Queryable): Promise<MatrixSettings> =>
  getPlanSetting(q, 'matrix');
