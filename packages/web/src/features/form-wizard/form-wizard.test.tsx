import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormStepDefinition } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api-client';
import { renderWithApp } from '../../test/render-app';
import { FormWizard } from './form-wizard';

const steps: FormStepDefinition[] = [
  {
    name: 'about',
    label: 'About you',
    fieldsets: [
      {
        name: 'main',
        fields: [
          { name: 'fullName', type: 'text', label: 'Full name', required: true },
          { name: 'income', type: 'number', label: 'Yearly income', limit: 100 },
          { name: 'grade', type: 'text', label: 'Grade', admin: true, value: 'B' },
        ],
      },
    ],
  },
  {
    name: 'consent',
    label: 'Consent',
    fieldsets: [
      { name: 'main', fields: [{ name: 'agree', type: 'checkbox', label: 'I agree', required: true }] },
    ],
  },
];

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('the form wizard', () => {
  it('shows steps as tabs, checks a step on Next with the §5 messages and submits the API shape', async () => {
    const onSubmit = vi.fn(async () => 'Thanks! Your data has been sent.');
    await renderWithApp(<FormWizard steps={steps} admin={false} title="KYC" onSubmit={onSubmit} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['About you', 'Consent']);
    // An admin field is read-only for an investor.
    expect(input(/^Grade/).hasAttribute('readonly')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Required field');
    fireEvent.change(input(/^Full name/), { target: { value: 'Ada' } });
    fireEvent.change(input(/^Yearly income/), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Maximum value is 100');
    fireEvent.change(input(/^Yearly income/), { target: { value: '99.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const agree = await screen.findByRole('checkbox', { name: /I agree/ });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Required field');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(agree);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thanks! Your data has been sent.');
    expect(onSubmit).toHaveBeenCalledWith({ fullName: 'Ada', income: '99.5', agree: true });
  }, 30_000);

  it("puts the server's field messages on their fields, on their step", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'validation_error', 'Required field', [
        { path: 'fullName', message: 'Too short' },
      ]);
    });
    await renderWithApp(<FormWizard steps={steps} admin={true} title="KYC" onSubmit={onSubmit} />);
    fireEvent.change(input(/^Full name/), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Too short');
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('About you'));
  }, 30_000);
});
