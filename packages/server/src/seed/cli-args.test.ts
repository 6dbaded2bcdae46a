import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args';

describe('seed command arguments', () => {
  it('defaults to scale 1 without reset', () => {
    expect(parseCliArgs([])).toEqual({
      scale: 1,
      brand: undefined,
      reset: false,
      seed: undefined,
      asOf: undefined,
    });
  });

  it('reads every option, with a space or an equals sign', () => {
    expect(
      parseCliArgs(['--scale', '100', '--brand=greek', '--reset', '--seed', 'x', '--as-of', '2026-01-01']),
    ).toEqual({
      scale: 100,
      brand: 'greek',
      reset: true,
      seed: 'x',
      asOf: '2026-01-01',
      threads: undefined,
    });
    expect(parseCliArgs(['--threads', '3']).threads).toBe(3);
  });

  it('refuses bad values and unknown options', () => {
    expect(() => parseCliArgs(['--scale', '0'])).toThrow(/whole number/);
    expect(() => parseCliArgs(['--scale', '1.5'])).toThrow(/whole number/);
    expect(() => parseCliArgs(['--brand', 'acme'])).toThrow(/not one of the brands/);
    expect(() => parseCliArgs(['--as-of', '2026-01-15'])).toThrow(/first day/);
    expect(() => parseCliArgs(['--scale'])).toThrow(/needs a value/);
    expect(() => parseCliArgs(['--fast'])).toThrow(/Unknown option/);
  });
});
