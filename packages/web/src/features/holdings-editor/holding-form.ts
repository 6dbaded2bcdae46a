import type { HoldingEditInput } from '@portal/domain';

import type { HoldingView } from '../../lib/portfolio-types';

/** The holding form's values: every field a string ('' = not given). */
export interface HoldingFormValues {
  name: string;
  symbol: string;
  units: string;
  currency: string;
  region: string;
  assetclass: string;
  type: string;
  date: string;
  price: string;
}

export const EMPTY_HOLDING: HoldingFormValues = {
  name: '',
  symbol: '',
  units: '',
  currency: '',
  region: '',
  assetclass: '',
  type: '',
  date: '',
  price: '',
};

const known = (value: string | null | undefined, options: readonly string[]) =>
  value && options.includes(value) ? value : '';

/** A holding as the form edits it (values the schema does not know are left blank). */
export function holdingToForm(
  h: HoldingView,
  options: {
    currencies: readonly string[];
    regions: readonly string[];
    classes: readonly string[];
    types: readonly string[];
  },
): HoldingFormValues {
  return {
    name: h.name ?? h.symbol,
    symbol: h.symbol,
    units: h.units,
    currency: known(h.currency, options.currencies),
    region: known(h.region, options.regions),
    assetclass: known(h.assetClass, options.classes),
    type: known(h.type, options.types),
    date: h.purchaseDate ?? '',
    price: h.price ?? '',
  };
}

/** The request body of the form (holdingEditSchema's input): blanks left out. */
export function formToHolding(values: HoldingFormValues): HoldingEditInput {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value.trim() !== '') body[key] = value.trim();
  return body as unknown as HoldingEditInput;
}
