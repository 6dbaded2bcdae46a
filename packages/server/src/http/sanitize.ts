import sanitizeHtml from 'sanitize-html';

/**
 * The rich text a message may keep (ASVS 1.3.1): paragraphs, emphasis, lists, quotes, headings and
 * links to http(s) or mailto. Everything else goes, content of script and style included; no
 * attribute but a link's href survives, so no on* handler, style or javascript: URL can.
 */
const MESSAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h3',
    'h4',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** A message body as stored and served: sanitised HTML. */
export function sanitizeMessageBody(html: string): string {
  return sanitizeHtml(html, MESSAGE_HTML).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The body as plain text for list previews and emptiness checks (shown as text, never as HTML). */
export function messagePlainText(html: string, max = 200): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d|\/blockquote)\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
