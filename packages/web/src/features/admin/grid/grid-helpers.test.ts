import { COLLECTIONS } from '@portal/domain';
import { describe, expect, it } from 'vitest';

import { bottomDrawerHeight, drawerWidth } from '../drawer/drawer-size';
import { designerPath } from '../drawer/designer-path';
import { fieldMode } from '../drawer/visible-fields';
import { drilldownTarget } from '../drilldown-target';
import { isEditing } from '../menu/use-toggle-key';
import { cellText } from './cell-text';
import { extensionOf, isImage, mediaFile } from './media-kind';
import { fileFromUrl } from '../form/file-field';
import { richTextValue } from '../form/richtext-field';
import { sliderBounds } from '../form/slider-field';

const t = (key: string) => key;

describe('media list', () => {
  it('knows images by extension (jpg, jpeg, png, gif, svg)', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', '/x/e.svg?v=1'])
      expect(isImage(name), name).toBe(true);
    for (const name of ['a.pdf', 'b.docx', 'noext', 'dir.png/file']) expect(isImage(name), name).toBe(false);
    expect(extensionOf('report.final.PDF')).toBe('pdf');
  });

  it("opens a media item's first file", () => {
    expect(mediaFile({ name: 'F', file: [{ name: 'f.pdf', url: '/media/f.pdf' }] })).toEqual({
      name: 'f.pdf',
      href: '/media/f.pdf',
    });
    expect(mediaFile({ name: 'F', file: [] })).toBeNull();
  });
});

describe('drawer', () => {
  it('is 50vw wide, 3 less per nested level; taller at the bottom on phones', () => {
    expect([0, 1, 2].map(drawerWidth)).toEqual(['50vw', '47vw', '44vw']);
    expect(bottomDrawerHeight(1)).toBe('89vh');
  });

  it('hides password fields, hides internal ones from non-admins and makes admin ones read-only for them', () => {
    const users = COLLECTIONS.users;
    const field = (name: string) =>
      users.steps.flatMap((s) => s.fieldsets.flatMap((f) => f.fields)).find((f) => f.name === name)!;
    expect(fieldMode(users, field('password'), true)).toBe('hidden');
    expect(fieldMode(users, field('is2faDisabled'), false)).toBe('hidden');
    expect(fieldMode(users, field('is2faDisabled'), true)).toBe('write');
    expect(fieldMode(users, field('isAdmin'), false)).toBe('read');
    expect(fieldMode(users, field('lastLogin'), true)).toBe('read');
    expect(fieldMode(COLLECTIONS.media, field('name'), true)).toBe('read');
  });

  it('links the designer of forms, pages and data processes', () => {
    expect(designerPath(COLLECTIONS.forms, 'f1')).toBe('/forms-designer/f1');
    expect(designerPath(COLLECTIONS.pages, 'p1')).toBe('/designer/pages/p1');
    expect(designerPath(COLLECTIONS['data-processes'], 'd1')).toBe('/data-designer/d1');
    expect(designerPath(COLLECTIONS.users, 'u1')).toBeNull();
  });
});

describe('grid cells and fields', () => {
  it('writes options by label, booleans as yes/no and lists joined', () => {
    const step = {
      name: 'step',
      type: 'select',
      label: '',
      options: [{ value: 'Approved', label: 'admin.options.approved' }],
    } as const;
    expect(cellText(step, 'Approved', t, 'en')).toBe('admin.options.approved');
    expect(cellText({ name: 'x', type: 'switch', label: '' }, true, t, 'en')).toBe('admin.grid.yes');
    expect(cellText({ name: 'tags', type: 'select', label: '', multiple: true }, ['A', 'B'], t, 'en')).toBe(
      'A, B',
    );
    expect(cellText({ name: 'd', type: 'date-picker', label: '' }, '2025-03-31', t, 'en')).toBe(
      '31 Mar 2025',
    );
  });

  it('slides 1 to 10, or 0 to options − 1 for a select slider', () => {
    expect(sliderBounds({ name: 'r', type: 'slider', label: '' })).toEqual({ min: 1, max: 10 });
    const options = ['a', 'b', 'c'].map((value) => ({ value, label: value }));
    expect(sliderBounds({ name: 'r', type: 'slider', label: '', options })).toEqual({ min: 0, max: 2 });
  });

  it('names a linked file by its last segment and empties a text-less editor', () => {
    expect(fileFromUrl(' /media/logos/acme%20logo.png ')).toEqual({
      name: 'acme logo.png',
      url: '/media/logos/acme%20logo.png',
    });
    expect(richTextValue('<p><br></p>')).toBe('');
    expect(richTextValue('<p>Hi</p>')).toBe('<p>Hi</p>');
  });
});

describe('drilldown and menu key', () => {
  it('lists a form’s submissions at /admin/forms/{id}, and a child collection by its parent', () => {
    expect(drilldownTarget('forms', 'f1')).toMatchObject({
      collection: { slug: 'submissions' },
      parent: { field: 'parentId', id: 'f1' },
    });
    expect(drilldownTarget('submissions', 'f1')).toMatchObject({
      collection: { slug: 'submissions' },
      from: { slug: 'forms' },
    });
    expect(drilldownTarget('users', 'x')).toBeNull();
    expect(drilldownTarget('nonsense', 'x')).toBeNull();
  });

  it('leaves ctrl+a to text fields', () => {
    const input = document.createElement('input');
    const div = document.createElement('div');
    expect(isEditing(input)).toBe(true);
    expect(isEditing(div)).toBe(false);
    expect(isEditing(null)).toBe(false);
  });
});
