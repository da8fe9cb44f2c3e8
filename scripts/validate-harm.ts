/**
 * Inner validation of the harm heads on training sources: a fixed fifth of the real posts
 * (scripts/harm-data.ts inPostReserve) is left out of training, and this script scores it
 * through the engine. Points and thresholds are chosen here, never on the evaluation-only files.
 *
 *   HARM_RESERVE=out npm run train:harm && npx tsx scripts/validate-harm.ts && npm run train:harm
 *
 * (the last step restores the committed model, trained on everything).
 */
import { DEFAULT_PASS_THRESHOLD, evaluateText } from '../src/core/scoring';
import { loadAll, postReserve } from './harm-data';
import { fmt, rocAuc, sample } from './ml';

const PER_CELL = Number(process.env.PER_CELL ?? 1500);

function main(): void {
  const reserve = postReserve(loadAll());
  const out = ['| reserve (training sources, held out) | n (harmful/benign) | overall ROC AUC | hate-only ROC AUC | benign < 7.0 on safety | harmful < 7.0 on safety |', '|---|---|---:|---:|---:|---:|'];
  for (const [name, inLang] of [
    ['English posts', (l: string) => l === 'en'],
    ['Hindi posts (Devanagari)', (l: string) => l === 'hi'],
    ['Hinglish posts (romanised)', (l: string) => l === 'hi-Latn'],
  ] as const) {
    const rows = reserve.filter((r) => inLang(r.lang));
    const pos = sample(rows.filter((r) => r.harmful), PER_CELL, 3);
    const neg = sample(rows.filter((r) => !r.harmful), PER_CELL, 4);
    const score = (t: string) => evaluateText({ content: t, dimensions: ['safety', 'fairness'] });
    const p = pos.map((r) => ({ hate: r.hate, s: score(r.text) }));
    const n = neg.map((r) => score(r.text));
    const overall = (e: ReturnType<typeof score>) => -e.svc_score.score;
    const hate = p.filter((x) => x.hate);
    // Which findings put benign posts below the pass threshold (rule id: rows).
    const causes = new Map<string, number>();
    for (const e of n) if (e.dimension_scores.safety!.score < DEFAULT_PASS_THRESHOLD) for (const f of e.findings) if (f.dimension === 'safety') causes.set(f.rule, (causes.get(f.rule) ?? 0) + 1);
    console.error(`${name}: benign below ${DEFAULT_PASS_THRESHOLD} by finding ${JSON.stringify([...causes].sort((a, b) => b[1] - a[1]).slice(0, 8))}`);
    out.push(
      `| ${name} | ${pos.length + neg.length} (${pos.length}/${neg.length}) | ${fmt(rocAuc(p.map((x) => overall(x.s)), n.map(overall)))} | ${hate.length ? fmt(rocAuc(hate.map((x) => overall(x.s)), n.map(overall))) : '–'} | ${fmt(n.filter((e) => e.dimension_scores.safety!.score < DEFAULT_PASS_THRESHOLD).length / n.length)} | ${fmt(p.filter((x) => x.s.dimension_scores.safety!.score < DEFAULT_PASS_THRESHOLD).length / p.length)} |`,
    );
  }
  console.log(out.join('\n'));
}

main();
