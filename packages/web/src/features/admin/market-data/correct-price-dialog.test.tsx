import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../../test/render-app';
import { SnackbarHost } from '../../../ui/snackbar-host';
import { field, saveButton, stubCorrectionApi } from './correction-test-api';
import { CorrectPriceDialog } from './correct-price-dialog';

afterEach(() => vi.unstubAllGlobals());

const save = saveButton;
const stubApi = (answer: { status: number; body: unknown }) =>
  stubCorrectionApi('/api/market-data/price-corrections', answer);

async function open(onClose = vi.fn()) {
  await renderWithApp(
    <>
      <CorrectPriceDialog open symbol="VOD" onClose={onClose} />
      <SnackbarHost />
    </>,
  );
  return onClose;
}

describe('Correct price dialog (issue 13)', { timeout: 15_000 }, () => {
  it('shows the schema’s messages on the form and sends nothing until the close and reason are valid', async () => {
    const posts = stubApi({ status: 200, body: {} });
    await open();
    expect(field(/^Symbol/).value).toBe('VOD');
    fireEvent.change(field(/^Date/), { target: { value: '2025-01-03' } });
    fireEvent.change(field(/^Close/), { target: { value: '-5' } });
    expect(await screen.findByText('Must be more than zero')).toBeTruthy();
    fireEvent.change(field(/^Close/), { target: { value: '1.123456789' } });
    expect(await screen.findByText('At most 16 digits before the decimal point and 8 after')).toBeTruthy();
    fireEvent.change(field(/^Close/), { target: { value: '75.25' } });
    fireEvent.change(field(/^Reason/), { target: { value: 'x' } });
    fireEvent.change(field(/^Reason/), { target: { value: ' ' } });
    expect(await screen.findByText('Give the reason for the correction')).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(posts).toEqual([]);
  });

  it('sends a valid correction, and puts a server refusal under its field', async () => {
    const posts = stubApi({
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: 'No instrument has this symbol',
          fields: [{ path: 'symbol', message: 'No instrument has this symbol' }],
        },
      },
    });
    const onClose = await open();
    fireEvent.change(field(/^Date/), { target: { value: '2025-01-03' } });
    fireEvent.change(field(/^Close/), { target: { value: '75.25' } });
    fireEvent.change(field(/^Reason/), { target: { value: 'Vendor error' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('No instrument has this symbol')).toBeTruthy();
    expect(posts).toEqual([{ symbol: 'VOD', date: '2025-01-03', price: '75.25', reason: 'Vendor error' }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
