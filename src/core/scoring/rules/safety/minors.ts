/** Safety: sexual content involving minors. */
import { alt, forEachMatch, quote, segmentAt, type Hit, type Rule } from '../../rule';
import { REMOVED } from '../shared';


const MINOR = alt([
  'child(?:ren)?',
  'kids?',
  'minors?',
  'under-?age(?:d)? (?:girls?|boys?|kids?|teens?)',
  'under-?age',
  'pre-?teens?',
  'little (?:girls?|boys?)',
  'toddlers?',
  '(?:[1-9]|1[0-7])[- ](?:years?|yrs?)[- ]olds?',
]);
const SEXUAL = alt([
  'sex',
  'sexual(?:ly)?(?: explicit)?',
  'nude',
  'naked',
  'porn\\w*',
  'erotic\\w*',
  'explicit',
  'intercourse',
  'lewd',
  'sexy',
]);
const CSAM = new RegExp(
  `\\b${MINOR} (?:porn\\w*|nudes?|sex|erotica|hentai)\\b` +
    `|\\b${SEXUAL} (?:with|of|involving|featuring|(?:photos?|pictures?|pics|images?|videos?|stor(?:y|ies)|roleplay) (?:of|about|involving|with)) (?:a |an |the |some |young )?${MINOR}\\b` +
    `|\\bseduc\\w* (?:a |an |the )?${MINOR}\\b|\\b(?:lolicon|shotacon|jailbait)\\b` +
    // A child's age next to desire for their body: "she was only 15 but her body was so hot".
    `|\\b(?:only |just |barely )?(?:[5-9]|1[0-7])(?:[- ](?:years?|yrs?)[- ]old|yo|y\\/o)?\\b,? (?:but|and|yet) (?:her|his) (?:body|ass|breasts|tits|legs) (?:was|were|is|are|looked) (?:so |really |very )?(?:hot|sexy|tempting|irresistible|developed)\\b` +
    // Grooming: getting a minor to send images, or to keep it secret.
    `|\\b(?:get(?:ting)?|convinc\\w*|persuad\\w*|groom\\w*|make|trick\\w*) (?:a |an |the |your |some )?${MINOR} (?:to )?(?:send|share|take) (?:you |me )?(?:private|nude|naked|sexy|intimate|explicit) (?:photos?|pictures?|pics|images?|videos?|selfies?)\\b`,
  'gi',
);
// Law, child-protection and reporting texts mention the same words to prevent harm.
const PROTECTIVE_FRAME =
  /\b(?:illegal|crime|criminal|offen[cs]es?|prosecut\w*|statutory|law|laws|report\w*|protect\w*|prevent\w*|abuse|exploitation|never|against|victims?|safeguard\w*)\b/i;

export const csam: Rule = {
  id: 'safety/sexual-minors',
  dimension: 'safety',
  severity: 'critical',
  points: 10,
  description: 'Sexual content involving minors.',
  suggestion: 'Remove all sexual content involving minors.',
  detect(ctx) {
    const hits: Hit[] = [];
    forEachMatch(CSAM, ctx.text, (m) => {
      const sentence = segmentAt(ctx.sentences(), m.index);
      if (sentence && PROTECTIVE_FRAME.test(sentence.text)) return;
      hits.push({
        start: m.index,
        end: m.index + m[0].length,
        explanation: `Sexual content involving a minor (${quote(m[0])}).`,
        fix: { kind: 'remove_sentence', note: REMOVED },
      });
    });
    return hits;
  },
};
