import type { DataProcessDataset } from '@portal/domain';
import { benchmarkLevelsImport, fxRatesImport, pricesImport } from '../../market-data/imports/index';
import type { DatasetHandler } from './handler';
import { portfoliosHandler } from './portfolios';
import { transactionsHandler } from './transactions';

export type { DatasetHandler, ImportContext } from './handler';

export const DATASET_HANDLERS: Record<DataProcessDataset, DatasetHandler> = {
  transactions: transactionsHandler,
  portfolios: portfoliosHandler,
  prices: pricesImport,
  'fx-rates': fxRatesImport,
  'benchmark-levels': benchmarkLevelsImport,
};
