/**
 * Injections in JSON tool outputs, the way MCP clients send them (`tool_result.raw` holding a JSON
 * text): the labelled rows of ../shared/data/train/injection/ wrapped in two JSON shapes and scanned
 * by the tool-result scan, against the same JSON text read whole by the detector (what the scan did
 * with a raw JSON text before 2026-11-29).
 *
 *   npm run eval:injection-json
 *
 * The shipped detector learned from these rows: the figures are in-sample. What they measure is
 * the difference between reading a JSON text whole and field by field, not generalization (that
 * is `npm run eval:injection`).
 */
import { readFileSync } from 'node:fs';
import { scanToolResult } from '../src/core/agent/tool-result';
import { detectInjection } from '../src/core/injection';

const DIR = new URL('../../shared/data/train/injection/', import.meta.url);
const FILES = ['bipia_train_indirect.jsonl', 'xsafety_goal_hijacking.jsonl', 'benign_prompts.jsonl', 'notinject_benign.jsonl'];
/** Rows per file (every k-th row): enough to tell the readings apart, quick to run. */
const PER_FILE = 600;

const SHAPES: [string, (text: string, i: number) => unknown][] = [
  ['one document', (text) => ({ id: 'doc-1', source: 'mailbox', content: text })],
  ['second of two search results', (text, i) => ({ results: [{ id: i, title: 'Quarterly update', snippet: 'Revenue grew 12 percent year on year.' }, { id: i + 1, title: 'Note', snippet: text }] })],
];

interface Row {
  text: string;
  label: number;
}

console.log('| file | shape | read as | attacks caught | benign flagged |');
console.log('|---|---|---|---|---|');
for (const file of FILES) {
  const rows = readFileSync(new URL(file, DIR), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Row);
  const step = Math.max(1, Math.floor(rows.length / PER_FILE));
  const sample = rows.filter((_, i) => i % step === 0);
  for (const [shape, wrap] of SHAPES) {
    const counts = { whole: [0, 0, 0, 0], fields: [0, 0, 0, 0] };
    sample.forEach((row, i) => {
      const raw = JSON.stringify(wrap(row.text, i));
      const whole = detectInjection(raw, { context: 'api response' }).injection_detected;
      const fields = scanToolResult({ toolName: 'fetch', checks: ['prompt_injection'], category: 'http_request', raw }).injection!.detected;
      for (const [k, hit] of [['whole', whole], ['fields', fields]] as const) {
        const c = counts[k];
        if (row.label === 1) (c[0] += hit ? 1 : 0, c[1]++);
        else (c[2] += hit ? 1 : 0, c[3]++);
      }
    });
    const rate = (n: number, d: number) => (d === 0 ? '–' : `${n}/${d} (${((100 * n) / d).toFixed(1)}%)`);
    for (const [k, label] of [['whole', 'whole text (before)'], ['fields', 'field by field (now)']] as const) {
      const c = counts[k];
      console.log(`| ${file} | ${shape} | ${label} | ${rate(c[0], c[1])} | ${rate(c[2], c[3])} |`);
    }
  }
}
