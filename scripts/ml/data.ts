/**
 * Labelled rows for training and evaluating the learned detectors, read from
 * ../shared/data/train/<task>/ and ../shared/data/{injection,toxicity}/ (set ML_DATA_DIR to
 * read them elsewhere). Every row carries its source group: the repository of its `source`
 * field (`owner/repo`), or its file name when it has none — the unit of leave-one-source-out.
 *
 * Files listed in train/use.json `eval_only` are refused unless the caller asks for
 * evaluation rows explicitly: they must never train weights, tune a threshold or pick a feature.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DATA_DIR = process.env.ML_DATA_DIR ?? resolve(ROOT, '../shared/data');

export interface Row {
  text: string;
  /** 1 = positive for the task (harmful / hateful / injection), 0 = benign. */
  label: 0 | 1;
  /** The label as the file gives it (a class name for some toxicity files). */
  rawLabel: unknown;
  /** Leave-one-source-out unit: `owner/repo` of the source, or the file name. */
  group: string;
  /** Path relative to DATA_DIR, e.g. `train/injection/bipia_train_indirect.jsonl`. */
  file: string;
  lang: string;
  category?: string;
  kind?: string;
  /** Target group where the source gives one (ETHOS, OLID). */
  target?: string;
}

/** Files (relative to DATA_DIR) that are for evaluation only, from train/use.json. */
export function evalOnlyFiles(): Set<string> {
  const path = resolve(DATA_DIR, 'train/use.json');
  const use = JSON.parse(readFileSync(path, 'utf8')) as { eval_only?: Record<string, string> };
  return new Set(Object.keys(use.eval_only ?? {}).map((f) => `train/${f}`));
}

/** The repository part of a `source` value (`owner/repo@commit:path#id` → `owner/repo`). */
export function repoOf(source: unknown): string | null {
  if (typeof source !== 'string') return null;
  const at = source.indexOf('@');
  const repo = at > 0 ? source.slice(0, at) : null;
  return repo !== null && repo.includes('/') ? repo : null;
}

function labelOf(row: Record<string, unknown>): 0 | 1 | null {
  if (row.label === 0 || row.label === 1) return row.label;
  if (row.label_bin === 0 || row.label_bin === 1) return row.label_bin;
  return null;
}

export interface ReadOptions {
  /** `train` refuses eval-only files; `evaluation` reads them. */
  purpose: 'train' | 'evaluation';
  /** Group every row of a file under this name instead of its repository (for files that merge several sources). */
  groupByFile?: boolean;
}

/** The rows of one .jsonl file (path relative to DATA_DIR). */
export function readFile(file: string, options: ReadOptions): Row[] {
  if (options.purpose === 'train' && evalOnlyFiles().has(file)) throw new Error(`${file} is evaluation-only (train/use.json): it must not be used to train`);
  const rows: Row[] = [];
  const name = basename(file, '.jsonl');
  for (const line of readFileSync(resolve(DATA_DIR, file), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as Record<string, unknown>;
    const label = labelOf(row);
    if (typeof row.text !== 'string' || row.text.trim() === '' || label === null) continue;
    rows.push({
      text: row.text,
      label,
      rawLabel: row.label,
      group: options.groupByFile ? name : (repoOf(row.source) ?? name),
      file,
      lang: typeof row.lang === 'string' ? row.lang : 'en',
      ...(typeof row.category === 'string' ? { category: row.category } : {}),
      ...(typeof row.kind === 'string' ? { kind: row.kind } : {}),
      ...(typeof row.group === 'string' ? { target: row.group } : {}),
    });
  }
  return rows;
}

/** The .jsonl files of a folder under DATA_DIR, sorted (relative paths). */
export function filesIn(folder: string): string[] {
  const dir = resolve(DATA_DIR, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => relative(DATA_DIR, resolve(dir, f)));
}

/** The files of a task that may train (train/<task>/ minus eval-only), and the eval-only ones. */
export function taskFiles(task: string): { train: string[]; evalOnly: string[] } {
  const evalOnly = evalOnlyFiles();
  const files = filesIn(`train/${task}`);
  return { train: files.filter((f) => !evalOnly.has(f)), evalOnly: files.filter((f) => evalOnly.has(f)) };
}

/** Deterministic PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle in place with a seeded PRNG. */
export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** A seeded sample of at most `max` rows, in their original order. */
export function sample<T>(items: readonly T[], max: number, seed: number): T[] {
  if (items.length <= max) return [...items];
  const picked = shuffle(items.map((_, i) => i), seededRandom(seed)).slice(0, max).sort((a, b) => a - b);
  return picked.map((i) => items[i]);
}
