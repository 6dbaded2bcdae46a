import type { Page } from 'playwright-core';

/**
 * Waits (up to `timeoutMs`) for finite CSS transitions and animations to end: axe blends a fading dialog's
 * colours with what is behind it, so a check taken mid-fade reads low contrast that no user sees;
 * a screenshot taken mid-slide shows a drawer half drawn.
 * Endless ones (spinners, skeleton pulses) never end and are not waited for.
 */
export async function settleTransitions(page: Page, timeoutMs = 3_000): Promise<void> {
  await page
    .waitForFunction(
      `document.getAnimations().every((animation) =>
        animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)`,
      undefined,
      { timeout: timeoutMs },
    )
    .catch(() => undefined);
}
