import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../lib/api-client';
import { PageLoader } from './page-loader';

/** A query's loading and failure states, then its data (the server's §8 message when it has one). */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  if (query.isError || query.data === undefined) {
    const error = query.error;
    const text =
      error instanceof ApiError && error.code && !error.isTechnical
        ? error.message
        : t('messages.errors.technical');
    return <Alert severity="error">{text}</Alert>;
  }
  return <>{children(query.data)}</>;
}
