import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { RiskComparisonEditor } from './risk-comparison-editor';

afterEach(() => vi.unstubAllGlobals());

const COMPARISON = {
  riskLevels: [2, 8],
  assetClasses: [{ name: 'Equities', values: [20, 80], sectors: [{ name: 'Technology', values: [5, 30] }] }],
};

function stubApi(refuse: boolean) {
  const puts: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      return refuse
        ? json({ error: { code: 'validation_error', message: 'Please enter a number' } }, 400)
        : json(body);
    }
    if (url.endsWith('/simulator/risk-comparison')) return json(COMPARISON);
    return json({});
  });
  return puts;
}

/** The button waits for the current comparison, then opens the dialog with it. */
async function openEditor() {
  const button = await screen.findByRole('button', { name: 'Edit the risk comparison' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
}

describe('the risk comparison editor', () => {
  it('edits a weight with a decimal comma, adds a sector and saves the whole comparison', async () => {
    const puts = stubApi(false);
    await renderWithApp(<RiskComparisonEditor portalId="p1" />);
    await openEditor();
    const dialog = await screen.findByRole('dialog', { name: 'Risk comparison' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Technology at risk level 8 (%)' }), {
      target: { value: '32,5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a sector' }));
    fireEvent.change(within(dialog).getAllByRole('textbox', { name: 'Sector' })[1]!, {
      target: { value: 'Energy' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      riskLevels: [2, 8],
      assetClasses: [
        {
          name: 'Equities',
          values: [20, 80],
          sectors: [
            { name: 'Technology', values: [5, 32.5] },
            { name: 'Energy', values: [0, 0] },
          ],
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    stubApi(true);
    await renderWithApp(<RiskComparisonEditor portalId="p1" />);
    await openEditor();
    const dialog = await screen.findByRole('dialog', { name: 'Risk comparison' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Equities at risk level 2 (%)' }), {
      target: { value: 'twenty' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a number')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Equities at risk level 2 (%)' })).toHaveProperty(
      'value',
      'twenty',
    );
  });
});
