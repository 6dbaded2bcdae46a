import Dialog from '@mui/material/Dialog';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

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

  it('keeps its band free of every open dialog while it shows, and lasts 5 seconds', async () => {
    await renderWithApp(
      <>
        <SnackbarHost />
        <Dialog open aria-label="Welcome">
          Welcome
        </Dialog>
      </>,
    );
    // The message of the test before is still current (notifications outlive screens): close it.
    const previous = screen.queryByRole('alert');
    if (previous) fireEvent.click(within(previous).getByRole('button', { name: 'Close' }));
    const container = document.querySelector('.MuiDialog-container')!;
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(getComputedStyle(container).paddingBottom).not.toMatch(/^[1-9]/);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => notify('Saved'));
      await screen.findByRole('alert');
      // jsdom is a phone-sized screen without sizes: bottom navigation 72 + 8 px, then 8 px gap.
      expect(getComputedStyle(container).paddingBottom).toBe('88px');
      await act(() => vi.advanceTimersByTimeAsync(4_900));
      expect(screen.queryByRole('alert')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(300));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
      expect(getComputedStyle(container).paddingBottom).not.toMatch(/^[1-9]/);
    } finally {
      vi.useRealTimers();
    }
  });
});
