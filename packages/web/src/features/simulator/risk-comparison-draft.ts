import type { RiskComparison } from '@portal/domain';

/**
 * The risk comparison as an admin edits it: the levels as typed ("2, 4, 6"), every weight as the
 * text in its box (a comma is a decimal point in Greek and Icelandic). The server validates the
 * body this becomes (levels 1-10 ascending, weights 0-100, a level's classes at most 100).
 */
export interface DraftRow {
  name: string;
  values: string[];
}
export interface DraftClass extends DraftRow {
  sectors: DraftRow[];
}
export interface RiskComparisonDraft {
  levels: string;
  classes: DraftClass[];
}

const text = (values: readonly number[]) => values.map((value) => String(value));

export function toDraft(comparison: RiskComparison): RiskComparisonDraft {
  return {
    levels: comparison.riskLevels.join(', '),
    classes: comparison.assetClasses.map((row) => ({
      name: row.name,
      values: text(row.values),
      sectors: row.sectors.map((sector) => ({ name: sector.name, values: text(sector.values) })),
    })),
  };
}

/** The typed levels as numbers, or null while one is not a whole number. */
export function draftLevels(draft: RiskComparisonDraft): number[] | null {
  const parts = draft.levels.split(/[,;\s]+/).filter(Boolean);
  return parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : null;
}

const fit = (values: readonly string[], count: number) =>
  Array.from({ length: count }, (_, i) => values[i] ?? '0');

/** Every row with one weight per level (new levels start at 0, removed ones drop their weights). */
export function withLevels(draft: RiskComparisonDraft, levels: string): RiskComparisonDraft {
  const count = draftLevels({ ...draft, levels })?.length ?? draft.classes[0]?.values.length ?? 0;
  return {
    levels,
    classes: draft.classes.map((row) => ({
      ...row,
      values: fit(row.values, count),
      sectors: row.sectors.map((sector) => ({ ...sector, values: fit(sector.values, count) })),
    })),
  };
}

/** A typed weight as a number: a decimal comma read as a point; anything else is NaN for the server to refuse. */
const weight = (value: string) => {
  const normal = value.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
};

/** The PUT body: the schema's shape, names trimmed. */
export function draftBody(draft: RiskComparisonDraft) {
  const row = (r: DraftRow) => ({ name: r.name.trim(), values: r.values.map(weight) });
  return {
    riskLevels: draftLevels(draft) ?? [],
    assetClasses: draft.classes.map((c) => ({ ...row(c), sectors: c.sectors.map(row) })),
  };
}
