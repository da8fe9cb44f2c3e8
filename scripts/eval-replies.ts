/**
 * Harmful compliance vs its safe twin, held out (issue 12): the authored reply pairs
 * (scripts/authored-replies.ts) scored by heads that never trained on them.
 *
 *   npx tsx scripts/eval-replies.ts
 *   npm run -s eval:scoring -- --only-loso --groups JailbreakBench/artifacts,authored/svc-score-engine-replies
 *
 * "without": each head retrained on every source but the reply group (the heads as they were:
 * the leave-one-source-out fold of that group). "family-out": retrained with the reply group,
 * but without the families of the half being scored (families split in two by a hash of their
 * name), so no scenario, template or topic scored was seen. ROC AUC of harmful replies against
 * the safe twins of the same families (topic-matched negatives), per language.
 */
import { authoredReplies } from './authored-replies';
import { headRows, loadAll, REPLIES_GROUP, vectorOf, type HeadRow } from './harm-data';
import { fmt, rocAuc, scoreTrained, trainLogistic } from './ml';
import { trainOptionsFor } from './train-harm';

const HEADS = ['harmful_reply', 'violence_weapons', 'self_harm', 'crime_cyber', 'dangerous_advice'] as const;

const info = new Map(authoredReplies().map((r) => [r.text.trim().toLowerCase(), r]));
const familyFold = (family: string) => {
  let h = 2166136261;
  for (let i = 0; i < family.length; i++) h = Math.imul(h ^ family.charCodeAt(i), 16777619);
  return (h >>> 0) % 2;
};

function main(): void {
  const all = loadAll();
  const out = ['| head | families | language | harmful / safe twins | ROC AUC without the group | ROC AUC family-out |', '|---|---|---|---:|---:|---:|'];
  for (const head of HEADS) {
    const rows = headRows(head, all);
    const fit = (train: HeadRow[]) => trainLogistic(train.map((r) => ({ x: vectorOf(r.text), y: r.label, weight: r.weight })), trainOptionsFor(head));
    const mine = rows.filter((r) => r.group === REPLIES_GROUP).map((r) => ({ r, meta: info.get(r.text.trim().toLowerCase())! }));
    // The families this head's positives come from; their safe twins are its negatives here.
    const families = new Set(mine.filter((m) => m.r.label === 1).map((m) => m.meta.category));
    const scored = mine.filter((m) => families.has(m.meta.category));
    const without = fit(rows.filter((r) => r.group !== REPLIES_GROUP));
    const before = new Map(scored.map((m) => [m.r, scoreTrained(without, vectorOf(m.r.text))]));
    const after = new Map<HeadRow, number>();
    for (const fold of [0, 1]) {
      const model = fit(rows.filter((r) => !(r.group === REPLIES_GROUP && familyFold(info.get(r.text.trim().toLowerCase())!.category) === fold)));
      for (const m of scored) if (familyFold(m.meta.category) === fold) after.set(m.r, scoreTrained(model, vectorOf(m.r.text)));
    }
    for (const lang of ['en', 'hi', 'hi-Latn', 'all']) {
      const sel = scored.filter((m) => lang === 'all' || m.meta.lang === lang);
      const auc = (s: Map<HeadRow, number>) => rocAuc(sel.filter((m) => m.r.label === 1).map((m) => s.get(m.r)!), sel.filter((m) => m.r.label === 0).map((m) => s.get(m.r)!));
      out.push(`| ${head} | ${families.size} | ${lang} | ${sel.filter((m) => m.r.label === 1).length} / ${sel.filter((m) => m.r.label === 0).length} | ${fmt(auc(before))} | ${fmt(auc(after))} |`);
    }
    console.error(`${head} done`);
  }
  console.log(out.join('\n'));
}

main();
