// The standard PDF fonts (no embedding, small files) only encode WinAnsi: Latin-1 plus a few
// signs. That covers English and Icelandic (þ, ð, æ, ö) and £ €, but not Greek, so Greek text is
// transliterated (ELOT 743 style) rather than dropped. Embedding a Unicode font would need
// @pdf-lib/fontkit and a font file, which the project does not ship.

const GREEK_DIGRAPHS: [RegExp, string][] = [
  [/ου/g, 'ou'],
  [/Ου/g, 'Ou'],
  [/ΟΥ/g, 'OU'],
  [/μπ/g, 'mp'],
  [/ντ/g, 'nt'],
];

// prettier-ignore
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n',
  ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
  Α: 'A', Β: 'V', Γ: 'G', Δ: 'D', Ε: 'E', Ζ: 'Z', Η: 'I', Θ: 'Th', Ι: 'I', Κ: 'K', Λ: 'L', Μ: 'M', Ν: 'N',
  Ξ: 'X', Ο: 'O', Π: 'P', Ρ: 'R', Σ: 'S', Τ: 'T', Υ: 'Y', Φ: 'F', Χ: 'Ch', Ψ: 'Ps', Ω: 'O',
};

/** WinAnsi characters above Latin-1 that the standard fonts can draw. */
const WIN_ANSI_EXTRA = new Set(Array.from('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'));

/** Text the standard fonts can draw: Greek transliterated, other unknown characters as '?'. */
export function pdfText(text: string): string {
  let out = text.normalize('NFC');
  if (/[\u0370-\u03ff\u1f00-\u1fff]/.test(out)) {
    // Greek accents (tonos) go; Latin-1 accents elsewhere in the same text go too, which is rare.
    out = out.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    for (const [pattern, latin] of GREEK_DIGRAPHS) out = out.replace(pattern, latin);
  }
  return Array.from(out, (ch) => {
    const greek = GREEK[ch];
    if (greek) return greek;
    const code = ch.charCodeAt(0);
    if (ch === '\n' || (code >= 32 && code < 127) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRA.has(ch))
      return ch;
    return '?';
  }).join('');
}
