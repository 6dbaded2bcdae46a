import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../test/render-app';
import { BrandMark } from './brand-mark';

describe('brand mark', { timeout: 15_000 }, () => {
  it.each(['asset-manager', 'demo'] as const)(
    'draws the %s brand its own emblem, not an initial',
    async (brand) => {
      const { container } = await renderWithApp(<BrandMark name="Investment Portal" />, { brand });
      const emblem = container.querySelector(`svg[data-brand-logo="${brand}"]`);
      expect(emblem).not.toBeNull();
      expect(emblem!.getAttribute('aria-hidden')).toBe('true');
      expect(container.textContent).toBe('');
    },
  );

  it("shows a portal's own logo before the brand's emblem", async () => {
    const { container } = await renderWithApp(
      <BrandMark name="Alpha" logoUrl="/media/alpha.png" logoAlt="Alpha logo" />,
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Alpha logo');
    expect(container.querySelector('svg[data-brand-logo]')).toBeNull();
  });

  it('keeps the initial for a brand without an emblem', async () => {
    const { container } = await renderWithApp(<BrandMark name="Ελληνική Πύλη" />, { brand: 'greek' });
    expect(container.querySelector('svg[data-brand-logo]')).toBeNull();
    expect(container.textContent).toBe('Ε');
  });
});
