/**
 * A tagged template for the public site's HTML: every interpolated value is escaped for an HTML
 * body or a quoted attribute (ASVS 1.2.1) unless it is already `Html` — the output of this tag, or
 * `trustedHtml` of text a sanitiser produced. Arrays are joined. null, undefined and false render
 * nothing, so `${cond && html`…`}` reads naturally.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!;
  parts.forEach((part, index) => {
    out += render(part) + strings[index + 1]!;
  });
  return new Html(out);
}

/** HTML a sanitiser has already cleaned (sanitize-html with the messages' allowlist). */
export function trustedHtml(sanitised: string): Html {
  return new Html(sanitised);
}
