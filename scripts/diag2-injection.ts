import { ruleEvidence } from '../src/core/injection/detect';
import { contextOf, loadInjectionRows } from './injection-data';
const id = process.argv[2];
const rows = loadInjectionRows().filter((r) => !r.measureOnly);
const c = new Map<string, number>();
for (const r of rows) {
  for (const indirect of [contextOf(r) !== undefined, true]) {
    const e = ruleEvidence(r.text, indirect).find((x) => x.id === id);
    if (!e) continue;
    const k = `${r.group} label=${r.label} indirect=${indirect}`;
    c.set(k, (c.get(k) ?? 0) + 1);
    if (r.label === 0 && (c.get(k) ?? 0) <= 2) console.log('benign hit:', e.match, '|', r.text.slice(0, 120));
    break;
  }
}
console.log(c);
