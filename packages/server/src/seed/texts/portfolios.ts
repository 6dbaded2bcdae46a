import type { Locale, PortfolioType } from '@portal/domain';

/** Portfolio names by wrapper, in each language. */
export const PORTFOLIO_NAMES: Record<Locale, Record<PortfolioType, string>> = {
  en: {
    GIA: 'General Investment Account',
    ISA: 'Stocks & Shares ISA',
    SIPP: 'SIPP Drawdown',
    ExO: 'Execution Only Dealing',
    OPB: 'Offshore Portfolio Bond',
    Trust: 'Family Trust',
    SSAS: 'SSAS Pension Scheme',
  },
  el: {
    GIA: 'Γενικός Επενδυτικός Λογαριασμός',
    ISA: 'Λογαριασμός ISA',
    SIPP: 'Συνταξιοδοτικό SIPP',
    ExO: 'Εκτέλεση Εντολών',
    OPB: 'Υπεράκτιο Ομόλογο Χαρτοφυλακίου',
    Trust: 'Οικογενειακό Καταπίστευμα',
    SSAS: 'Συνταξιοδοτικό Πρόγραμμα SSAS',
  },
  is: {
    GIA: 'Almennur fjárfestingarreikningur',
    ISA: 'ISA-sparnaðarreikningur',
    SIPP: 'SIPP-lífeyrissparnaður',
    ExO: 'Framkvæmd fyrirmæla',
    OPB: 'Aflandsskuldabréfasafn',
    Trust: 'Fjölskyldusjóður',
    SSAS: 'SSAS-lífeyrissjóður',
  },
};

/**
 * The label after the level in a risk-profile text. The text stays English in every brand: the
 * level is read from its third word (spec §3), and "Risk profile 5 Balanced" is the stored form.
 */
export function riskProfileText(level: number): string {
  const label =
    level <= 2
      ? 'Defensive'
      : level <= 4
        ? 'Cautious'
        : level <= 6
          ? 'Balanced'
          : level <= 8
            ? 'Growth'
            : 'Adventurous';
  return `Risk profile ${level} ${label}`;
}
