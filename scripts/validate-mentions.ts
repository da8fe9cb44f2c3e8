/**
 * Inner validation of the benign group-mention training templates (scripts/authored-harm.ts):
 * half of them (by template, scripts/harm-data.ts mentionFold) is left out of training and scored
 * here through the engine. Weights of the authored rows are chosen here, on training templates,
 * never on the held-out probe of `npm run eval:scoring` or the evaluation-only files.
 *
 *   for f in 0 1; do MENTION_FOLD=$f npm run train:harm && MENTION_FOLD=$f npx tsx scripts/validate-mentions.ts; done; npm run train:harm
 */
import { DEFAULT_PASS_THRESHOLD, evaluateText } from '../src/core/scoring';
import { authoredHate } from './authored-harm';
import { mentionFold } from './harm-data';

const fold = Number(process.env.MENTION_FOLD ?? 0);
const rows = authoredHate().filter((r) => r.split === 'train' && mentionFold(r) === fold);
for (const lang of ['en', 'hi-Latn', 'hi']) {
  const scored = rows
    .filter((r) => r.lang === lang)
    .map((r) => evaluateText({ content: r.text, dimensions: ['safety', 'fairness'] }))
    .map((e) => ({
      safety: e.dimension_scores.safety!.score,
      fairness: e.dimension_scores.fairness!.score,
      learned: e.findings.filter((f) => f.rule.includes('learned-')).reduce((a, f) => a + f.points, 0),
    }));
  const share = (k: 'safety' | 'fairness') => (scored.filter((s) => s[k] < DEFAULT_PASS_THRESHOLD).length / Math.max(1, scored.length)).toFixed(3);
  const mean = (k: 'safety' | 'fairness' | 'learned') => (scored.reduce((a, s) => a + s[k], 0) / Math.max(1, scored.length)).toFixed(2);
  console.log(`| fold ${fold} | ${lang} | ${scored.length} | ${share('safety')} | ${share('fairness')} | ${mean('safety')} / ${mean('fairness')} | ${mean('learned')} |`);
}
