/**
 * Slugs (spec §4): lowercase, only a-z, 0-9, space and hyphen, spaces become hyphens, hyphens
 * collapsed. Before filtering, letters are transliterated so that names in the Greek and Icelandic
 * brands still give a slug: accents are dropped (á → a, ö → o, é → e), the Icelandic and Nordic
 * letters spelled out (ð → d, þ → th, æ → ae, ø → o, ß → ss, œ → oe) and Greek written in Latin after
 * ELOT 743 in simplified form (θ → th, χ → ch, ψ → ps, ου → ou, αυ → av, ευ → ev, ηυ → iv,
 * γγ → ng, γκ → gk, μπ → b at a word start). Leading and trailing hyphens are removed.
 */

// prettier-ignore
const LETTERS: Record<string, string> = {
  ð: 'd', þ: 'th', æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe', ł: 'l', đ: 'd', ı: 'i',
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps',
  ω: 'o',
};

const GREEK_PAIRS: [RegExp, string][] = [
  [/ου/g, 'ou'],
  [/αυ/g, 'av'],
  [/ευ/g, 'ev'],
  [/ηυ/g, 'iv'],
  [/γγ/g, 'ng'],
  [/γκ/g, 'gk'],
  [/(^|[^\p{L}])μπ/gu, '$1b'],
];

/** Latin letters for a lowercase, accent-free text (see the module comment). */
function transliterate(text: string): string {
  let result = text;
  for (const [pattern, latin] of GREEK_PAIRS) result = result.replace(pattern, latin);
  return Array.from(result, (ch) => LETTERS[ch] ?? ch).join('');
}

/** The slug of a name (§4), e.g. 'Þórður's Fund' → 'thordurs-fund', 'Ελληνικό Ταμείο' → 'elliniko-tameio'. */
export function slugify(name: string): string {
  const lower = name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return transliterate(lower)
    .replace(/\s+/g, ' ')
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The slug to save: the given one normalised when it has any slug letters, else made from the name (§4). */
export function ensureSlug(name: string, slug?: string | null): string {
  const given = slugify(slug ?? '');
  return given !== '' ? given : slugify(name);
}

/**
 * Name and slug of a duplicated item (§4): ' - Copy' appended to the name, '-copy' to the slug
 * (the slug is generated from the name first when it is empty).
 */
export function duplicateNaming(name: string, slug?: string | null): { name: string; slug: string } {
  return { name: `${name} - Copy`, slug: `${ensureSlug(name, slug)}-copy` };
}

/**
 * A free file name for a copy (§4 Documents): 'a.pdf' → 'a_1.pdf', then 'a_2.pdf', … skipping
 * names in `existing` (compared case-insensitively).
 */
export function copyFileName(fileName: string, existing: Iterable<string>): string {
  const taken = new Set(Array.from(existing, (name) => name.toLowerCase()));
  const dot = fileName.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  for (let n = 1; ; n += 1) {
    const candidate = `${stem}_${n}${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
