import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../../test/render-app';
import { AdminMenu } from './admin-menu';

describe('admin menu', () => {
  it('lists the System group after the collections, linking each tool screen to its route', async () => {
    await renderWithApp(<AdminMenu current="jobs" />);
    const system = screen.getByRole('list', { name: 'System' });
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(system.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/admin/jobs');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
  });
});
