import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { settleTransitions } from './transitions';

/** What a failed check prints: enough to find the element without opening a report. */
interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** The first offending element, shortened, and axe's reason (colours and ratio for contrast). */
  example: string;
}

/**
 * The axe-core the checks run: the project's own, kept current (issue 15: 4.14 finds a name that
 * hides what a button shows, label-content-name-mismatch, which 4.13 missed), rather than the one
 * @axe-core/playwright happens to bundle (whose 4.14 wants Node 22; the project runs on Node 20).
 */
export const AXE_SOURCE = axe.source;
export const AXE_VERSION = axe.version;

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and fails on any serious or
 * critical violation (issue 5). Minor and moderate findings are left to review: they are often
 * matters of taste (landmark nesting, heading order inside drawers) rather than barriers.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await settleTransitions(page);
  // Legacy mode runs axe in the page itself. The default mode opens a blank page for every check to
  // merge results across frames (for cross-origin ones), which cost about 2 s a check; the portal's
  // screens have no frames (its Content-Security-Policy admits none), so the findings are the same.
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  expect(results.testEngine.version, 'axe-core version').toBe(AXE_VERSION);
  const serious: Finding[] = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      example: `${violation.nodes[0]?.html.slice(0, 160)} — ${violation.nodes[0]?.failureSummary ?? ''}`,
    }));
  expect(serious, `axe on ${screen}`).toEqual([]);
}
