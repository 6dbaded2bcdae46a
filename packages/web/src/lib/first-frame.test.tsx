import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../test/render-app';
import { ScreenTitle } from '../ui/screen-title';
import { FIRST_FRAME_ID, limitFirstFrame, removeFirstFrame } from './first-frame';

/** The server's first paint, as it stands before the app's root (server web/signed-in-frame.ts). */
function serverFrame() {
  const frame = document.createElement('div');
  frame.id = FIRST_FRAME_ID;
  frame.innerHTML = '<h1>Harbour &amp; Vale</h1>';
  document.body.prepend(frame);
}

afterEach(() => {
  removeFirstFrame();
  vi.useRealTimers();
});

describe('the first frame', () => {
  it("goes as the screen's own title is drawn, in the same commit", async () => {
    serverFrame();
    await renderWithApp(<ScreenTitle title="Harbour & Vale" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour & Vale' })).toBeTruthy();
    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
  });

  it('goes after a while when nothing replaces it', () => {
    vi.useFakeTimers();
    serverFrame();
    limitFirstFrame();
    vi.advanceTimersByTime(7999);
    expect(document.getElementById(FIRST_FRAME_ID)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById(FIRST_FRAME_ID)).toBeNull();
  });
});
