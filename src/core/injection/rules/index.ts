import { KeywordAutomaton } from './keyword-automaton';
import { AUTHORITY_RULES } from './authority';
import { DATA_EXFILTRATION_RULES } from './data-exfiltration';
import { DOCUMENT_TASK_RULES } from './document-tasks';
import { HINDI_RULES } from './hindi';
import { INDIRECT_REQUEST_RULES } from './indirect-requests';
import { INSTRUCTION_OVERRIDE_RULES } from './instruction-override';
import { JAILBREAK_RULES } from './jailbreak';
import { MULTILINGUAL_RULES } from './multilingual';
import { MULTILINGUAL_ACTION_RULES } from './multilingual-actions';
import { MULTILINGUAL_CONCEPT_RULES } from './multilingual-concepts';
import { MULTILINGUAL_CONTENT_RULES } from './multilingual-content';
import { MULTILINGUAL_CONTENT_KN_ML_RULES } from './multilingual-content-kn-ml';
import { MULTILINGUAL_CONTENT_MORE_RULES } from './multilingual-content-more';
import { PROMPT_LEAKAGE_RULES } from './prompt-leakage';
import { ROLE_HIJACKING_RULES } from './role-hijacking';
import { LEADING_WORD_START, type InjectionRule } from './rule';
import { SYSTEM_PROMPT_EXTRACTION_RULES } from './system-prompt-extraction';
import { TOOL_ACTION_RULES } from './tool-actions';

export type { InjectionRule } from './rule';

/** The rule catalogue, one list per attack type. */
export const INJECTION_RULES: readonly InjectionRule[] = [
  ...INSTRUCTION_OVERRIDE_RULES,
  ...JAILBREAK_RULES,
  ...ROLE_HIJACKING_RULES,
  ...SYSTEM_PROMPT_EXTRACTION_RULES,
  ...PROMPT_LEAKAGE_RULES,
  ...DATA_EXFILTRATION_RULES,
  ...MULTILINGUAL_RULES,
  ...HINDI_RULES,
  ...INDIRECT_REQUEST_RULES,
  ...TOOL_ACTION_RULES,
  ...AUTHORITY_RULES,
  ...MULTILINGUAL_ACTION_RULES,
  ...MULTILINGUAL_CONTENT_RULES,
  ...MULTILINGUAL_CONTENT_MORE_RULES,
  ...MULTILINGUAL_CONTENT_KN_ML_RULES,
  ...MULTILINGUAL_CONCEPT_RULES,
  ...DOCUMENT_TASK_RULES,
];

export interface RuleMatch {
  rule: InjectionRule;
  /** Offsets in the scanned (normalized) text. */
  start: number;
  end: number;
  text: string;
}

// ---------------------------------------------------------------------------
// Keyword prefilter and anchored matching. One regex pass over the text finds the
// keywords present and where the lead words start; a rule is tried only if every one of
// its keyword groups is present, and then only at its lead positions.

/** ASCII keywords go through one word-start regex; the others are looked up per script (below). */
const isLatin = (keyword: string): boolean => /^[\x00-\x7f]*$/.test(keyword);
const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledRule {
  rule: InjectionRule;
  /** Prefilter groups: the leads (if any) followed by `requires`. */
  groups: readonly (readonly string[])[];
  /** All patterns as one alternation: sticky for anchored tries at lead positions, global for scanning. */
  sticky: RegExp;
  scanning: RegExp;
}

const COMPILED: CompiledRule[] = INJECTION_RULES.map((rule) => {
  const alternation = rule.patterns.map((r) => `(?:${r.source})`).join('|');
  return {
    rule,
    groups: rule.leads === undefined ? rule.requires : [rule.leads, ...rule.requires],
    sticky: new RegExp(alternation, 'y'),
    scanning: new RegExp(alternation, 'g'),
  };
});
const fullMask = COMPILED.map((c) => (1 << c.groups.length) - 1);

/**
 * A match starting at a lead word has a word of each required group within this many
 * characters of it (more than any pattern can span; a group may also hold context that
 * comes before the lead), so lead positions without them are skipped.
 */
const MATCH_REACH = 1000;

/** What finding one keyword means: group bits it sets per rule, and the rules it is a lead of. */
interface KeywordEffect {
  bits: Array<{ rule: number; bits: number }>;
  leadOf: number[];
}

/** Where each keyword occurs: (rule, group) pairs, so that a keyword's effect does not scan the whole catalogue. */
const GROUPS_OF = new Map<string, Array<{ rule: number; group: number }>>();
COMPILED.forEach((compiled, rule) => {
  compiled.groups.forEach((group, g) => {
    for (const keyword of new Set(group)) {
      let list = GROUPS_OF.get(keyword);
      if (list === undefined) GROUPS_OF.set(keyword, (list = []));
      list.push({ rule, group: g });
    }
  });
});

function effectOf(keywords: readonly string[]): KeywordEffect {
  const bits = new Map<number, number>();
  const leadOf = new Set<number>();
  for (const keyword of keywords) {
    for (const { rule, group: g } of GROUPS_OF.get(keyword) ?? []) {
      bits.set(rule, (bits.get(rule) ?? 0) | (1 << g));
      if (g === 0 && COMPILED[rule].rule.leads !== undefined) leadOf.add(rule);
    }
  }
  // Catalogue order, as the rules are tried.
  return {
    bits: [...bits].sort((a, b) => a[0] - b[0]).map(([rule, b]) => ({ rule, bits: b })),
    leadOf: [...leadOf].sort((a, b) => a - b),
  };
}

/**
 * The keywords as one regex trie ("ignor(?:e|ing|)…"): at a word start the engine follows the
 * text's characters down one path instead of trying every keyword in turn, so the cost does not
 * grow with the size of the catalogue. At each node the longer continuations come before the end
 * of a keyword (the empty alternative, last), so the match is the longest keyword at that
 * position, as with an alternation sorted longest first.
 */
export function trieSource(words: readonly string[]): string {
  interface Node { children: Map<string, Node>; end: boolean }
  const root: Node = { children: new Map(), end: false };
  for (const word of words) {
    let node = root;
    for (const c of word) {
      let next = node.children.get(c);
      if (next === undefined) node.children.set(c, (next = { children: new Map(), end: false }));
      node = next;
    }
    node.end = true;
  }
  const emit = (node: Node): string => {
    const alternatives = [...node.children].sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, child]) => escapeRegex(c) + emit(child));
    if (node.end) alternatives.push('');
    if (alternatives.length === 1) return alternatives[0];
    return `(?:${alternatives.join('|')})`;
  };
  return emit(root);
}

const allKeywords = [...new Set(COMPILED.flatMap((c) => c.groups.flat()))];
const latinKeywords = allKeywords.filter(isLatin).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
/**
 * Non-ASCII keywords (Devanagari, Cyrillic, CJK, Arabic…), grouped by the 128-character
 * Unicode block of their first non-ASCII character. Only the groups whose block occurs in
 * the text are searched (with indexOf, anywhere in a word), so that ASCII text pays nothing
 * for them and a Russian text does not search for Chinese keywords. One regex alternation
 * of hundreds of keywords without a common first character would be tried at every position.
 */
const blockOf = (keyword: string): number => keyword.charCodeAt(keyword.search(/[^\x00-\x7f]/)) >> 7;
const SCRIPT_KEYWORDS = new Map<number, string[]>();
for (const keyword of allKeywords.filter((k) => !isLatin(k))) {
  const block = blockOf(keyword);
  SCRIPT_KEYWORDS.set(block, [...(SCRIPT_KEYWORDS.get(block) ?? []), keyword]);
}
/** One automaton per block: all of a script's keywords in one pass (keyword-automaton.ts). */
const SCRIPT_AUTOMATA = new Map([...SCRIPT_KEYWORDS].map(([block, words]) => [block, new KeywordAutomaton(words)]));
const NON_ASCII = /[^\x00-\x7f]/;

/** The 128-character blocks of non-ASCII characters present in the text. */
function blocksIn(text: string): Set<number> {
  const blocks = new Set<number>();
  for (let i = text.search(NON_ASCII); i >= 0 && i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) blocks.add(code >> 7);
  }
  return blocks;
}
/** Keyword ids, so that a hit packs into one number: position * KEYWORD_SLOTS + id. */
const KEYWORD_ID = new Map(allKeywords.map((k, i) => [k, i]));
const KEYWORD_SLOTS = 1 << Math.ceil(Math.log2(allKeywords.length + 1));

/**
 * Word-start keywords behind one lookbehind, longest first, so that at each word start the
 * longest keyword wins; its effect includes the keywords it starts with ("ignor" for
 * "ignore"). Keywords that begin with a symbol ("<|", "[inst", ":") may occur anywhere and
 * have a pass of their own, so that "[system" does not hide the word "system" after it.
 */
const WORD_KEYWORD = new RegExp(`${LEADING_WORD_START}${trieSource(latinKeywords.filter((k) => /^[a-z0-9]/.test(k)))}`, 'g');
const SYMBOL_KEYWORD = new RegExp(latinKeywords.filter((k) => !/^[a-z0-9]/.test(k)).map(escapeRegex).join('|'), 'g');
/** Effect of finding each keyword, by keyword id (a Latin keyword also satisfies its prefixes). */
const LATIN_KEYWORDS = new Set(latinKeywords);
const keywordPrefixes = (hit: string): string[] => {
  const prefixes: string[] = [];
  for (let n = 1; n <= hit.length; n++) if (LATIN_KEYWORDS.has(hit.slice(0, n))) prefixes.push(hit.slice(0, n));
  return prefixes;
};
const EFFECTS: KeywordEffect[] = allKeywords.map((hit) => effectOf(isLatin(hit) ? keywordPrefixes(hit) : [hit]));

interface Candidates {
  /** Rules whose keyword groups are all present. */
  rules: number[];
  /** Per candidate rule with leads: where a lead word starts, in text order. */
  leadPositions: Array<number[] | undefined>;
  /** Per candidate rule with leads and per required group: where one of its words starts (thinned). */
  requiredPositions: Array<number[][] | undefined>;
}

/**
 * Required-word positions closer than this to the previous one are not kept: the reach
 * test then widens by the same amount, so it never misses, and floods of one word stay cheap.
 */
const THINNING = MATCH_REACH / 2;

function findCandidates(text: string): Candidates {
  // Pass 1: every keyword occurrence, and which keyword groups of which rules are present.
  const hits: number[] = [];
  const masks = new Int32Array(COMPILED.length);
  // Rules some keyword of the text belongs to: only these can be candidates, so the work per
  // text grows with what the text contains, not with the size of the catalogue.
  const touched: number[] = [];
  const hit = (keyword: string, at: number): void => {
    const id = KEYWORD_ID.get(keyword)!;
    hits.push(at * KEYWORD_SLOTS + id);
    for (const { rule, bits } of EFFECTS[id].bits) {
      if (masks[rule] === 0) touched.push(rule);
      masks[rule] |= bits;
    }
  };
  for (const keywords of [WORD_KEYWORD, SYMBOL_KEYWORD]) {
    keywords.lastIndex = 0;
    for (let m = keywords.exec(text); m !== null; m = keywords.exec(text)) hit(m[0], m.index);
  }
  if (NON_ASCII.test(text)) {
    for (const block of blocksIn(text)) SCRIPT_AUTOMATA.get(block)?.forEachMatch(text, hit);
  }
  const rules = touched.filter((i) => masks[i] === fullMask[i]).sort((a, b) => a - b);

  // Pass 2, in text order and for candidate rules with leads only: lead positions and
  // (thinned) required-word positions.
  const leadPositions: Array<number[] | undefined> = new Array(COMPILED.length);
  const requiredPositions: Array<number[][] | undefined> = new Array(COMPILED.length);
  for (const i of rules) {
    if (COMPILED[i].rule.leads === undefined) continue;
    leadPositions[i] = [];
    requiredPositions[i] = COMPILED[i].rule.requires.map(() => []);
  }
  const ordered = Float64Array.from(hits).sort();
  for (const packed of ordered) {
    const at = Math.floor(packed / KEYWORD_SLOTS);
    const effect = EFFECTS[packed - at * KEYWORD_SLOTS];
    for (const rule of effect.leadOf) leadPositions[rule]?.push(at);
    for (const { rule, bits } of effect.bits) {
      const required = requiredPositions[rule];
      if (required === undefined) continue;
      for (let g = 0; g < required.length; g++) {
        const positions = required[g];
        if (bits & (2 << g) && (positions.length === 0 || at - positions[positions.length - 1] >= THINNING)) positions.push(at);
      }
    }
  }
  return { rules, leadPositions, requiredPositions };
}

/**
 * Leftmost match of a rule. With leads, the sticky patterns are tried at each lead position
 * in order that has a word of every required group within reach: every try is bounded, so
 * the cost grows with the number of lead words, never faster than the text. Without
 * leads, each pattern scans the text once.
 */
function firstMatch(compiled: CompiledRule, text: string, leads: number[], required: number[][]): RegExpExecArray | null {
  const next = required.map(() => 0);
  for (const at of leads) {
    let inReach = true;
    for (let g = 0; g < required.length && inReach; g++) {
      const positions = required[g];
      while (next[g] < positions.length && positions[next[g]] < at - MATCH_REACH - THINNING) next[g]++;
      inReach = next[g] < positions.length && positions[next[g]] <= at + MATCH_REACH + THINNING;
    }
    if (!inReach) continue;
    compiled.sticky.lastIndex = at;
    const m = compiled.sticky.exec(text);
    if (m !== null) return m;
  }
  return null;
}

function firstMatchScanning(compiled: CompiledRule, text: string): RegExpExecArray | null {
  compiled.scanning.lastIndex = 0;
  return compiled.scanning.exec(text);
}

/** First match of every rule in a normalized text. */
export function matchRules(text: string): RuleMatch[] {
  const { rules, leadPositions, requiredPositions } = findCandidates(text);
  const matches: RuleMatch[] = [];
  for (const i of rules) {
    const compiled = COMPILED[i];
    if (compiled.rule.find !== undefined) {
      const found = compiled.rule.find(text);
      if (found !== null) matches.push({ rule: compiled.rule, ...found });
      continue;
    }
    const m =
      compiled.rule.leads === undefined
        ? firstMatchScanning(compiled, text)
        : firstMatch(compiled, text, leadPositions[i]!, requiredPositions[i]!);
    if (m !== null) matches.push({ rule: COMPILED[i].rule, start: m.index, end: m.index + m[0].length, text: m[0] });
  }
  return matches;
}

/** Rules whose letters-only phrases occur in text spaced out without word gaps. */
export function matchCompactPhrases(text: string): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const rule of INJECTION_RULES) {
    for (const phrase of rule.compact ?? []) {
      const at = text.indexOf(phrase);
      if (at >= 0) {
        matches.push({ rule, start: at, end: at + phrase.length, text: phrase });
        break;
      }
    }
  }
  return matches;
}
