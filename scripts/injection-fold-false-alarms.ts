/**
 * Which part of the detector raises the false alarms on a held-out benign source group:
 * trains the leave-one-source-out fold without GROUP (as scripts/eval-injection.ts does, minus
 * its reserve), reads every benign row of GROUP as user text and as a document, and lists the
 * readings at ≥ the medium threshold with their evidence (rule ids, or the model alone).
 *   npx tsx scripts/injection-fold-false-alarms.ts [GROUP] [--show N]
 * GROUP defaults to SaFoLab-WISC/InjecGuard (training rows; evaluation-only rows are never loaded).
 */
import { detectInjection, SENSITIVITY_THRESHOLDS } from '../src/core/injection';
import { parseInjectionModel, useInjectionModel } from '../src/core/injection/model';
import { DOCUMENT_CONTEXT, loadHarmRequestRows, loadInjectionRows } from './injection-data';
import { fitInjection, INJECTION_TRAIN, prepareRows } from './train-injection';

const args = process.argv.slice(2);
const show = args.includes('--show') ? Number(args[args.indexOf('--show') + 1]) : 20;
const group = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--show') ?? 'SaFoLab-WISC/InjecGuard';
const rows = loadInjectionRows().filter((r) => !r.measureOnly);
const prepared = prepareRows(rows);
const harm = prepareRows(loadHarmRequestRows(rows)).filter((p) => p.row.group !== `harm:${group}`);
useInjectionModel(parseInjectionModel(`fold without ${group}`, fitInjection(prepared.filter((p) => p.row.group !== group), { folds: 'groups', train: INJECTION_TRAIN, harm })));
const held = rows.filter((r) => r.group === group && r.label === 0);
const kinds = new Map<string, number>();
const rules = new Map<string, number>();
let shown = 0;
for (const r of held) {
  for (const context of [undefined, DOCUMENT_CONTEXT]) {
    const a = detectInjection(r.text, context ? { context } : {});
    if (a.risk_score < SENSITIVITY_THRESHOLDS.medium) continue;
    const fired = a.evidence.filter((e) => e.source === 'rule').map((e) => e.id);
    const kind = `${context ? 'document' : 'user text'}, ${fired.length ? 'rules' : 'model only'}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    for (const id of fired) rules.set(id, (rules.get(id) ?? 0) + 1);
    if (shown++ < show) console.log(`${kind} ${a.risk_score} ${r.file} ${a.evidence.map((e) => `${e.id}:${e.weight}`).join(' ')} ${JSON.stringify(r.text.slice(0, 140))}`);
  }
}
console.log(`\n${group}: ${held.length} benign rows; readings at ≥ ${SENSITIVITY_THRESHOLDS.medium}:`, Object.fromEntries(kinds));
console.log('rules in them:', Object.fromEntries([...rules].sort((a, b) => b[1] - a[1])));
