/** Shared by several safety rules: the crisis-line note, fiction and relayed violence, technical objects of violent verbs. */
import { textAfter, textBefore, type RuleContext } from '../../rule';

export const SUPPORT_NOTE =
  'If you are going through a difficult time, please reach out to someone you trust or a local crisis line; you do not have to face it alone.';

export const FICTION_CONTEXT = /\b(?:story|stories|fiction|novel|screenplay|script|poem|role-?play|character|scene)\b/i;

/**
 * Fiction, summaries and translations relay violence rather than address it at
 * anyone; the caller's context ("write a thriller scene") says the same.
 */
export function relayedWeight(ctx: RuleContext): number {
  const relayed =
    ctx.usecase === 'content_generation' ||
    ctx.usecase === 'summarization' ||
    ctx.usecase === 'translation' ||
    FICTION_CONTEXT.test(ctx.context);
  return relayed ? 0.5 : 1;
}

// Objects that make violent verbs technical: "kill the process", "child processes should be killed".
export const TECH_OBJECT =
  /\b(?:process(?:es)?|pid|threads?|jobs?|tasks?|servers?|containers?|pods?|sessions?|daemons?|services?|apps?|applications?|programs?|quer(?:y|ies)|connections?|signals?|tabs?|windows?|terminals?|shells?|commands?|loops?|builds?|scripts?|instances?|nodes?|workers?|requests?|transactions?|features?|bugs?|branch(?:es)?|tests?|engines?|batteries|battery|lights?|music|deadlines?|time)\b/i;

export function nearTechObject(text: string, start: number, end: number): boolean {
  return TECH_OBJECT.test(textBefore(text, start, 40)) || TECH_OBJECT.test(textAfter(text, end, 30));
}
