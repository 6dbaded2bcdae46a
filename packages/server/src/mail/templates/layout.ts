import { EMAIL_COPYRIGHT_YEAR, type Locale } from '@portal/domain';

/** The three placeholders of the spec's e-mail template (§9) plus the brand and an optional button. */
export interface LayoutInput {
  brandName: string;
  locale: Locale;
  /** Inbox preview line (hidden in the body). */
  preHeader: string;
  header: string;
  /** The content, as plain-text paragraphs (escaped here, never HTML from the caller). */
  paragraphs: string[];
  action?: { label: string; url: string };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** HTML and plain-text bodies of one mail in the shared layout. */
export function renderLayout(input: LayoutInput): { html: string; text: string } {
  const copyright = `© ${EMAIL_COPYRIGHT_YEAR} ${input.brandName}`;
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#1f3a5f;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(input.header)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1c1c1c">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preHeader)}</div>
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:14px;color:#555">${escapeHtml(input.brandName)}</p>
<h1 style="font-size:22px">${escapeHtml(input.header)}</h1>
${input.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:12px;color:#777;margin-top:32px">${escapeHtml(copyright)}</p>
</div></body></html>`;
  const text = [
    input.header,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    copyright,
  ].join('\n');
  return { html, text };
}
