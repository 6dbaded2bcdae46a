/** Options of solveRoot. */
export interface RootOptions {
  /** Where Newton's method starts. */
  guess: number;
  /** Candidate points, ascending, searched for a sign change when Newton fails. */
  grid: readonly number[];
  /** Stop when |f(x)| or the step is below this. */
  tolerance?: number;
  maxIterations?: number;
}

/**
 * A root of `f`: Newton's method from the guess (fast, but it can diverge or leave the domain), then
 * bisection on the first bracket of the grid where `f` changes sign (slow, always converges). Null
 * when Newton fails and no bracket exists.
 */
export function solveRoot(
  f: (x: number) => number,
  derivative: (x: number) => number,
  options: RootOptions,
): number | null {
  const tolerance = options.tolerance ?? 1e-12;
  const maxIterations = options.maxIterations ?? 100;
  const low = options.grid[0]!;
  const high = options.grid[options.grid.length - 1]!;
  let x = options.guess;
  for (let i = 0; i < maxIterations; i++) {
    const y = f(x);
    if (!Number.isFinite(y)) break;
    if (Math.abs(y) < tolerance) return x;
    const slope = derivative(x);
    if (!Number.isFinite(slope) || slope === 0) break;
    const next = x - y / slope;
    if (!(next > low && next < high)) break;
    if (Math.abs(next - x) < tolerance * Math.max(1, Math.abs(x))) return next;
    x = next;
  }
  return bisect(f, options.grid, tolerance, maxIterations * 4);
}

function bisect(f: (x: number) => number, grid: readonly number[], tolerance: number, maxIterations: number) {
  for (let k = 1; k < grid.length; k++) {
    let a = grid[k - 1]!;
    let b = grid[k]!;
    let fa = f(a);
    const fb = f(b);
    if (fa === 0) return a;
    if (!(Number.isFinite(fa) && Number.isFinite(fb)) || Math.sign(fa) === Math.sign(fb)) continue;
    for (let i = 0; i < maxIterations && b - a > tolerance * Math.max(1, Math.abs(a)); i++) {
      const middle = (a + b) / 2;
      const fm = f(middle);
      if (fm === 0) return middle;
      if (Math.sign(fm) === Math.sign(fa)) {
        a = middle;
        fa = fm;
      } else b = middle;
    }
    return (a + b) / 2;
  }
  return null;
}
