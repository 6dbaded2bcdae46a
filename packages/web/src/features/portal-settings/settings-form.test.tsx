import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, stubFetch } from '../../test/render-app';
import { SettingsForm } from './settings-form';

afterEach(() => vi.unstubAllGlobals());

const settings = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Alpha Portal',
  email: 'desk@alpha.example',
  phone: '+44 1',
  portalLanguage: 'en' as const,
  theme: 'classic',
  tnc: { en: 'Terms' },
  logo: null,
  subscription: null,
  canEdit: true,
};

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('portal settings form (edit_portal)', { timeout: 15_000 }, () => {
  it('keeps Save disabled until something changes and while a field is invalid (§5)', async () => {
    await renderWithApp(<SettingsForm settings={settings} />);
    expect(save().disabled).toBe(true);
    fireEvent.change(field(/^Portal name/), { target: { value: '' } });
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.change(field(/^Portal name/), { target: { value: 'Alpha Office' } });
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it("shows the server's field errors under their fields", async () => {
    const { fetchStub, calls } = stubFetch({
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          message: 'Email must be valid',
          fields: [{ path: 'email', message: 'Email must be valid' }],
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    await renderWithApp(<SettingsForm settings={settings} />);
    fireEvent.change(field(/^Contact phone/), { target: { value: '+44 2' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Email must be valid')).toBeTruthy();
    const patch = calls.find((call) => call.init?.method === 'PATCH')!;
    expect(patch.url).toBe(`/api/portals/${settings.id}/settings`);
    expect(JSON.parse(patch.init!.body as string)).toMatchObject({ phone: '+44 2', tnc: { en: 'Terms' } });
  });
});
