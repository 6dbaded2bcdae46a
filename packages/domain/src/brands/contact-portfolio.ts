/**
 * The partners brand addresses a portfolio as one URL segment `{contact}-{portfolio}` (spec §2).
 * React Router cannot split one segment into two params, so the route has a single param
 * `:contactPortfolio` and these helpers join and split it.
 *
 * Rule (round-trips any pair of non-empty ids, hyphens included): the contact is everything before
 * the first `-` that is not escaped; inside the contact `~` escapes the next character (`~-` is a
 * literal `-`, `~~` a literal `~`). The portfolio is the rest, verbatim. Ids without `-` or `~`
 * (the usual numeric customer codes) give exactly the spec's plain `{contact}-{portfolio}`.
 */
export const CONTACT_PORTFOLIO_PARAM = 'contactPortfolio';

export interface ContactPortfolio {
  contact: string;
  portfolio: string;
}

/** Joins a contact id and a portfolio id into one segment, escaping the contact's `-` and `~`. */
export function buildContactPortfolio(contact: string, portfolio: string): string {
  if (contact === '' || portfolio === '') {
    throw new Error('A contact portfolio needs a non-empty contact and portfolio id');
  }
  return `${contact.replace(/[~-]/g, (ch) => `~${ch}`)}-${portfolio}`;
}

/** Splits a `{contact}-{portfolio}` segment; `null` when it has no separator or an empty part. */
export function parseContactPortfolio(segment: string): ContactPortfolio | null {
  let contact = '';
  for (let i = 0; i < segment.length; i += 1) {
    const ch = segment[i];
    if (ch === '~') {
      const next = segment[i + 1];
      if (next === undefined) return null;
      contact += next;
      i += 1;
    } else if (ch === '-') {
      const portfolio = segment.slice(i + 1);
      return contact === '' || portfolio === '' ? null : { contact, portfolio };
    } else {
      contact += ch;
    }
  }
  return null;
}
