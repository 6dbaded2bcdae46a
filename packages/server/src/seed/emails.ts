import { slugify } from '@portal/domain';

/** Lower-case ASCII local part from a name in any of the brand languages ('Þórður' → 'thordur'). */
export function localPart(...names: string[]): string {
  return names
    .map((name) => slugify(name).replace(/-/g, ''))
    .filter((part) => part !== '')
    .join('.');
}

/**
 * A free address at `domain`: the name-based local part, or with 2, 3, … appended when taken.
 * Records the address as taken.
 */
export function uniqueEmail(taken: Set<string>, local: string, domain: string): string {
  let candidate = `${local}@${domain}`;
  for (let n = 2; taken.has(candidate); n++) candidate = `${local}${n}@${domain}`;
  taken.add(candidate);
  return candidate;
}

/** 'a@b.example' → ['a', 'b.example']. */
export function localAndDomain(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return [email.slice(0, at), email.slice(at + 1)];
}
