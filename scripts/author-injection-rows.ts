/**
 * Writes the hand-written injection rows to data/injection/authored-*.jsonl (deterministic:
 * the same sources always give the same files). Run: npx tsx scripts/author-injection-rows.ts
 */
import { writeFileSync } from 'node:fs';
import { contextRows } from './injection-authored/contexts';
import { familyRows } from './injection-authored/families';
import { goalFramingRows } from './injection-authored/goal-framing';
import { multilingualRows } from './injection-authored/multilingual';
import type { Row } from './injection-authored/rows';

const FILES: Record<string, (file: string) => Row[]> = {
  'authored-families.jsonl': familyRows,
  'authored-multilingual.jsonl': multilingualRows,
  'authored-contexts.jsonl': contextRows,
  'authored-goal-framing.jsonl': goalFramingRows,
};

for (const [file, build] of Object.entries(FILES)) {
  const rows = build(file);
  const seen = new Set<string>();
  const lines = rows.map((r, i) => {
    if (seen.has(r.text)) throw new Error(`duplicate row in ${file}: ${r.text}`);
    seen.add(r.text);
    return JSON.stringify({ text: r.text, label: r.label, task: 'injection', source: `svc-score-engine/authored:${file}#${i}`, lang: r.lang, kind: r.kind, category: r.category });
  });
  writeFileSync(`data/injection/${file}`, `${lines.join('\n')}\n`);
  const pos = rows.filter((r) => r.label === 1).length;
  console.log(`${file}: ${rows.length} rows (${pos} attacks, ${rows.length - pos} benign), ${new Set(rows.map((r) => r.lang)).size} languages`);
}
