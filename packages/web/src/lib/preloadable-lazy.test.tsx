import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { preloadableLazy } from './preloadable-lazy';

const Screen = () => <h1>Screen</h1>;

describe('a preloadable lazy component', () => {
  it('draws at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    // Rendered synchronously (no awaiting inside act): a plain lazy would show the fallback here.
    act(() => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on its first render when nothing preloaded it', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Screen }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Screen' })).toBeTruthy();
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Screen });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
