import { screen } from '@testing-library/react';
import { getCollection } from '@portal/domain';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../../test/render-app';
import { SecuritySummary } from './security-summary';
import { TransactionSummary } from './transaction-summary';

function WithValues({ values, children }: { values: Record<string, unknown>; children: ReactNode }) {
  const form = useForm({ defaultValues: values });
  return <FormProvider {...form}>{children}</FormProvider>;
}

/** The summary's pairs as they read: each term with its description. */
function pairs(group: HTMLElement) {
  const terms = [...group.querySelectorAll('dt')].map((dt) => dt.textContent);
  const descriptions = [...group.querySelectorAll('dd')].map((dd) => dd.textContent);
  return terms.map((term, index) => [term, descriptions[index]]);
}

describe('step summaries in the drawer form (§2)', { timeout: 15_000 }, () => {
  it('sums up the values of the other steps on a security step, leaving out empty ones', async () => {
    const users = getCollection('users')!;
    const stepIndex = users.steps.findIndex((step) => step.kind === 'security');
    await renderWithApp(
      <WithValues values={{ name: 'Ann Advisor', email: 'ann@alpha.example', telephone: '' }}>
        <SecuritySummary collection={users} stepIndex={stepIndex} />
      </WithValues>,
    );
    const group = screen.getByRole('group', { name: 'Summary' });
    expect(pairs(group)).toEqual(
      expect.arrayContaining([
        [expect.any(String), 'Ann Advisor'],
        [expect.any(String), 'ann@alpha.example'],
      ]),
    );
    expect(pairs(group)).toHaveLength(2);
  });

  it('shows nothing on a security step when the other steps are empty', async () => {
    const users = getCollection('users')!;
    const stepIndex = users.steps.findIndex((step) => step.kind === 'security');
    await renderWithApp(
      <WithValues values={{}}>
        <SecuritySummary collection={users} stepIndex={stepIndex} />
      </WithValues>,
    );
    expect(screen.queryByRole('group', { name: 'Summary' })).toBeNull();
  });

  it('shows holding, price, total value and purchase date on a transaction step', async () => {
    await renderWithApp(
      <WithValues
        values={{ holding: 'ACME', price: '12.5', amount: '4', purchaseDate: '2024-03-05T00:00:00Z' }}
      >
        <TransactionSummary />
      </WithValues>,
    );
    expect(pairs(screen.getByRole('group', { name: 'Transaction' }))).toEqual([
      ['Holding', 'ACME'],
      ['Price', '12.5'],
      ['Total value', '50.00'],
      ['Purchase date', '2024-03-05'],
    ]);
  });

  it('shows a dash for what is not typed yet on a transaction step', async () => {
    await renderWithApp(
      <WithValues values={{ holding: 'ACME' }}>
        <TransactionSummary />
      </WithValues>,
    );
    expect(pairs(screen.getByRole('group', { name: 'Transaction' })).map(([, value]) => value)).toEqual([
      'ACME',
      '—',
      '—',
      '—',
    ]);
  });
});
