import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COLLECTIONS, getCollection } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, stubFetch } from '../../../test/render-app';
import { FIELD_COMPONENTS } from '../form/field-renderer';
import { ItemDrawer } from './item-drawer';

afterEach(() => vi.unstubAllGlobals());

const openDrawer = (slug: string, itemId = 'new') =>
  renderWithApp(
    <ItemDrawer
      collection={getCollection(slug)!}
      itemId={itemId}
      depth={0}
      onOpen={() => undefined}
      onClose={() => undefined}
    />,
  );

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('the drawer form', () => {
  it("is titled 'Add new {type}', shows §5 messages as the user types and keeps Save disabled while invalid", async () => {
    vi.stubGlobal('fetch', stubFetch({ status: 200, body: {} }).fetchStub);
    await openDrawer('subscriptions');
    expect(screen.getByRole('heading', { name: 'Add new subscription' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.change(input(/^Name/), { target: { value: 'Gold' } });
    fireEvent.change(input(/^Accounts limit/), { target: { value: 'many' } });
    fireEvent.change(input(/^Advisors limit/), { target: { value: '5' } });
    await screen.findByText('Please enter a number');
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input(/^Accounts limit/), { target: { value: '100' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.change(input(/^Name/), { target: { value: '' } });
    await screen.findByText('Name is required');
  });

  it("says 'Max {limit} characters' and shows the steps as tabs", async () => {
    vi.stubGlobal('fetch', stubFetch({ status: 200, body: { items: [], total: 0 } }).fetchStub);
    await openDrawer('forms');
    const description = await screen.findByLabelText(/^Description/, { selector: 'textarea' });
    fireEvent.change(description, { target: { value: 'x'.repeat(201) } });
    await screen.findByText('Max 200 characters');
    expect(screen.getByRole('tab', { name: 'Auto-reply' })).toBeTruthy();
  });

  it("edits an item ('Edit'), with Duplicate and a two-step Delete", async () => {
    const item = {
      id: 'g1',
      portalId: null,
      name: 'VIP',
      slug: 'vip',
      score: 5,
      updatedAt: '2025-01-01T00:00:00Z',
    };
    vi.stubGlobal('fetch', stubFetch({ status: 200, body: item }).fetchStub);
    await openDrawer('subscriptions', 'g1');
    await screen.findByRole('heading', { name: 'Edit' });
    expect(await screen.findByRole('button', { name: 'Duplicate' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Are you sure? This cannot be undone.' })).toBeTruthy();
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('enables Save once a saved item is changed', async () => {
    const item = {
      id: 's1',
      name: 'Gold',
      accountsLimit: 100,
      advisorsLimit: 50,
      updatedAt: '2025-01-01T00:00:00Z',
    };
    vi.stubGlobal('fetch', stubFetch({ status: 200, body: item }).fetchStub);
    await openDrawer('subscriptions', 's1');
    const name = await screen.findByLabelText(/^Name/, { selector: 'input' });
    fireEvent.change(name, { target: { value: 'Platinum' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it("shows a server's per-field refusal under its field", async () => {
    const item = {
      id: 's1',
      name: 'Gold',
      accountsLimit: 100,
      advisorsLimit: 50,
      updatedAt: '2025-01-01T00:00:00Z',
    };
    const refusal = {
      error: {
        code: 'validation_error',
        message: 'Please check the highlighted fields',
        fields: [{ path: 'name', message: 'A subscription with this name already exists' }],
      },
    };
    vi.stubGlobal('fetch', stubFetch({ status: 200, body: item }, { status: 400, body: refusal }).fetchStub);
    await openDrawer('subscriptions', 's1');
    const name = await screen.findByLabelText(/^Name/, { selector: 'input' });
    fireEvent.change(name, { target: { value: 'Silver' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    const message = await screen.findByText('A subscription with this name already exists');
    expect(name.getAttribute('aria-describedby')).toContain(message.id);
  });

  it("shows media as 'View details' without actions", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ status: 200, body: { id: 'm1', name: 'Factsheet', file: [] } }).fetchStub,
    );
    await openDrawer('media', 'm1');
    await screen.findByRole('heading', { name: 'View details' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('renders a component for every field type the declarations use', () => {
    const used = new Set(
      Object.values(COLLECTIONS).flatMap((c) =>
        c.steps.flatMap((s) => s.fieldsets.flatMap((f) => f.fields.map((x) => x.type))),
      ),
    );
    for (const type of used) expect(FIELD_COMPONENTS[type], type).toBeTypeOf('function');
  });

  it('resolves the collection label keys of the declarations', async () => {
    const { i18n } = await renderWithApp(<div />);
    expect(i18n.t('admin.collections.users.singular')).toBe('user');
    expect(i18n.t('admin.collections.users')).toBe('Users');
    expect(i18n.t('admin.collections.data-processes-steps.plural')).toBe('data process steps');
  });
});
