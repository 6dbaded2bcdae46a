import Button from '@mui/material/Button';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { PREVIEW, stubPreviewSession } from './preview-session.test-util';
import { WhenWritable, WritableAction } from './read-only';

afterEach(() => vi.unstubAllGlobals());

const ui = (
  <>
    <WhenWritable>
      <Button>Upload</Button>
    </WhenWritable>
    <WritableAction title="Add to favourites">
      <Button>Star</Button>
    </WritableAction>
  </>
);

describe('read-only in a client preview', () => {
  it('offers the actions outside a preview', async () => {
    stubPreviewSession(null);
    await renderWithApp(ui);
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Add to favourites' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('hides forms and disables buttons with the reason in a preview', async () => {
    stubPreviewSession(PREVIEW);
    await renderWithApp(ui);
    // Stays hidden once the preview is known (and while it was not).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    const star = screen.getByRole('button', { name: 'Star' }) as HTMLButtonElement;
    expect(star.disabled).toBe(true);
    fireEvent.mouseOver(star.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'Not available in a client preview',
    );
  });
});
