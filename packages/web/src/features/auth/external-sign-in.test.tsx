import { screen } from '@testing-library/react';
import { getBrand, type BrandConfig } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { BrandProvider } from '../../lib/brand-context';
import { renderWithApp } from '../../test/render-app';
import type { AuthMode } from './auth-mode';
import { ExternalSignIn } from './external-sign-in';

/** The brand as the server reports it when GOOGLE_* and MICROSOFT_* are configured. */
const configured = (id: BrandConfig['id']): BrandConfig => {
  const brand = getBrand(id);
  return { ...brand, signIn: { ...brand.signIn, google: true, microsoft: true } };
};

const show = (brand: BrandConfig, mode: AuthMode) =>
  renderWithApp(
    <BrandProvider brand={brand}>
      <ExternalSignIn mode={mode} disabled={false} />
    </BrandProvider>,
  );

describe('Google, Microsoft and e-ID buttons (§2)', { timeout: 15_000 }, () => {
  it('shows nothing where no provider is configured (every brand as shipped but the e-ID one)', async () => {
    await show(getBrand('asset-manager'), 'login');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('offers the configured providers when logging in, each a link to the server', async () => {
    await show(configured('asset-manager'), 'login');
    expect(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe(
      '/api/auth/oidc/google/start',
    );
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' }).getAttribute('href')).toBe(
      '/api/auth/oidc/microsoft/start',
    );
  });

  it('keeps Google and Microsoft off the sign-up form (they open existing accounts), the e-ID on', async () => {
    await show(configured('icelandic'), 'signup');
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
