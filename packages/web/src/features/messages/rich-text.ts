/**
 * Message bodies are rich text the server has sanitised. The browser checks again before showing
 * one (defence in depth): only these tags survive, no attribute but a link's http(s)/mailto href.
 */
const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'H3',
  'H4',
  'A',
  'DIV',
]);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'TEMPLATE', 'NOSCRIPT']);
const SAFE_HREF = /^(https?:|mailto:)/i;

function clean(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element) || DROPPED_WITH_CONTENT.has(child.tagName)) continue;
    if (!ALLOWED.has(child.tagName)) {
      clean(child, target, doc); // unknown wrapper: keep its text
      continue;
    }
    const copy = doc.createElement(child.tagName === 'DIV' ? 'p' : child.tagName.toLowerCase());
    if (child.tagName === 'A') {
      const href = child.getAttribute('href') ?? '';
      if (SAFE_HREF.test(href.trim())) {
        copy.setAttribute('href', href.trim());
        copy.setAttribute('rel', 'noopener noreferrer nofollow');
        copy.setAttribute('target', '_blank');
      }
    }
    clean(child, copy, doc);
    target.appendChild(copy);
  }
}

/** The allowed subset of `html`, as HTML. */
export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  clean(doc.body, root, out);
  return root.innerHTML;
}

/** The text a body reads as, without markup. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The editor's HTML as the form keeps it: '' when nothing readable is left (an empty paragraph or
 * a lone <br>), so 'Message is required' (§5) shows instead of sending an empty body.
 */
export function editorValue(html: string): string {
  return plainText(html) === '' ? '' : html.trim();
}
