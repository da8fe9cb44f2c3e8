import { normalizeForMatching as n } from '../src/core/ml/normalize';
import { MULTILINGUAL_CONTENT_MORE_RULES as R } from '../src/core/injection/rules/multilingual-content-more';
import { matchRules } from '../src/core/injection/rules';
const texts = process.argv.slice(2);
for (const t of texts) {
  const x = n(t);
  console.log('TEXT', t, '->', matchRules(x).map((m) => m.rule.id).join(','));
  for (const r of R) {
    const hit = r.patterns.findIndex((p) => p.test(x));
    const groups = [r.leads ?? [], ...r.requires].map((g) => g.some((k) => x.includes(k)));
    if (hit >= 0 || groups.every(Boolean)) console.log('  ', r.id, 'pattern', hit, 'groups', groups.join(','));
  }
}
