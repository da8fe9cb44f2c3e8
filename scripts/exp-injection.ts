import { featurize, type FeatureConfig } from '../src/core/ml';
import { DEFAULT_TRAIN, leaveOneSourceOut, losoTable, trainLogistic, scoreTrained, thresholdAtFpr } from './ml';
import { loadInjectionRows, isHindi } from './injection-data';

const cfg: FeatureConfig = { hashBits: 18, wordNgrams: 2, charMin: Number(process.env.CMIN ?? 3), charMax: Number(process.env.CMAX ?? 5), headChars: 8192, tailChars: 2048 };
const t0 = Date.now();
const rows = loadInjectionRows().filter((r) => !r.measureOnly);
const groups = new Map<string, number[]>();
for (const r of rows) { const k = `${r.group}|${r.label}`; groups.set(k, [...(groups.get(k) ?? []), 1]); }
console.log([...groups].map(([k, v]) => `${k}:${v.length}`).join('\n'));
const X = new Map(rows.map((r) => [r, featurize(r.text, cfg)]));
console.log(`featurized ${rows.length} in ${Date.now() - t0} ms; nnz ${[...X.values()].reduce((a, v) => a + v.indices.length, 0)}`);
const POW = Number(process.env.POW ?? 0.5);
function weights(train: typeof rows): number[] {
  const n = new Map<string, number>();
  for (const r of train) n.set(`${r.group}|${r.label}`, (n.get(`${r.group}|${r.label}`) ?? 0) + 1);
  return train.map((r) => 1 / Math.pow(n.get(`${r.group}|${r.label}`)!, 1 - POW));
}
const opts = { ...DEFAULT_TRAIN, hashBits: cfg.hashBits, epochs: Number(process.env.EPOCHS ?? 4), l2: Number(process.env.L2 ?? 1e-6) };
const res = leaveOneSourceOut(rows, (train) => {
  const w = weights(train);
  const m = trainLogistic(train.map((r, i) => ({ x: X.get(r)!, y: r.label, weight: w[i] })), opts);
  return { score: (r) => scoreTrained(m, X.get(r)!), threshold: 0 };
}, { maxFpr: 0.01, benignReserve: 0.2, seed: 7, log: (m) => console.log(m), groups: process.env.GROUPS?.split(',') });
console.log(losoTable(res));
console.log(`total ${(Date.now() - t0) / 1000}s`);
