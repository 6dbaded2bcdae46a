import { describe, expect, it } from 'vitest';

import { attachmentTarget, recipientOptions, toRecipient } from './recipient-options';
import { editorValue, plainText, safeHtml } from './rich-text';
import { threadLine } from './thread-line';
import { readMessageRoute, writeMessageRoute } from './use-message-route';

describe('message bodies', () => {
  it('keeps the allowed rich text and drops scripts, handlers and javascript: links', () => {
    const html =
      '<p onclick="x()"><strong>Hi</strong> <em>there</em></p><script>alert(1)</script>' +
      '<ul><li>one</li></ul><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a>' +
      '<img src=x onerror="alert(1)"><span style="color:red">plain</span>';
    const clean = safeHtml(html);
    expect(clean).toContain('<p><strong>Hi</strong> <em>there</em></p>');
    expect(clean).toContain('<ul><li>one</li></ul>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|<img|style=/);
    expect(clean).toContain('<a>bad</a>');
    expect(clean).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">good</a>',
    );
    expect(clean).toContain('plain');
  });

  it('treats an editor holding nothing readable as empty (Message is required)', () => {
    expect(editorValue('<p><br></p>')).toBe('');
    expect(editorValue('<div> </div>')).toBe('');
    expect(editorValue('<p>Hello</p>')).toBe('<p>Hello</p>');
    expect(plainText('<p>a</p><p>b</p>')).toBe('ab');
  });
});

describe('recipients', () => {
  const t = (key: string, values?: Record<string, unknown>) =>
    values ? `${key}(${String(values.name)})` : key;
  it('offers a client their advisors and staff accounts and prefixed groups', () => {
    const options = recipientOptions(
      {
        advisors: [{ id: 'u1', name: 'Ann' }],
        accounts: [{ id: 'a1', name: 'Bo' }],
        groups: [{ id: 'g1', name: 'VIP' }],
        fixed: false,
      },
      t,
    );
    expect(options.map((option) => option.key)).toEqual(['user:u1', 'account:a1', 'group:g1']);
    expect(options[2]!.label).toBe('library.groupPrefix(VIP)');
    expect(toRecipient('group:g1')).toEqual({ kind: 'group', id: 'g1' });
    expect(toRecipient('nobody')).toBeNull();
  });

  it('files an uploaded attachment in the client’s account, or the first account or group written to', () => {
    expect(attachmentTarget([], [{ id: 'own' }], false)).toEqual({ accountId: 'own' });
    expect(
      attachmentTarget(
        [
          { kind: 'user', id: 'u1' },
          { kind: 'group', id: 'g1' },
        ],
        [],
        true,
      ),
    ).toEqual({ groupId: 'g1' });
    expect(attachmentTarget([], [], true)).toBeNull();
  });
});

describe('the thread line and the address bar', () => {
  it("reads 'In {initiator} thread started at {date}'", () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      key === 'messageCentre.threadLine'
        ? `In ${String(values?.name)} thread started at ${String(values?.date)}`
        : key;
    expect(threadLine({ name: 'Martin Jones', at: '2026-03-04T10:30:00Z' }, 'en-GB', t)).toMatch(
      /^In Martin Jones thread started at 4 Mar 2026/,
    );
  });

  it('keeps tab, page and the open message in the URL; a new tab starts afresh', () => {
    const route = readMessageRoute(new URLSearchParams('tab=archive&page=2&open=m1'));
    expect(route).toEqual({ tab: 'archive', page: 2, open: 'm1' });
    expect(readMessageRoute(new URLSearchParams('tab=spam')).tab).toBe('latest');
    expect(writeMessageRoute(route, { tab: 'sent' }).toString()).toBe('tab=sent');
    expect(writeMessageRoute(route, { open: null }).toString()).toBe('tab=archive&page=2');
  });
});
