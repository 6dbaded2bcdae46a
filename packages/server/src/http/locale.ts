import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '@portal/domain';

/**
 * The caller's language for server messages: the most preferred entry of Accept-Language whose
 * primary subtag is one we speak (en, el, is); English otherwise. Signed-in users' profile language
 * (userLanguage, spec §1) will take precedence once sessions exist.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return pickLocale(request.headers['accept-language']);
}

export function pickLocale(header: string | undefined): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    // Stable on ties: earlier entries win, as the header lists them in preference order.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.language));
  return (match?.language as Locale | undefined) ?? 'en';
}
