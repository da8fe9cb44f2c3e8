import { detectInjection } from '../src/core/injection';
import { loadInjectionRows } from './injection-data';
const rows = loadInjectionRows();
const g = process.argv[2];
const lab = Number(process.argv[3] ?? 0);
const sel = rows.filter((r) => (g === 'all' || r.group.includes(g)) && r.label === lab);
const scored = sel.map((r) => ({ r, a: detectInjection(r.text, r.kind === 'context' ? { context: 'retrieved document' } : {}) }));
scored.sort((x, y) => (lab ? x.a.risk_score - y.a.risk_score : y.a.risk_score - x.a.risk_score));
for (const { r, a } of scored.slice(0, Number(process.argv[4] ?? 15))) console.log(a.risk_score, r.group.slice(0, 20), a.evidence.map((e) => `${e.id}:${e.weight}`).join(' '), '|', JSON.stringify(r.text.slice(0, 150)));
