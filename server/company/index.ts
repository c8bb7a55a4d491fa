// The company area's public entry: what other areas, the seed and the composition root use of it.
export { registerBootstrapHook } from './bootstrap-hooks';
export { type CompanySettings, loadCompanySettings } from './bootstrap-service';
export { toCountryWire, toCurrencyWire, toUserWire, toZoneWire } from './company-presenters';
export { requireModule } from './module-gate-service';
export { isModuleFlag, setModuleFlag } from './module-settings-service';
export { getPlanSetting } from './plan-settings-repo';
export {
  type BinarySettings,
  defaultPlanSettings,
  type MatrixSettings,
  type PayoutSettings,
  type RoiSettings,
  type TaxSettings,
  type UnilevelSettings,
  type VolumeSettings,
} from './plan-settings';
export { findPackagePrice, findZone, listCountries, listZones } from './reference-repo';
export { type Zone } from './reference';
export { getCompany, getSetting, listCurrencies } from './settings-repo';
export {
  cancelSettingChange,
  type PlannedChange,
  planSettingChange,
  recordSettingChange,
  type SettingChange,
  type SettingOverview,
  settingsOverview,
} from './settings-change-service';
