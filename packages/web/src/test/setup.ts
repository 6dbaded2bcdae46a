import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a busy 2-core runner renders a whole screen slower
// than that, and a screen that never comes still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// The web files share a worker (isolate: false in vitest.config.ts): one jsdom, and React, MUI and
// the other packages evaluated once. This file runs before each of them and puts back what a file
// leaves behind, so that each still starts as it would in a worker of its own.
afterEach(() => cleanup());

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // The app's own modules are evaluated afresh for the next file (notifications, i18n, boot answers
  // and other module state); the packages' (React, MUI, i18next) stay loaded, which is the saving.
  vi.resetModules();
  resetStyles();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
});

type EmotionCache = NonNullable<ReturnType<typeof useEmotionCache>>;

/**
 * Empties emotion's cache: each style MUI inserted is a <style> that jsdom's getComputedStyle reads
 * on every query by role, so a worker that kept every file's styles slowed down file by file.
 */
function resetStyles() {
  const found: { cache?: EmotionCache | null } = {};
  function ReadCache() {
    found.cache = useEmotionCache();
    return null;
  }
  render(createElement(ReadCache));
  cleanup();
  const cache = found.cache;
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
