import { describe, expect, it } from 'vitest';

import { ApiError } from '../../lib/api-client';
import { rowActions } from './document-row';
import type { LibraryDocument } from './library-api';
import { placeOf, targetOptions } from './library-targets';
import { looksLikePdf, uploadFailure, uploadQuery } from './upload-flow';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}(${String(values.name)})` : key;

describe('upload', () => {
  it('sends where the file goes, its type and the copy-or-replace answer in the query', () => {
    expect(uploadQuery('account:a1', 'Forms')).toBe('accountId=a1&type=Forms');
    expect(uploadQuery('group:g1', 'Account documents', 'copy')).toBe(
      'groupId=g1&type=Account+documents&onDuplicate=copy',
    );
    expect(uploadQuery('account:a1', 'Forms', 'replace')).toContain('onDuplicate=replace');
    expect(uploadQuery('', 'Forms')).toBeNull();
  });

  it('asks copy or replace on a 409 duplicate_file, and says why anything else failed', () => {
    expect(uploadFailure(new ApiError(409, 'duplicate_file', 'Duplicated filename'), 'tech')).toEqual({
      kind: 'duplicate',
    });
    expect(uploadFailure(new ApiError(415, 'unsupported_media_type', 'Only PDF files'), 'tech')).toEqual({
      kind: 'failed',
      text: 'Only PDF files',
    });
    expect(uploadFailure(new ApiError(413, 'file_too_large', 'The file is too large'), 'tech')).toEqual({
      kind: 'failed',
      text: 'The file is too large',
    });
    expect(uploadFailure(new ApiError(422, 'infected_file', 'This file contains a virus'), 'tech')).toEqual({
      kind: 'failed',
      text: 'This file contains a virus',
    });
    // The virus scanner is down: the server's "try again later" is shown, not the technical error.
    expect(uploadFailure(new ApiError(503, 'virus_scan_unavailable', 'Try again later'), 'tech')).toEqual({
      kind: 'failed',
      text: 'Try again later',
    });
    expect(uploadFailure(new ApiError(503, 'jobs_unavailable', 'No jobs'), 'tech')).toEqual({
      kind: 'failed',
      text: 'tech',
    });
    expect(uploadFailure(new ApiError(404, 'not_found', 'Not found'), 'tech')).toEqual({
      kind: 'failed',
      text: 'Not found',
    });
    expect(uploadFailure(new ApiError(500, 'internal', 'boom'), 'tech')).toEqual({
      kind: 'failed',
      text: 'tech',
    });
    expect(uploadFailure(new Error('offline'), 'tech')).toEqual({ kind: 'failed', text: 'tech' });
  });

  it('lets a PDF by type or name through to the server, which checks the bytes', () => {
    expect(looksLikePdf({ name: 'a.PDF', type: '' })).toBe(true);
    expect(looksLikePdf({ name: 'scan', type: 'application/pdf' })).toBe(true);
    expect(looksLikePdf({ name: 'photo.jpg', type: 'image/jpeg' })).toBe(false);
  });
});

describe('accounts and groups', () => {
  it('lists groups with the group prefix, keyed for the server', () => {
    const options = targetOptions(
      { accounts: [{ id: 'a1', name: 'Ann' }], groups: [{ id: 'g1', name: 'VIP' }] },
      t,
    );
    expect(options.map((option) => [option.key, option.label])).toEqual([
      ['account:a1', 'Ann'],
      ['group:g1', 'library.groupPrefix(VIP)'],
    ]);
    expect(placeOf({ account: null, group: { id: 'g1', name: 'VIP' } }, t)).toBe('library.groupPrefix(VIP)');
    expect(placeOf({ account: null, group: null }, t)).toBe('library.portalWide');
  });
});

describe('row actions', () => {
  const document = { canManage: false, signedAt: null, approvedAt: null } as LibraryDocument;
  it('offers a reader signing only; staff approving; managers rename, duplicate and remove', () => {
    expect(rowActions(document, false)).toEqual(['signed']);
    expect(rowActions(document, true)).toEqual(['signed', 'approved']);
    expect(rowActions({ ...document, canManage: true, signedAt: '2026-01-01' }, true)).toEqual([
      'rename',
      'duplicate',
      'approved',
      'remove',
    ]);
  });
});
