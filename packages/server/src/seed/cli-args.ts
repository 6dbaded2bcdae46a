import { isBrandId, type BrandId } from '@portal/domain';
import { isIsoDate, type IsoDate } from './calendar';

export interface CliArgs {
  scale: number;
  brand: BrandId | undefined;
  reset: boolean;
  seed: string | undefined;
  asOf: IsoDate | undefined;
  /** Worker threads for client generation; undefined = decide from the scale. */
  threads: number | undefined;
}

export const USAGE =
  'Usage: npm run seed -- [--scale N] [--brand ID] [--reset] [--seed S] [--as-of YYYY-MM-DD] [--threads N]\n' +
  '  --scale N   N × 60 clients per portal, min(50, 3N) advisors (default 1)\n' +
  '  --brand ID  asset-manager | partners | greek | icelandic | demo (default BRAND or asset-manager)\n' +
  '  --reset     empty every table and the seeded files first (otherwise a seeded database is refused)\n' +
  '  --seed S    random seed (default "demo"); same seed and as-of date, same data\n' +
  '  --as-of D   the data\'s "today", a first of month (default: the first day of this month)\n' +
  '  --threads N worker threads generating clients (default: 1 below scale 5, else one per core up to 4)';

/** Parses the seed command's arguments; throws an Error with a readable message on bad input. */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = {
    scale: 1,
    brand: undefined,
    reset: false,
    seed: undefined,
    asOf: undefined,
    threads: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const [name, inline] = flag.includes('=')
      ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)]
      : [flag, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${name} needs a value`);
      return next;
    };
    switch (name) {
      case '--scale': {
        const text = value();
        const scale = Number(text);
        if (!Number.isInteger(scale) || scale < 1 || scale > 10_000)
          throw new Error(`--scale must be a whole number from 1, not ${text}`);
        args.scale = scale;
        break;
      }
      case '--brand': {
        const brand = value();
        if (!isBrandId(brand)) throw new Error(`--brand ${brand} is not one of the brands`);
        args.brand = brand;
        break;
      }
      case '--reset':
        args.reset = true;
        break;
      case '--seed':
        args.seed = value();
        break;
      case '--as-of': {
        const date = value();
        if (!isIsoDate(date) || !date.endsWith('-01'))
          throw new Error(`--as-of must be the first day of a month (YYYY-MM-01), not ${date}`);
        args.asOf = date;
        break;
      }
      case '--threads': {
        const text = value();
        const threads = Number(text);
        if (!Number.isInteger(threads) || threads < 1 || threads > 64) {
          throw new Error(`--threads must be a whole number from 1 to 64, not ${text}`);
        }
        args.threads = threads;
        break;
      }
      case '--help':
      case '-h':
        throw new Error(USAGE);
      default:
        throw new Error(`Unknown option ${flag}\n${USAGE}`);
    }
  }
  return args;
}
