import { describe, expect, it } from 'vitest';
import { messagePlainText, sanitizeMessageBody } from './sanitize';

describe('message bodies are sanitised rich text (ASVS 1.3.1)', () => {
  it('removes script and style elements with their content', () => {
    expect(sanitizeMessageBody('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(sanitizeMessageBody('<SCRIPT src="//x.example/a.js"></SCRIPT>ok')).toBe('ok');
  });

  it('removes images with onerror and every on* attribute', () => {
    expect(sanitizeMessageBody('<img src=x onerror="alert(1)">text')).toBe('text');
    expect(sanitizeMessageBody('<p onclick="steal()" style="color:red">x</p>')).toBe('<p>x</p>');
    expect(sanitizeMessageBody('<svg onload=alert(1)><a href="https://ok.example">a</a></svg>')).not.toMatch(
      /onload|svg/,
    );
  });

  it('removes javascript: and data: links but keeps https and mailto ones', () => {
    expect(sanitizeMessageBody('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeMessageBody('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeMessageBody('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toMatch(
      /data:/,
    );
    expect(sanitizeMessageBody('<a href="https://bank.example/a?b=1">x</a>')).toBe(
      '<a href="https://bank.example/a?b=1" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeMessageBody('<a href="mailto:adviser@bank.example">mail</a>')).toContain('href="mailto:');
  });

  it('keeps the small rich-text set', () => {
    const html =
      '<p><strong>Dear</strong> <em>client</em>,</p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeMessageBody(html)).toBe(html);
  });

  it('gives a plain-text preview', () => {
    expect(messagePlainText('<p>Fish &amp; chips</p><p>tomorrow</p><script>x</script>')).toBe(
      'Fish & chips tomorrow',
    );
    expect(messagePlainText(`<p>${'a'.repeat(300)}</p>`)).toHaveLength(200);
    expect(messagePlainText('<img src=x onerror=alert(1)>')).toBe('');
  });
});
