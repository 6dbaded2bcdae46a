import { z } from 'zod';
import { HOLDING_ASSET_CLASSES, HOLDING_CURRENCIES, HOLDING_REGIONS, HOLDING_TYPES } from '../enums/holding';
import {
  writeObject,
  idRef,
  invalidInput,
  nameField,
  optionalDate,
  requiredDate,
  requiredText,
} from './common';
import { nonNegativeMoney, optionalMoney, optionalPercent } from './money';

const required = { error: 'validation.required_field' } as const;

/** A dated value of a property holding (§3: annual_growth and pricePoints, property only). */
export const pricePointSchema = writeObject({ date: requiredDate(), value: nonNegativeMoney });

/**
 * Create or update a holding (§3 Holding; §5 name and symbol required). Units and amounts are
 * decimal strings. A property holding has asset class Property and 1 unit (§3).
 */
export const holdingSchema = writeObject({
  name: nameField,
  symbol: requiredText('validation.symbol_required'),
  /** The portfolio the holding sits in. */
  parentId: idRef(),
  units: nonNegativeMoney,
  currency: z.enum(HOLDING_CURRENCIES, required).optional(),
  region: z.enum(HOLDING_REGIONS, required).optional(),
  assetclass: z.enum(HOLDING_ASSET_CLASSES, required).optional(),
  type: z.enum(HOLDING_TYPES, required).optional(),
  /** Purchase date. */
  date: optionalDate,
  purchaseValue: optionalMoney,
  value: optionalMoney,
  annual_growth: optionalPercent,
  pricePoints: z.array(pricePointSchema, invalidInput).optional(),
});

export type HoldingInput = z.input<typeof holdingSchema>;
export type HoldingWrite = z.output<typeof holdingSchema>;
