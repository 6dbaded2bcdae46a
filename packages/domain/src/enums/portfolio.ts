/** Portfolio enumerations (spec §3 Portfolio, Portfolio types). */

/** §3 portfolio (tax wrapper) types. */
export const PORTFOLIO_TYPES = ['GIA', 'ISA', 'SIPP', 'ExO', 'OPB', 'Trust', 'SSAS'] as const;
export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

/** How a portfolio type is drawn: a colour and a Material icon name (§3: ExO is orange). */
export const PORTFOLIO_TYPE_STYLES: Record<PortfolioType, { colour: string; icon: string; label: string }> = {
  GIA: { colour: '#1565C0', icon: 'AccountBalance', label: 'General Investment Account' },
  ISA: { colour: '#2E7D32', icon: 'Savings', label: 'Individual Savings Account' },
  SIPP: { colour: '#6A1B9A', icon: 'BeachAccess', label: 'Self-Invested Personal Pension' },
  ExO: { colour: '#EF6C00', icon: 'SwapHoriz', label: 'Execution Only' },
  OPB: { colour: '#00838F', icon: 'Public', label: 'Offshore Portfolio Bond' },
  Trust: { colour: '#5D4037', icon: 'FamilyRestroom', label: 'Trust' },
  SSAS: { colour: '#AD1457', icon: 'BusinessCenter', label: 'Small Self-Administered Scheme' },
};

/** §3 portfolio objectives. */
export const OBJECTIVES = ['Income', 'Accumulation', 'Both'] as const;
export type Objective = (typeof OBJECTIVES)[number];

/** An objective from stored text, accepting the forms' spelling 'Accummulation' (§3); else null. */
export function normalizeObjective(text: string): Objective | null {
  const trimmed = text.trim();
  if (trimmed === 'Accummulation') return 'Accumulation';
  return (OBJECTIVES as readonly string[]).includes(trimmed) ? (trimmed as Objective) : null;
}

/** §3 portfolio currencies. */
export const PORTFOLIO_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type PortfolioCurrency = (typeof PORTFOLIO_CURRENCIES)[number];

/** §3 portfolio regions. */
export const PORTFOLIO_REGIONS = ['Global', 'Europe', 'USA'] as const;
export type PortfolioRegion = (typeof PORTFOLIO_REGIONS)[number];

/** §3 tactical model portfolios: stock exposure bands in percent (§2 Strategy simulator, §9). */
export const TACTICAL_MODEL_BANDS = [
  { id: 'defensive', min: 10, max: 30 },
  { id: 'cautious', min: 20, max: 40 },
  { id: 'balanced', min: 35, max: 65 },
  { id: 'growth', min: 60, max: 100 },
] as const;
export type TacticalModelBand = (typeof TACTICAL_MODEL_BANDS)[number];
