import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../../test/render-app';
import { SnackbarHost } from '../../../ui/snackbar-host';
import { field, saveButton, stubCorrectionApi } from './correction-test-api';
import { CorrectRateDialog } from './correct-rate-dialog';

afterEach(() => vi.unstubAllGlobals());

const save = saveButton;
const stubApi = (answer: { status: number; body: unknown }) =>
  stubCorrectionApi('/api/market-data/rate-corrections', answer);

async function open(onClose = vi.fn()) {
  await renderWithApp(
    <>
      <CorrectRateDialog open onClose={onClose} />
      <SnackbarHost />
    </>,
  );
  return onClose;
}

function fill(values: { from: string; to: string; date: string; rate: string; reason: string }) {
  fireEvent.change(field(/^From currency/), { target: { value: values.from } });
  fireEvent.change(field(/^To currency/), { target: { value: values.to } });
  fireEvent.change(field(/^Date/), { target: { value: values.date } });
  fireEvent.change(field(/^Rate/), { target: { value: values.rate } });
  fireEvent.change(field(/^Reason/), { target: { value: values.reason } });
}

describe('Correct rate dialog (issue 13)', { timeout: 15_000 }, () => {
  it('shows the schema’s messages on the form and sends nothing until the pair, rate and reason are valid', async () => {
    const posts = stubApi({ status: 200, body: {} });
    await open();
    expect(screen.getByRole('heading', { name: 'Correct an exchange rate' })).toBeTruthy();
    fill({ from: 'POUNDS', to: 'USD', date: '2025-01-03', rate: '0', reason: 'Vendor error' });
    expect(await screen.findByText('Enter a three-letter currency code, such as GBP')).toBeTruthy();
    expect(await screen.findByText('Must be more than zero')).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(posts).toEqual([]);
  });

  it('puts the server’s refusal under its field and keeps the dialog open', async () => {
    const posts = stubApi({
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: 'No exchange rates are kept for this currency pair',
          fields: [{ path: 'from', message: 'No exchange rates are kept for this currency pair' }],
        },
      },
    });
    const onClose = await open();
    fill({ from: 'gbp', to: 'JPY', date: '2025-01-03', rate: '190.5', reason: 'Vendor error' });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('No exchange rates are kept for this currency pair')).toBeTruthy();
    expect(posts).toEqual([
      { from: 'GBP', to: 'JPY', date: '2025-01-03', rate: '190.5', reason: 'Vendor error' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says what it saved, and closes', async () => {
    stubApi({
      status: 200,
      body: {
        before: '1.25',
        after: '1.2675',
        change: { symbols: {}, rates: { 'GBP/USD': '2025-01-03' }, benchmarks: {} },
      },
    });
    const onClose = await open();
    fill({ from: 'GBP', to: 'USD', date: '2025-01-03', rate: '1.2675', reason: 'Vendor error' });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Rate saved for GBP/USD on 3 Jan 2025')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
