import type { Verdict } from './verdict';

/** Aggregate figures of the eval and their printed table. */

export interface QuestionOutcome {
  verdict: Verdict;
  /** The answer's sources include the expected page (answerable questions only). */
  cited: boolean | null;
  /** The first five search results include the expected page (answerable questions only). */
  recallAt5: boolean | null;
  latencyMs: number;
  /** The chat or search call failed (counted in its verdict as a decline, and here). */
  error: boolean;
}

export interface Figures {
  questions: number;
  answerable: number;
  unanswerable: number;
  right: number;
  wrong: number;
  declined: number;
  correctlyDeclined: number;
  answeredUnanswerable: number;
  cited: number;
  recallAt5: number;
  errors: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

export function figures(outcomes: readonly QuestionOutcome[]): Figures {
  const count = (verdict: Verdict) => outcomes.filter((outcome) => outcome.verdict === verdict).length;
  const latencies = outcomes.map((outcome) => outcome.latencyMs);
  const answerable = outcomes.filter((outcome) => outcome.cited !== null);
  return {
    questions: outcomes.length,
    answerable: count('right') + count('wrong') + count('declined'),
    unanswerable: count('correctly-declined') + count('answered-unanswerable'),
    right: count('right'),
    wrong: count('wrong'),
    declined: count('declined'),
    correctlyDeclined: count('correctly-declined'),
    answeredUnanswerable: count('answered-unanswerable'),
    cited: answerable.filter((outcome) => outcome.cited).length,
    recallAt5: answerable.filter((outcome) => outcome.recallAt5).length,
    errors: outcomes.filter((outcome) => outcome.error).length,
    p50Ms: latencies.length ? Math.round(percentile(latencies, 50)) : null,
    p95Ms: latencies.length ? Math.round(percentile(latencies, 95)) : null,
  };
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ratio = (part: number, whole: number): string =>
  whole ? `${part}/${whole} ${Math.round((100 * part) / whole)}%` : '-';

const COLUMNS: [string, number][] = [
  ['', 26],
  ['right', 12],
  ['WRONG', 12],
  ['declined*', 12],
  ['corr.decl', 12],
  ['ans.unans', 11],
  ['cited', 12],
  ['recall@5', 12],
  ['p50 ms', 7],
  ['p95 ms', 7],
];

const row = (cells: string[]): string =>
  cells
    .map((cell, index) => (index ? cell.padStart(COLUMNS[index][1]) : cell.padEnd(COLUMNS[index][1])))
    .join(' ');

export const TABLE_HEADER = [
  row(COLUMNS.map(([name]) => name)),
  '  right/WRONG/declined*/cited/recall@5 over answerable questions (declined* = the site has the answer);',
  '  corr.decl and ans.unans (answered an unanswerable one: wrong) over unanswerable questions',
].join('\n');

export function figuresRow(label: string, value: Figures): string {
  const a = value.answerable;
  const u = value.unanswerable;
  return (
    row([
      label,
      ratio(value.right, a),
      ratio(value.wrong, a),
      ratio(value.declined, a),
      ratio(value.correctlyDeclined, u),
      ratio(value.answeredUnanswerable, u),
      ratio(value.cited, a),
      ratio(value.recallAt5, a),
      String(value.p50Ms ?? '-'),
      String(value.p95Ms ?? '-'),
    ]) + (value.errors ? `  (${value.errors} failed calls)` : '')
  );
}
