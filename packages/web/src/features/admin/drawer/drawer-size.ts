/** §2: a drawer is 50vw wide, 3 less per level it is nested (50, 47, 44 …), never under 20vw. */
export function drawerWidth(depth: number): string {
  return `${Math.max(20, 50 - 3 * depth)}vw`;
}

/** Below 960 px the drawer comes up from the bottom; nested ones stop a little lower each. */
export function bottomDrawerHeight(depth: number): string {
  return `${Math.max(50, 92 - 3 * depth)}vh`;
}
