import { writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';

/** One measured figure with its budget. A figure that could not be measured has value null and fails. */
export interface Figure {
  name: string;
  value: number | null;
  unit: string;
  /** The budget as people read it, e.g. `≤ 250 ms`. */
  budget: string;
  pass: boolean;
  /** Why a figure is missing or what it was measured under. */
  note?: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A figure against its budget: at most (≤) or at least (≥) the limit. */
function budgeted(
  bound: '≤' | '≥',
  name: string,
  value: number | null,
  unit: string,
  limit: number,
  note?: string,
): Figure {
  const within =
    value !== null && Number.isFinite(value) && (bound === '≤' ? value <= limit : value >= limit);
  return {
    name,
    value: value === null ? null : round(value),
    unit,
    budget: `${bound} ${limit} ${unit}`.trim(),
    pass: within,
    ...(note ? { note } : {}),
  };
}

export const atMost = (name: string, value: number | null, unit: string, limit: number, note?: string) =>
  budgeted('≤', name, value, unit, limit, note);

export const atLeast = (name: string, value: number | null, unit: string, limit: number, note?: string) =>
  budgeted('≥', name, value, unit, limit, note);

/** A figure shown for information (no budget). */
export function info(name: string, value: number | null, unit: string, note?: string): Figure {
  return {
    name,
    value: value === null ? null : round(value),
    unit,
    budget: '—',
    pass: true,
    ...(note ? { note } : {}),
  };
}

/** A measurement that could not be taken: it fails its budget and says why. */
export function missing(name: string, unit: string, budget: string, why: string): Figure {
  return { name, value: null, unit, budget, pass: false, note: why };
}

export function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGB: round(totalmem() / 1024 ** 3),
    freeMemoryGB: round(freemem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

export function loadAverage() {
  return loadavg().map(round) as [number, number, number];
}

function formatValue(figure: Figure) {
  if (figure.value === null) return 'not measured';
  return `${figure.value.toLocaleString('en-US')} ${figure.unit}`.trim();
}

/** A Markdown table of figure, value, budget and verdict (also readable in a terminal). */
export function table(figures: Figure[]): string {
  const rows = figures.map((figure) => [
    figure.name,
    formatValue(figure),
    figure.budget,
    figure.budget === '—' ? 'info' : figure.pass ? 'pass' : 'MISS',
  ]);
  const header = ['Figure', 'Value', 'Budget', 'Verdict'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * A bench part run alone: writes its results file beside the bench (date, mode, machine, load,
 * figures, details), prints the table and sets the exit code when a figure misses its budget.
 */
export function reportAlone(options: {
  file: string;
  quick: boolean;
  loadBefore: number[];
  figures: Figure[];
  details: unknown;
  /** What a figure is, in the closing line (`tap(s)`, `interaction(s)`). */
  what: string;
}) {
  const report = {
    date: new Date().toISOString(),
    mode: options.quick ? 'quick' : 'full',
    machine: machine(),
    loadAverage: { before: options.loadBefore, after: loadAverage() },
    figures: options.figures,
    details: options.details,
  };
  writeFileSync(new URL(`../${options.file}`, import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
  console.log(table(options.figures));
  const misses = options.figures.filter((figure) => !figure.pass);
  if (misses.length > 0) {
    console.log(`\n${misses.length} ${options.what} MISS their budget.`);
    process.exitCode = 1;
  } else console.log(`\nEvery ${options.what.replace('(s)', '')} is within its budget.`);
  console.log(`Written to bench/${options.file}.`);
}
