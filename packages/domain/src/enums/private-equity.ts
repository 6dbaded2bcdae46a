/**
 * Private equity (§7 partners variant, the private-equity host): the data model has no "listed" flag,
 * so a line is private equity when a source says so in its asset class, or when it is equity that is
 * neither a listed share (type Stock) nor a fund (type Fund): §3's asset class Equity with type Other,
 * an unlisted stake. Case- and space-blind, as stored holdings are.
 */
export function isPrivateEquity(line: { assetClass: string | null; type: string | null }): boolean {
  const assetClass = (line.assetClass ?? '').trim().toLowerCase();
  if (assetClass === 'private equity') return true;
  return assetClass === 'equity' && (line.type ?? '').trim().toLowerCase() === 'other';
}
