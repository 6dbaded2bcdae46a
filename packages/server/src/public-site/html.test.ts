import { describe, expect, it } from 'vitest';
import { html, trustedHtml } from './html';

describe('html', () => {
  it('escapes interpolated text for bodies and attributes', () => {
    const name = `<script>alert("x")</script>' onload='x`;
    expect(html`<a title="${name}">${name}</a>`.toString()).toBe(
      '<a title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onload=&#39;x">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onload=&#39;x</a>',
    );
  });

  it('keeps nested templates and trusted HTML, joins arrays and drops empty parts', () => {
    const items = ['a', 'b<'].map((t) => html`<li>${t}</li>`);
    // Prettier formats html`` templates as HTML, which adds white space between these tags.
    // prettier-ignore
    const list = html`<ul>${items}</ul>`;
    expect(html`${list}${false}${null}${trustedHtml('<p>ok</p>')}`.toString()).toBe(
      '<ul><li>a</li><li>b&lt;</li></ul><p>ok</p>',
    );
  });
});
