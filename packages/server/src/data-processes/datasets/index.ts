import type { DataProcessDataset } from '@portal/domain';
import type { DatasetHandler } from './handler';
import { portfoliosHandler } from './portfolios';
import { transactionsHandler } from './transactions';

export type { DatasetHandler, ImportContext } from './handler';

export const DATASET_HANDLERS: Record<DataProcessDataset, DatasetHandler> = {
  transactions: transactionsHandler,
  portfolios: portfoliosHandler,
};
