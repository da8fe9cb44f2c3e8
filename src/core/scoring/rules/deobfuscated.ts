/**
 * The English hate and threat rules read the text a second time with filter-dodging undone
 * ("those p e o p l e are r@ts", "all m*slims are terr0rists", "k1ll all the imm1grants"; issue 12,
 * obfuscated words). The Hindi lexicons fold their own spellings (fold.ts) and the learned heads read
 * de-obfuscated views of their own, so only the English pattern rules are wrapped.
 */
import { createRuleContext } from '../context';
import { deobfuscate, originalSpan } from '../deobfuscate';
import { GROUP } from '../lexicons/groups';
import { NEGATIVE_TRAIT } from '../lexicons/stereotypes';
import type { Hit, Rule, RuleContext } from '../rule';

/** Words a masked letter may stand for ("m*slims", "v*rmin", "k*ll"): groups, traits, violent verbs. */
const KNOWN = new RegExp(`^(?:${GROUP}|${NEGATIVE_TRAIT}|kill|hurt|murder|rape|die|hang|shoot|stab|burn|gas|exterminate)$`, 'i');

/** The rules that also read the de-obfuscated text. */
export const READS_DEOBFUSCATED: ReadonlySet<string> = new Set([
  'fairness/negative-stereotype',
  'fairness/group-generalization',
  'fairness/group-exclusion',
  'fairness/unequal-treatment',
  'safety/identity-attack',
  'safety/hate-speech',
  'safety/violent-threat',
  'safety/violence-incitement',
  'safety/self-harm-encouragement',
]);

const isKnown = (w: string): boolean => KNOWN.test(w);

function deobfuscatedContext(ctx: RuleContext): RuleContext | null {
  return ctx.memo('deobfuscated', () => {
    const view = deobfuscate(ctx.text, isKnown);
    if (view === null) return null;
    const derived = createRuleContext({ text: view.text, domain: ctx.domain, usecase: ctx.usecase, depth: ctx.depth, context: ctx.context, phoneRegions: ctx.phoneRegions });
    return Object.assign(derived, { view });
  });
}

/** The rule, plus what it finds in the de-obfuscated text that it did not find in the text itself. */
export function alsoDeobfuscated(rule: Rule): Rule {
  return {
    ...rule,
    detect(ctx) {
      const hits = rule.detect(ctx);
      const derived = deobfuscatedContext(ctx) as (RuleContext & { view: Parameters<typeof originalSpan>[0] }) | null;
      if (derived === null) return hits;
      const extra: Hit[] = [];
      for (const h of rule.detect(derived)) {
        const span = originalSpan(derived.view, h.start, h.end);
        if (hits.some((o) => o.start < span.end && span.start < o.end)) continue;
        extra.push({ ...h, ...span, explanation: `${h.explanation} (written in disguise)` });
      }
      return extra.length === 0 ? hits : [...hits, ...extra];
    },
  };
}
