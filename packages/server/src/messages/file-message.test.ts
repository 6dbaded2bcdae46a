import { describe, expect, it } from 'vitest';
import { messagePage } from './file-message';

describe('the printed page of a filed message', () => {
  const page = (subject: string, body: string) =>
    messagePage({
      locale: 'el',
      subject,
      from: 'Olive <Owner>',
      to: 'Ada Investor',
      sentAt: new Date('2026-05-04T15:16:00Z'),
      body,
    });

  it('escapes the names and subject, sanitises the body and loads nothing', () => {
    const html = page(
      '<script>x()</script>',
      '<p onclick="x()">Hi</p><img src="https://evil.example/x.png">',
    );
    expect(html).toContain('&lt;script&gt;x()&lt;/script&gt;');
    expect(html).toContain('Olive &lt;Owner&gt;');
    expect(html).toContain('<main><p>Hi</p></main>');
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  it('labels and dates in the portal language', () => {
    const html = page('Σύνοψη', '<p>x</p>');
    expect(html).toContain('<dt>Από</dt>');
    expect(html).toContain('<dt>Προς</dt>');
    expect(html).toContain('4 Μαΐ 2026');
  });
});
