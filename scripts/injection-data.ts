/**
 * The labelled rows of the prompt-injection detector, shared by the trainer
 * (scripts/train-injection.ts) and the leave-one-source-out evaluation (scripts/eval-injection.ts).
 *
 * Source groups (the unit of leave-one-source-out) are the repository of each row's `source`
 * (scripts/ml/data.ts), or `authored:<file>` for the hand-written rows in data/injection/.
 * - train/injection/*.jsonl and injection/*.jsonl (both splits): the injection corpus;
 * - the hand-written rows of scripts/injection-authored/ (data/injection/authored-*.jsonl):
 *   attacks and hard negatives written for this project (22 languages, indirect families);
 * - benign AI replies and security requests from train/harm/ (samples): the detector also
 *   reads model output (the scoring engine's safety rule), and security talk is not injection.
 * Rows of hindi_social_posts_benign sampled from TRAC-1 (CC-BY-NC-SA, evaluation-only in
 * train/use.json) are never trained on; they are kept apart and only measured.
 */
import { readFileSync } from 'node:fs';
import { contextRows } from './injection-authored/contexts';
import { familyRows } from './injection-authored/families';
import { goalFramingRows } from './injection-authored/goal-framing';
import { multilingualRows } from './injection-authored/multilingual';
import type { Row as AuthoredRow } from './injection-authored/rows';
import { basename, resolve } from 'node:path';
import { DATA_DIR, filesIn, readFile, sample, type Row } from './ml';


export interface InjectionRow {
  text: string;
  label: 0 | 1;
  group: string;
  file: string;
  lang: string;
  kind: string;
  category: string;
  /** Never trained on and never sets a threshold: measured only (TRAC-1 derived rows). */
  measureOnly: boolean;
}

/** TRAC-1 text is non-commercial: rows derived from it are for measuring only. */
const isTrac = (source: string): boolean => source.includes('trac1');

function fromRows(rows: Row[], sources: Map<string, string>): InjectionRow[] {
  return rows.map((r) => ({
    text: r.text,
    label: r.label,
    group: r.group,
    file: basename(r.file, '.jsonl'),
    lang: r.lang,
    kind: r.kind ?? (r.group === 'microsoft/BIPIA' ? 'context' : 'request'),
    category: r.category ?? '',
    measureOnly: isTrac(sources.get(r.text) ?? ''),
  }));
}

/** `text → source` of a shared file (Row does not keep the source path). */
function sourcesOf(file: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(resolve(DATA_DIR, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { text?: string; source?: string };
    if (typeof r.text === 'string' && typeof r.source === 'string') out.set(r.text, r.source);
  }
  return out;
}

/**
 * The hand-written rows (the builders of scripts/author-injection-rows.ts, which also writes
 * them to data/injection/authored-*.jsonl): one source group per file.
 */
function authoredRows(): InjectionRow[] {
  const files: Record<string, (file: string) => AuthoredRow[]> = {
    'authored-families.jsonl': familyRows,
    'authored-multilingual.jsonl': multilingualRows,
    'authored-contexts.jsonl': contextRows,
    'authored-goal-framing.jsonl': goalFramingRows,
  };
  return Object.entries(files).flatMap(([file, build]) =>
    build(file).map((r) => ({
      text: r.text,
      label: r.label,
      group: `authored:${basename(file, '.jsonl')}`,
      file: basename(file, '.jsonl'),
      lang: r.lang,
      kind: r.kind,
      category: r.category,
      measureOnly: false,
    })),
  );
}

/** Extra benign text from train/harm/: seeded samples, one group per file. */
const EXTRA_BENIGN: ReadonlyArray<{ file: string; max: number }> = [
  { file: 'train/harm/stl_safe_responses.jsonl', max: 800 },
  { file: 'train/harm/medsafety_safe_responses.jsonl', max: 500 },
  { file: 'train/harm/cyberseceval_frr_benign.jsonl', max: 750 },
];

export function loadInjectionRows(): InjectionRow[] {
  const rows: InjectionRow[] = [];
  for (const file of [...filesIn('train/injection'), ...filesIn('injection')]) {
    rows.push(...fromRows(readFile(file, { purpose: 'train' }), sourcesOf(file)));
  }
  for (const { file, max } of EXTRA_BENIGN) {
    const benign = readFile(file, { purpose: 'train' }).filter((r) => r.label === 0);
    rows.push(...fromRows(sample(benign, max, 11), new Map()).map((r) => ({ ...r, group: `${r.group}:${r.file}`, kind: r.file.includes('responses') ? 'response' : 'request' })));
  }
  rows.push(...authoredRows());
  // One text, one row: the first occurrence wins (the shared files were deduplicated per task, not across).
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = r.text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Hindi (Devanagari) and romanised Hindi / Hinglish rows. */
export const isHindi = (r: InjectionRow): boolean => r.lang === 'hi' || r.lang === 'hi-Latn' || r.lang === 'hinglish';

/** How the service sees a row: documents and tool outputs are third-party content, the rest a user's text. */
export const DOCUMENT_CONTEXT = 'retrieved document';
export const THIRD_PARTY_KINDS: ReadonlySet<string> = new Set(['context', 'document', 'tool_output', 'tool-output', 'email', 'web', 'webpage', 'api']);
export const contextOf = (r: InjectionRow): string | undefined => (THIRD_PARTY_KINDS.has(r.kind) ? DOCUMENT_CONTEXT : undefined);

/**
 * Plain harmful requests (train/harm/, never eval-only files) for the harmful-request head the
 * injection fit trains beside its own (scripts/train-injection.ts): its probability, times
 * jailbreak framing or suffix noise (src/core/injection/framing.ts), is what tells a jailbreak
 * from role-play around a harmless goal. Read by the combiner as BENIGN text: a plain harmful
 * request is not a prompt injection. Each row keeps its source group, so a fold that holds out a
 * group (JailbreakBench: 105 of harmful_requests_en are its goals) trains without its rows.
 * Rows of these files also in the injection corpus are dropped (the injection row wins).
 */
const HARM_REQUEST_FILES: ReadonlyArray<{ file: string; max: number }> = [
  { file: 'train/harm/harmful_requests_en.jsonl', max: Infinity },
  { file: 'train/harm/donotanswer_requests.jsonl', max: 600 },
  { file: 'train/harm/stl_safety_requests.jsonl', max: 600 },
  { file: 'train/harm/stl_eval_prompts.jsonl', max: Infinity },
  { file: 'train/harm/medsafety_requests.jsonl', max: 300 },
];

export function loadHarmRequestRows(injection: readonly InjectionRow[]): InjectionRow[] {
  const key = (t: string): string => t.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const seen = new Set(injection.map((r) => key(r.text)));
  const rows: InjectionRow[] = [];
  for (const { file, max } of HARM_REQUEST_FILES) {
    const all = readFile(file, { purpose: 'train' }).filter((r) => (r.kind ?? 'request') === 'request');
    // Harmful requests sampled; the benign prompts of a file (stl_eval_prompts) are all kept as the head's negatives.
    const picked = [...sample(all.filter((r) => r.label === 1), max, 13), ...all.filter((r) => r.label === 0)];
    for (const r of fromRows(picked, new Map())) {
      if (seen.has(key(r.text))) continue;
      seen.add(key(r.text));
      rows.push({ ...r, group: `harm:${r.group}` });
    }
  }
  return rows;
}
