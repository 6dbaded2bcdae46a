import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { ErrorPage } from './error-page';

describe('error page (§2)', () => {
  it("says 'Page not found.' for a 404", async () => {
    await renderWithApp(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found.');
    expect(screen.queryByText('Please try again later.')).toBeNull();
  });

  it("says 'An error occurred' with the generic text when the error has no message", async () => {
    await renderWithApp(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An error occurred');
    expect(screen.getByText('We encountered an error.')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });

  it("shows the error's own message instead of the generic text", async () => {
    await renderWithApp(<ErrorPage status={500} message="Network Error" />);
    expect(screen.getByText('Network Error')).toBeTruthy();
    expect(screen.queryByText('We encountered an error.')).toBeNull();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });

  it('is translated and links back to the start page', async () => {
    await renderWithApp(<ErrorPage status={404} />, { language: 'el' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Η σελίδα δεν βρέθηκε.');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
    expect(document.documentElement.lang).toBe('el');
  });
});
