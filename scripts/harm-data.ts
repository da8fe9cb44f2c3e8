/**
 * The training rows of the harm models, one row set per head, shared by the trainer
 * (scripts/train-harm.ts) and the leave-one-source-out evaluation (scripts/eval-scoring.ts).
 * Only files that may train are read here (scripts/ml/data.ts refuses the eval-only ones);
 * the ToxiGen and Davidson files contribute their `train` split only, their `dev` split is
 * held out for the pairwise and legacy tables.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HARM_FEATURES, HARM_HEADS, modelText, type HarmHead } from '../src/core/scoring/learned-heads';
import { featurize, type SparseVector } from '../src/core/ml';
import { hasDevanagari, transliterateDevanagari, type TranslitVariant } from '../src/core/ml/transliterate';
import { authoredHate, authoredStereotypes } from './authored-harm';
import { authoredInstructions } from './authored-instructions';
import { authoredReplies } from './authored-replies';
import { DATA_DIR, readFile, sample, type Row } from './ml';

export { HARM_FEATURES, HARM_HEADS };

export interface HeadRow {
  text: string;
  label: 0 | 1;
  group: string;
  weight: number;
  file: string;
  lang: string;
  /** Benign real social-media text (see BENIGN_POST_FILES): the negatives the points thresholds are also measured on. */
  benignPost: boolean;
  /** A romanised copy of a Devanagari row (HARM_TRANSLIT): the index of that row in the same array. */
  copyOf?: number;
}

/** A raw labelled row with the facts head selectors look at. */
interface Labelled {
  text: string;
  label: 0 | 1;
  group: string;
  file: string;
  lang: string;
  category: string;
  kind: string;
  /** Davidson's class (hate / offensive / neither). */
  cls?: string;
}

function fromRows(rows: Row[]): Labelled[] {
  return rows.map((r) => ({ text: r.text, label: r.label, group: r.group, file: r.file, lang: r.lang, category: r.category ?? '', kind: r.kind ?? '' }));
}

/** Rows of a toxicity file, train split only. */
function toxicity(file: string): Labelled[] {
  const out: Labelled[] = [];
  for (const line of readFileSync(resolve(DATA_DIR, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { text: string; label: string; label_bin: number; split: string; source?: string };
    if (r.split !== 'train') continue;
    const group = (r.source ?? file).split('@')[0];
    out.push({ text: r.text, label: r.label_bin === 1 ? 1 : 0, group, file, lang: 'en', category: r.label, kind: 'post', cls: r.label });
  }
  return out;
}

const train = (f: string) => fromRows(readFile(f, { purpose: 'train' }));

/** The group of the hand-written rows (scripts/authored-harm.ts, data/harm/authored-*.jsonl). */
export const AUTHORED_GROUP = 'authored/svc-score-engine';
/** The group of the authored benign task requests (scripts/authored-instructions.ts). */
export const INSTRUCTIONS_GROUP = 'authored/svc-score-engine-instructions';
/** The group of the authored harmful/safe reply pairs (scripts/authored-replies.ts, issue 12). */
export const REPLIES_GROUP = 'authored/svc-score-engine-replies';

/** Kinds of benign authored row that name a group without quoting hate (scripts/validate-mentions.ts). */
const MENTION_KINDS = new Set(['neutral', 'supportive', 'rights', 'history_news', 'pride', 'question', 'solidarity', 'daily_life']);

/**
 * Inner validation of the benign mention templates (scripts/validate-mentions.ts): with
 * MENTION_FOLD=0 or 1, the training mention templates of that half (by a hash of the template)
 * are left out, to be scored afterwards: weights are chosen on training templates only.
 */
export function mentionFold(r: { text: string; label: number; category: string; group?: string }): number | undefined {
  if (r.label !== 0 || !r.group || !MENTION_KINDS.has(r.category)) return undefined;
  const key = r.text.toLowerCase().split(r.group.toLowerCase()).join('{G}');
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % 2;
}
const MENTION_FOLD = process.env.MENTION_FOLD === undefined ? undefined : Number(process.env.MENTION_FOLD);

/** Hand-written rows, generated in memory from the same templates as the committed files; held-out rows never train. */
function authored(rows: ReturnType<typeof authoredHate>): Labelled[] {
  return rows
    .filter((r) => r.split === 'train' && (MENTION_FOLD === undefined || mentionFold(r) !== MENTION_FOLD))
    .map((r) => ({
      text: r.text,
      label: r.label,
      group: AUTHORED_GROUP,
      file: 'data/harm/authored',
      lang: r.lang,
      category: r.category,
      kind: r.kind,
    }));
}

/** Every labelled row the harm heads may learn from, by file stem. */
export function loadAll(): Map<string, Labelled[]> {
  const files = new Map<string, Labelled[]>();
  const add = (name: string, rows: Labelled[]) => files.set(name, rows);
  for (const f of [
    'openai_moderation',
    'jbb_responses',
    'harmful_requests_en',
    'donotanswer_requests',
    'medsafety_requests',
    'medsafety_safe_responses',
    'stl_safety_requests',
    'stl_safe_responses',
    'stl_eval_prompts',
    'xsafety_insult',
    'cyberseceval_frr_benign',
    'coaid_covid_claims',
    'olid_offensive',
    'hasoc2021_hi_offensive',
    'constraint2021_hi_hostile',
    'wildguard_benign',
  ]) {
    add(f, train(`train/harm/${f}.jsonl`));
  }
  add('medsafety_llama3_requests', sample(train('train/harm/medsafety_llama3_requests.jsonl'), 1500, 42));
  for (const f of ['openai_moderation_hate', 'stl_hateful_requests', 'bohra_hinglish_hate', 'hasoc2021_hi_hate', 'constraint2021_hi_hate']) {
    add(f, train(`train/hate/${f}.jsonl`));
  }
  // Formal benign English (prompts, emails, code, tables, sentences with trigger words): without
  // it the topic heads learn that any well-formed English is a harmful request. Not
  // hindi_social_posts_benign: it is sampled from TRAC-1, which is evaluation-only.
  add('benign_prompts', train('train/injection/benign_prompts.jsonl'));
  add('notinject_benign', train('train/injection/notinject_benign.jsonl').filter((r) => r.lang === 'en'));
  add('bipia_clean', train('train/injection/bipia_train_indirect.jsonl').filter((r) => r.label === 0));
  add('toxigen', toxicity('toxicity/toxigen_seed_statements.jsonl'));
  add('authored_hate', authored(authoredHate()));
  add('authored_stereotypes', authored(authoredStereotypes()));
  // A group of its own: inside the authored group its rows would share that group's weight cap (headRows).
  add('authored_instructions', authoredInstructions().map((r) => ({ text: r.text, label: r.label, group: INSTRUCTIONS_GROUP, file: 'scripts/authored-instructions', lang: r.lang, category: r.category, kind: r.kind })));
  // Reply pairs (issue 12), a group of their own too (docs/accuracy-scoring.md, "Authored reply
  // pairs"); HARM_REPLIES=off trains without them, to measure what they change.
  if (process.env.HARM_REPLIES !== 'off') {
    add('authored_replies', authoredReplies().map((r) => ({ text: r.text, label: r.label, group: REPLIES_GROUP, file: 'scripts/authored-replies', lang: r.lang, category: r.heads, kind: r.kind })));
  }
  const davidson = toxicity('toxicity/davidson_hate_offensive.jsonl');
  add('davidson', [
    ...davidson.filter((r) => r.cls !== 'offensive'),
    ...sample(davidson.filter((r) => r.cls === 'offensive'), 3000, 42),
  ]);
  return files;
}

/** Benign text of every kind: ordinary prompts, security how-tos, refusals and safe answers, posts. */
function benign(all: Map<string, Labelled[]>): Labelled[] {
  const neg = (name: string, max = Infinity) => sample((all.get(name) ?? []).filter((r) => r.label === 0), max, 7);
  return [
    ...neg('wildguard_benign'),
    ...neg('benign_prompts'),
    ...neg('notinject_benign'),
    ...neg('bipia_clean'),
    ...neg('cyberseceval_frr_benign'),
    ...neg('stl_eval_prompts'),
    ...neg('coaid_covid_claims'),
    ...neg('medsafety_safe_responses', 1000),
    ...neg('stl_safe_responses', 1000),
    ...neg('jbb_responses'),
    ...neg('openai_moderation'),
    ...neg('olid_offensive', 3000),
    ...neg('hasoc2021_hi_offensive', 1500),
    ...neg('constraint2021_hi_hostile', 1500),
    ...neg('davidson', 1500),
    ...neg('toxigen'),
    ...neg('authored_hate'),
    ...neg('authored_stereotypes'),
    ...neg('authored_instructions'),
  ];
}

const has = (r: Labelled, ...cats: string[]) => cats.some((c) => r.category.split(',').includes(c));

/**
 * The heads that read what a reply delivers learn from the authored reply pairs
 * (scripts/authored-replies.ts): a harmful reply is a positive of the topic heads its family names
 * (`category`), a safe twin a negative of all of them. Two exceptions, both measured on benign
 * rows no head trains on (docs/accuracy-scoring.md, "Authored reply pairs"): harmful_reply learns
 * the English pairs only (with the Hindi and Hinglish ones it read benign Hinglish posts about
 * violence as harmful replies), and only the Devanagari Hindi harmful replies train the crime and
 * violence heads (with the English ones those heads flagged held-out benign history and news
 * mentions of a group and self-instruct tasks more often, harmful_reply reads those; with the
 * Hinglish ones, Hinglish look-alikes such as "Sugar ki goli doctor se poochh ke hi chhodna." read
 * as crime). The group heads (hate, abuse, stereotype) read posts and do not see the pairs.
 */
const REPLY_HEADS: ReadonlySet<string> = new Set(['harmful_reply', 'violence_weapons', 'self_harm', 'crime_cyber', 'dangerous_advice']);
/** Topic heads only the Devanagari harmful replies train (every safe twin is still a negative). */
const HINDI_ONLY_TOPICS: ReadonlySet<string> = new Set(['crime_cyber', 'violence_weapons']);
function replyRows(head: HarmHead['label'], all: Map<string, Labelled[]>, label: 0 | 1): Labelled[] {
  if (!REPLY_HEADS.has(head)) return [];
  const routed = (r: Labelled) =>
    head === 'harmful_reply' ? r.lang === 'en' : label === 0 || (has(r, head) && !(HINDI_ONLY_TOPICS.has(head) && r.lang !== 'hi'));
  return (all.get('authored_replies') ?? []).filter((r) => r.label === label && routed(r));
}

/** Positive rows of each head: its sources' and the authored harmful replies routed to it. */
function positives(head: HarmHead['label'], all: Map<string, Labelled[]>): Labelled[] {
  return [...sourcePositives(head, all), ...replyRows(head, all, 1)];
}

/** Positive rows of each head from the sources (label 1 rows of the named files that match). */
function sourcePositives(head: HarmHead['label'], all: Map<string, Labelled[]>): Labelled[] {
  const pos = (name: string, keep: (r: Labelled) => boolean = () => true) => (all.get(name) ?? []).filter((r) => r.label === 1 && keep(r));
  switch (head) {
    case 'identity_attack':
      return [
        ...pos('openai_moderation_hate'),
        ...pos('stl_hateful_requests'),
        ...pos('bohra_hinglish_hate'),
        ...pos('hasoc2021_hi_hate'),
        ...pos('constraint2021_hi_hate'),
        ...pos('toxigen'),
        ...pos('davidson', (r) => r.cls === 'hate'),
        ...pos('donotanswer_requests', (r) => has(r, 'discrimination_toxicity')),
        ...pos('jbb_responses', (r) => has(r, 'harassment_discrimination')),
        ...pos('authored_hate', (r) => r.category !== 'threat'),
      ];
    case 'abuse':
      return [
        ...pos('olid_offensive'),
        ...pos('hasoc2021_hi_offensive'),
        ...pos('xsafety_insult'),
        ...pos('davidson'),
        ...pos('openai_moderation', (r) => has(r, 'harassment', 'hate_threatening', 'violence')),
        ...pos('constraint2021_hi_hostile', (r) => has(r, 'offensive', 'hate', 'defamation')),
        ...pos('bohra_hinglish_hate'),
        ...pos('authored_hate', (r) => has(r, 'threat', 'violence', 'dehumanisation')),
      ];
    case 'harmful_reply':
      return pos('jbb_responses');
    case 'violence_weapons':
      return [
        ...pos('openai_moderation', (r) => has(r, 'violence')),
        ...pos('jbb_responses', (r) => has(r, 'physical_harm')),
        ...pos('harmful_requests_en', (r) => has(r, 'physical_harm', 'physical_harm_and_violence', 'illegal_and_highly_regulated_items')),
        ...pos('authored_hate', (r) => has(r, 'threat', 'violence')),
      ];
    case 'self_harm':
      return [...pos('openai_moderation', (r) => has(r, 'self_harm')), ...pos('harmful_requests_en', (r) => has(r, 'suicide_self-harm_and_eating_disorders'))];
    case 'sexual':
      return [
        ...pos('openai_moderation', (r) => has(r, 'sexual')),
        ...pos('jbb_responses', (r) => has(r, 'sexual_adult_content')),
        ...pos('harmful_requests_en', (r) => has(r, 'sexual_adult_content', 'child_safety')),
      ];
    case 'crime_cyber':
      return [
        ...pos('jbb_responses', (r) => has(r, 'malware_hacking', 'fraud_deception', 'privacy', 'economic_harm')),
        ...pos('harmful_requests_en', (r) =>
          has(r, 'advbench', 'harmbench_standard', 'maliciousinstruct', 'malware_hacking', 'fraud_deception', 'privacy', 'economic_harm', 'scams_and_fraud'),
        ),
        ...pos('donotanswer_requests', (r) => has(r, 'malicious_uses', 'information_hazard')),
        ...pos('stl_safety_requests'),
        ...pos('stl_eval_prompts', (r) => has(r, 'malicious_instruction')),
      ];
    case 'dangerous_advice':
      return [
        ...pos('medsafety_requests'),
        ...pos('medsafety_llama3_requests'),
        ...pos('jbb_responses', (r) => has(r, 'expert_advice')),
        ...pos('harmful_requests_en', (r) => has(r, 'expert_advice')),
        ...pos('stl_eval_prompts', (r) => has(r, 'dangerous_physical_advice')),
        ...pos('coaid_covid_claims'),
        ...pos('donotanswer_requests', (r) => has(r, 'misinformation')),
      ];
    case 'stereotype':
      return [...pos('toxigen'), ...pos('authored_stereotypes'), ...pos('authored_hate', (r) => has(r, 'stereotype', 'inferiority'))];
  }
}

/** Negative rows of a head beyond the shared benign set. */
function extraNegatives(head: HarmHead['label'], all: Map<string, Labelled[]>): Labelled[] {
  const neg = (name: string) => (all.get(name) ?? []).filter((r) => r.label === 0);
  switch (head) {
    case 'identity_attack':
      // Offensive but not hateful: identity attacks are not the same as swearing. Davidson's
      // offensive rows carry label_bin 1 (hate or offensive) and must be relabelled here: until
      // this was fixed they trained the hate head as positives ("profanity = hate").
      return [
        ...neg('openai_moderation_hate'),
        ...neg('bohra_hinglish_hate'),
        ...neg('hasoc2021_hi_hate'),
        ...neg('constraint2021_hi_hate'),
        ...sample((all.get('davidson') ?? []).filter((r) => r.cls === 'offensive'), 1500, 3).map((r) => ({ ...r, label: 0 as const })),
      ];
    case 'abuse':
      return [...neg('bohra_hinglish_hate'), ...neg('hasoc2021_hi_offensive'), ...neg('olid_offensive')];
    case 'harmful_reply':
      return [...neg('jbb_responses'), ...neg('medsafety_safe_responses'), ...neg('stl_safe_responses')];
    case 'stereotype':
      // Insults and threats are not stereotypes: the other heads read them.
      return (all.get('authored_hate') ?? []).filter((r) => r.label === 1 && has(r, 'threat', 'violence')).map((r) => ({ ...r, label: 0 as const }));
    default:
      return [];
  }
}

/**
 * Real posts and comments that harm nothing, many of them naming a group (ToxiGen neutral
 * statements, Davidson "neither", OLID, HASOC and CONSTRAINT non-offensive rows, OpenAI
 * moderation clean rows, Bohra non-hate Hinglish). The heads' thresholds on all negatives are
 * set mostly by prompts and formal English, which read far less like hate than a benign forum
 * comment about a group does; the trainer also measures the thresholds on these rows alone
 * (per script, English vs Hindi), and points start past both.
 */
const BENIGN_POST_FILES = ['toxigen_seed_statements', 'davidson_hate_offensive', 'olid_offensive', 'hasoc2021_hi_offensive', 'constraint2021_hi_hostile', 'harm/openai_moderation.', 'bohra_hinglish_hate'];
const isBenignPost = (r: Labelled): boolean => r.label === 0 && !(r.file.includes('davidson') && r.cls !== 'neither') && BENIGN_POST_FILES.some((f) => r.file.includes(f));

/** Files of real posts (either label) a validation reserve is drawn from. */
const POST_FILES = [...BENIGN_POST_FILES, 'hasoc2021_hi_hate', 'constraint2021_hi_hate', 'openai_moderation_hate'];

/**
 * A fixed fifth of the real posts (by a hash of the text), left out of every head when
 * HARM_RESERVE=out: scripts/validate-harm.ts scores it through the engine to choose points and
 * thresholds on training sources, never on the evaluation-only files. The committed model
 * trains on everything.
 */
export function inPostReserve(r: { text: string; file: string }): boolean {
  if (!POST_FILES.some((f) => r.file.includes(f))) return false;
  let h = 2166136261;
  const key = r.text.trim().toLowerCase();
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % 5 === 0;
}

/** The reserve's rows: harmful posts (hate or abuse) and benign real posts, by language. */
export function postReserve(all: Map<string, Labelled[]>): Array<{ text: string; harmful: boolean; hate: boolean; lang: string; file: string }> {
  const seen = new Map<string, { text: string; harmful: boolean; hate: boolean; lang: string; file: string }>();
  for (const rows of all.values()) {
    for (const r of rows) {
      if (!inPostReserve(r)) continue;
      const benign = isBenignPost(r);
      const harmful = r.label === 1 && !(r.file.includes('openai_moderation') && !r.file.includes('hate'));
      if (!benign && !harmful) continue;
      const key = r.text.trim().toLowerCase();
      const prev = seen.get(key);
      const hate = harmful && (r.file.includes('hate') || r.file.includes('toxigen') || r.cls === 'hate');
      if (!prev) seen.set(key, { text: r.text, harmful, hate, lang: r.lang, file: r.file });
      else if (prev.harmful !== harmful) seen.delete(key);
      else prev.hate ||= hate;
    }
  }
  return [...seen.values()];
}

/**
 * Rows per group and class are capped in weight so that one large source does not decide a
 * head: with 2500 positives per source the big social-media sets (Davidson, OLID, the Hinglish
 * sets) taught the hate head their own style ("profanity = hate"); at 1000 each positive source
 * weighs about alike. Benign sources keep 2500: the topic heads (no class balancing) need the
 * weight of ordinary text to stay quiet on it.
 */
const GROUP_WEIGHT_CAP = { 1: 1000, 0: 2500 } as const;

/**
 * Romanised copies of Devanagari training rows (src/core/ml/transliterate.ts): two spellings
 * (variants 0 and 1) by default, as the shipped model is trained; HARM_TRANSLIT=1 one (variant 0),
 * HARM_TRANSLIT=0 none (the model before branch harm-translit). Measured in
 * docs/accuracy-scoring.md, "Romanised copies of Devanagari training rows".
 */
export function translitVariants(): TranslitVariant[] {
  const n = Number(process.env.HARM_TRANSLIT ?? 2);
  return n >= 2 ? [0, 1] : n === 1 ? [0] : [];
}

export function headRows(head: HarmHead['label'], all: Map<string, Labelled[]>): HeadRow[] {
  const byText = new Map<string, Labelled & { conflict?: boolean; post?: boolean }>();
  const put = (r: Labelled) => {
    const key = r.text.trim().toLowerCase();
    const seen = byText.get(key);
    if (!seen) byText.set(key, { ...r, post: isBenignPost(r) });
    else if (seen.label !== r.label) seen.conflict = true;
    // The same text from a file whose benign rows are harmless (e.g. HASOC "not offensive" read after HASOC "not hate").
    else seen.post ||= isBenignPost(r);
  };
  const positive = positives(head, all);
  for (const r of positive) put(r);
  const negatives = [...extraNegatives(head, all), ...benign(all), ...replyRows(head, all, 0)];
  // The reply head must not learn "request = harmful": requests are not replies.
  for (const r of negatives) put(r);
  const rows = [...byText.values()].filter((r) => !r.conflict && !(process.env.HARM_RESERVE === 'out' && inPostReserve(r)));
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${r.group}:${r.label}`, (counts.get(`${r.group}:${r.label}`) ?? 0) + 1);
  const out: HeadRow[] = rows.map((r) => ({
    text: r.text,
    label: r.label,
    group: r.group,
    file: r.file,
    lang: r.lang,
    benignPost: r.post === true,
    weight: Math.min(1, GROUP_WEIGHT_CAP[r.label] / counts.get(`${r.group}:${r.label}`)!),
  }));
  return withRomanisedCopies(out, translitVariants());
}

/**
 * Romanised copies go after every original row (indices, folds and LOSO reserve draws of the
 * originals stay as without them), in the original's group, sharing its weight: a source
 * weighs what it weighed without copies. They are not benign posts (thresholds are measured
 * on real text only). Rows of authored groups are not copied; a copy whose text is already a
 * row is left out. Only rows tagged Hindi (`hi`: Devanagari; not an English-tagged row with a
 * Devanagari word, e.g. one OpenAI moderation row) of groups with such positives in this head are copied: where a
 * Hindi source gives only negatives (the topic heads, stereotypes), romanised copies would
 * teach "romanised = benign" (leave-one-source-out: violence_weapons on the authored group
 * 0.798 → 0.752 with copies in every head).
 */
export function withRomanisedCopies(rows: HeadRow[], variants: readonly TranslitVariant[]): HeadRow[] {
  if (variants.length === 0) return rows;
  const hindi = (r: HeadRow) => r.lang === 'hi' && hasDevanagari(r.text);
  const withPositives = new Set(rows.filter((r) => r.label === 1 && hindi(r)).map((r) => r.group));
  const out = rows.map((r) => ({ ...r }));
  const taken = new Set(out.map((r) => r.text.trim().toLowerCase()));
  const n = out.length;
  for (let i = 0; i < n; i++) {
    const r = out[i];
    if (r.group.startsWith('authored/') || !withPositives.has(r.group) || !hindi(r)) continue;
    const copies: HeadRow[] = [];
    for (const v of variants) {
      const text = transliterateDevanagari(r.text, v);
      const key = text.trim().toLowerCase();
      if (taken.has(key)) continue;
      taken.add(key);
      copies.push({ ...r, text, lang: 'hi-Latn', benignPost: false, copyOf: i });
    }
    const share = r.weight / (copies.length + 1);
    r.weight = share;
    for (const c of copies) {
      c.weight = share;
      out.push(c);
    }
  }
  return out;
}

const vectors = new Map<string, SparseVector>();

/** Features of a text, computed once per run. */
export function vectorOf(text: string): SparseVector {
  let v = vectors.get(text);
  if (!v) {
    v = featurize(modelText(text), HARM_FEATURES);
    vectors.set(text, v);
  }
  return v;
}
