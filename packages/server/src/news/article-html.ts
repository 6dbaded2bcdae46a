import { sanitizeMessageBody } from '../http/sanitize';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

type Block = { type?: unknown; text?: unknown; items?: unknown; level?: unknown; children?: unknown };

/** One content block as HTML: paragraphs, headings, lists and quotes; anything else with text is a paragraph. */
function blockHtml(block: Block): string {
  const text = typeof block.text === 'string' ? escape(block.text) : '';
  switch (block.type) {
    case 'heading':
      return text ? `<h3>${text}</h3>` : '';
    case 'quote':
      return text ? `<blockquote>${text}</blockquote>` : '';
    case 'list': {
      const items = Array.isArray(block.items) ? block.items.filter((i) => typeof i === 'string') : [];
      return items.length ? `<ul>${items.map((i) => `<li>${escape(i as string)}</li>`).join('')}</ul>` : '';
    }
    case 'html':
      return typeof block.text === 'string' ? block.text : '';
    default:
      if (text) return `<p>${text}</p>`;
      return Array.isArray(block.children) ? block.children.map((c) => blockHtml(c as Block)).join('') : '';
  }
}

/**
 * A post's content as the article drawer shows it: sanitised HTML with the messages' allowlist
 * (ASVS 1.3.1). The admin's rich-text editor stores an HTML string (sanitised on save); seeded and
 * imported posts store blocks ({type: 'paragraph', text}); both are sanitised again on the way out,
 * so a row written around the admin API can never carry script or handlers to a reader.
 */
export function articleHtml(content: unknown): string {
  if (typeof content === 'string') return sanitizeMessageBody(content);
  if (Array.isArray(content)) return sanitizeMessageBody(content.map((b) => blockHtml(b as Block)).join(''));
  if (content && typeof content === 'object')
    return articleHtml((content as { blocks?: unknown }).blocks ?? null);
  return '';
}

/**
 * The address of a post's video (§3 Post embed): the embed field holds a URL or an <iframe> whose
 * src is one. Only an https address is served; the drawer opens it in a new tab rather than framing
 * a third party inside the portal (the Content-Security-Policy admits no third-party frames).
 */
export function embedUrlOf(embed: string | null | undefined): string | null {
  if (!embed) return null;
  const raw = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(embed)?.[1] ?? embed.trim();
  try {
    const url = new URL(raw.replace(/&amp;/g, '&'));
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
