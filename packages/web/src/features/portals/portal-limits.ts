/** §2/§9: the create-portal action is hidden once the company has the brand's maximum (null = no limit). */
export function canCreatePortal(portalCount: number, maxPortals: number | null): boolean {
  return maxPortals === null || portalCount < maxPortals;
}
