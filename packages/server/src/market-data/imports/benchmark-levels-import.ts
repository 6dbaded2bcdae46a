import { and, gte, inArray, lte } from 'drizzle-orm';
import { benchmarkLevelsTarget, type RowError, type ValidRow } from '@portal/domain';
import { benchmarkValues, benchmarks } from '../../db/schema/index';
import { beforeOf, dateSpan, plainFigure, refuse, seriesHandler } from './series-handler';
import { writeBenchmarkLevels } from './write-market-rows';

const codeOf = (row: ValidRow) => String(row.values.benchmark);

/** Benchmark index levels by benchmark code (e.g. 'ia-mixed-0-35'). */
export const benchmarkLevelsImport = seriesHandler({
  async place(tx, rows) {
    const codes = [...new Set(rows.map(codeOf))];
    const found = codes.length
      ? await tx
          .select({ id: benchmarks.id, code: benchmarks.code })
          .from(benchmarks)
          .where(inArray(benchmarks.code, codes))
      : [];
    const byCode = new Map(found.map((benchmark) => [benchmark.code, benchmark.id]));
    const placed: ValidRow[] = [];
    const errors: RowError[] = [];
    for (const row of rows) {
      const id = byCode.get(codeOf(row));
      if (id) placed.push({ ...row, values: { ...row.values, benchmarkId: id } });
      else errors.push(refuse(row, 'benchmark', 'errors.market_unknown_benchmark'));
    }
    return { rows: placed, errors };
  },

  async stored(tx, rows) {
    if (rows.length === 0) return [];
    const codeById = new Map(rows.map((row) => [String(row.values.benchmarkId), codeOf(row)]));
    const span = dateSpan(rows);
    const found = await tx
      .select({
        id: benchmarkValues.id,
        benchmarkId: benchmarkValues.benchmarkId,
        date: benchmarkValues.date,
        value: benchmarkValues.value,
      })
      .from(benchmarkValues)
      .where(
        and(
          inArray(benchmarkValues.benchmarkId, [...codeById.keys()]),
          gte(benchmarkValues.date, span.from),
          lte(benchmarkValues.date, span.to),
        ),
      );
    return found.map((level) => ({
      id: level.id,
      key: benchmarkLevelsTarget.key({ benchmark: codeById.get(level.benchmarkId), date: level.date }),
      values: { value: plainFigure(level.value) },
    }));
  },

  write: (tx, rows, writer) =>
    writeBenchmarkLevels(
      tx,
      rows.map((row) => ({
        series: codeOf(row),
        benchmarkId: String(row.values.benchmarkId),
        date: String(row.values.date),
        figure: String(row.values.value),
        before: beforeOf(row, 'value'),
      })),
      writer,
    ),
});
