type Tree = { [key: string]: unknown };

/** A nested resource tree as dotted key → text pairs ('nav.sub.latest' → 'Latest'). */
export function flattenResources(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object')
      Object.assign(out, flattenResources(value as Tree, path));
    else out[path] = String(value);
  }
  return out;
}

/** The `{{name}}` placeholders of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}
