import { chartAssetClassOf, type ChartAssetClass } from '@portal/domain';

/** i18n keys of the asset classes a model portfolio's mix is drawn in. */
const CLASS_KEYS: Record<ChartAssetClass, string> = {
  Equities: 'simulator.classes.equities',
  'Fixed Interest': 'simulator.classes.fixedInterest',
  Alternatives: 'simulator.classes.alternatives',
  // A model's cash is simulated as Other (domain simulatorClassOf), and labelled so.
  Cash: 'simulator.classes.other',
  Other: 'simulator.classes.other',
};

/** The label key of a model's asset-class name as entered ('Equity' and 'Equities' alike). */
export function assetClassKey(name: string): string {
  return CLASS_KEYS[chartAssetClassOf(name)];
}
