import Dialog from '@mui/material/Dialog';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../test/render-app';
import { notify } from './notify';
import { SnackbarHost } from './snackbar-host';

describe('snackbar host', { timeout: 15_000 }, () => {
  it('announces a result shown while a dialog is open (outside the part the dialog hides)', async () => {
    await renderWithApp(
      <>
        <SnackbarHost />
        <Dialog open aria-label="Welcome">
          Welcome
        </Dialog>
      </>,
    );
    act(() => notify('Thank you for accepting the terms and conditions'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Thank you for accepting the terms and conditions');
    expect(alert.closest('[aria-hidden="true"]')).toBeNull();
  });
});
