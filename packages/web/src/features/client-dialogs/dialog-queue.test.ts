import { describe, expect, it } from 'vitest';

import { nextClientDialog, type ClientDialog } from './dialog-queue';

const client = { isClient: true, missingExternalId: false, notValidated: false, welcome: null };
const none = new Set<ClientDialog>();

describe('nextClientDialog (§2 dialogs, §4 terms)', () => {
  it('shows nothing to someone who is not a client of the portal', () => {
    expect(
      nextClientDialog({
        terms: { required: true, text: 'T' },
        status: { ...client, isClient: false },
        hideIntroText: false,
        closed: none,
      }),
    ).toBeNull();
  });

  it('puts the terms first, then the not-validated notice, then the welcome', () => {
    const status = { ...client, notValidated: true };
    const terms = { required: true, text: 'T' };
    expect(nextClientDialog({ terms, status, hideIntroText: false, closed: none })).toBe('terms');
    const afterTerms = new Set<ClientDialog>(['terms']);
    expect(nextClientDialog({ terms, status, hideIntroText: false, closed: afterTerms })).toBe(
      'notValidated',
    );
    const afterNotice = new Set<ClientDialog>(['terms', 'notValidated']);
    expect(nextClientDialog({ terms, status, hideIntroText: false, closed: afterNotice })).toBe('welcome');
    expect(nextClientDialog({ terms, status, hideIntroText: true, closed: afterNotice })).toBeNull();
  });

  it('waits for the terms answer before anything else', () => {
    expect(
      nextClientDialog({ terms: undefined, status: client, hideIntroText: false, closed: none }),
    ).toBeNull();
  });

  it('skips accepted terms and a hidden welcome', () => {
    const terms = { required: false, text: '' };
    expect(nextClientDialog({ terms, status: client, hideIntroText: true, closed: none })).toBeNull();
    expect(nextClientDialog({ terms, status: client, hideIntroText: false, closed: none })).toBe('welcome');
  });
});
