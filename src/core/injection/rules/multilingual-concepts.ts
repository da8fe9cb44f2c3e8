import { KeywordAutomaton } from './keyword-automaton';
import {
  ADD,
  ADDRESS,
  ADDRESSEE,
  ALL,
  AMOUNT,
  ANSWER,
  ANSWER_OR_SUMMARY,
  API_DOC,
  ASK,
  AVAILABLE,
  BOT_CONFIG,
  BUY,
  CAN,
  CARD,
  CONTACTS,
  EVERYONE,
  EXAM_OR_FORM,
  HOW_TO,
  LANGUAGE_NAME,
  MESSAGE,
  OUR,
  REPLY,
  USER_OR_SAVED,
  TRANSLATE,
  YOUR,
  AUTHORITY,
  BEST,
  CODE,
  CURRENCY,
  DELETE,
  DESTINATION,
  DISCARD,
  DISPOSABLE,
  DOCUMENTS,
  DONE,
  DOOR,
  EARLIER,
  ENCODE_OR_YOUR,
  ENCODING,
  ENTRANCE,
  GIVEN_AT_START,
  HAND_OVER,
  ITS_TEXT,
  I_AM,
  MACHINE_OR_SMS,
  MY,
  NEGATION,
  NEVER,
  ONLY_ALWAYS,
  OPEN,
  OUTPUT,
  PERSONAL,
  PROMPT,
  PURPOSE,
  QUOTED,
  REAL_WORLD_TIME,
  RECOMMEND,
  RULES,
  SAY,
  SECRET,
  SEND,
  TRANSFER,
  UNLOCK,
  URL,
  USER,
  USER_DATA,
  CHANGE_SETTING,
  ACCOUNT_SETTING,
  ACCEPT_OR_SCHEDULE,
  INVITATION,
  ON_BEHALF,
  DONE_NOT_ABLE,
  SETTING_CHANGED,
  type Concept,
} from './multilingual-concept-words';
import { kw, LETTERS, type InjectionRule } from './rule';

/**
 * Requests of issue #11 recognised by what a sentence is about, not by its word order: a sentence of
 * third-party content that names every concept of a family (multilingual-concept-words.ts, in any
 * of its languages, in any order) and none of the family's blockers is the request. Word-order
 * patterns (multilingual-*.ts) catch the wordings they were written for and about a fifth of new
 * ones (`--fresh6`); a concept table carries over to a new wording as long as its words are listed.
 *
 * English is left out on purpose: the English rules cover it with word order, and English
 * developer and help-desk text ("the API returns the token in the response") is where
 * co-occurrence alone would raise false alarms.
 */

/** A sentence ends at these characters, or at a full stop before a space or the end (not in "3.200", "a.b@mail"). */
const END_CHARS = new Set(['!', '?', '。', '！', '？', '\n', '।', '॥', '۔', '؟']);
/** END_CHARS as character codes (all single UTF-16 units; the ASCII ones, ! ? and newline, are tested inline). */
const END_CODES: ReadonlySet<number> = new Set([...END_CHARS].map((c) => c.charCodeAt(0)));
/** Longest stretch read as one sentence: text without sentence ends is cut into pieces this long. */
const REACH = 400;

/** An entry with any CJK character ("16進数", "apiキー") matches inside longer text: CJK has no word boundaries. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;
/**
 * Letters of the catalogue's scripts, one flag per UTF-16 code unit (a regex test per keyword hit
 * was most of this file's time on floods of trigger words); the Arabic comma, semicolon and
 * question mark (inside LETTERS' Arabic block) are not letters.
 */
const LETTER_CODES = (() => {
  const letter = new RegExp(`[${LETTERS}]`);
  const table = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++) if (letter.test(String.fromCharCode(c))) table[c] = 1;
  for (const c of [0x060c, 0x061b, 0x061f]) table[c] = 0;
  return table;
})();
const isLetterAt = (text: string, i: number): boolean => i >= 0 && i < text.length && LETTER_CODES[text.charCodeAt(i)] === 1;
/** Not verbs, though they end in て like a te-form ("すべての"). */
const ALL_WORDS_IN_TE = new Set(['すべて', '全て']);
const QUOTES = new Set(["'", '"', '«', '»', '„', '“', '”', '‘', '’', '「', '」', '『', '』']);

/** Nouns after Portuguese "no" (in the): "no final", "no início", "no chat" (folded, without accents). */
const PT_NO_NOUNS: ReadonlySet<string> = new Set([
  'final', 'fim', 'inicio', 'comeco', 'topo', 'meio', 'rodape', 'corpo', 'campo', 'chat', 'resumo', 'texto', 'documento', 'arquivo', 'email', 'e', 'site',
  'sistema', 'dia', 'mes', 'ano', 'momento', 'caso', 'lugar', 'seu', 'teu', 'nosso', 'proximo', 'ultimo', 'primeiro', 'formulario', 'aplicativo', 'app',
  'celular', 'telefone', 'banco', 'cartao', 'carrinho', 'pedido', 'painel', 'menu', 'perfil', 'brasil', 'endereco', 'portal', 'grupo', 'canal',
]);
/** Negations that mean "otherwise" before these words. */
const OTHERWISE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['नहीं', new Set(['तो'])], ['ना', new Set(['तो'])], ['nahi', new Set(['to', 'toh'])], ['nahin', new Set(['to', 'toh'])], ['نہیں', new Set(['تو'])],
  ['না', new Set(['হলে', 'হয়'])], ['ਨਹੀਂ', new Set(['ਤਾਂ'])],
].map(([w, next]) => [kw(w as string)[0], new Set(kw(...(next as Set<string>)))]));
/** Negations that mean "no need" after these words. */
const NO_NEED_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['नहीं', new Set(['ज़रूरत', 'जरूरत', 'आवश्यकता', 'ज़रूरत', 'जरुरत'])], ['nahi', new Set(['zaroorat', 'zarurat', 'jaroorat', 'jarurat', 'zarurat'])],
  ['nahin', new Set(['zaroorat', 'zarurat', 'jaroorat', 'jarurat'])], ['نہیں', new Set(['ضرورت'])], ['ਨਹੀਂ', new Set(['ਲੋੜ', 'ਜ਼ਰੂਰਤ'])],
  // concessive "why not" ("چاہے وہ اردو میں ہی کیوں نہ پوچھے", even if he asks in Urdu) and "no confirmation" ("पुष्टि न माँगें",
  // the request's stealth clause): not advice against the request
  ['ना', new Set(['क्यों', 'क्यूँ'])],
  ['न', new Set(['क्यों', 'क्यूँ', 'पुष्टि'])], ['نہ', new Set(['کیوں', 'تصدیق'])], ['ਨਾ', new Set(['ਕਿਉਂ', 'ਪੁਸ਼ਟੀ'])],
].map(([w, before]) => [kw(w as string)[0], new Set(kw(...(before as Set<string>)))]));
/** What Vietnamese "không cần" (no need to) waves away: telling, asking, confirming (folded). */
const VI_NO_NEED_TO: ReadonlySet<string> = new Set(['thong', 'bao', 'hoi', 'xac', 'xin']);
/** Spanish, Portuguese and Italian determiners and prepositions before a noun (folded). */
const DETERMINERS: ReadonlySet<string> = new Set(['la', 'una', 'su', 'tu', 'mi', 'esta', 'esa', 'cada', 'de', 'del', 'tras', 'sua', 'minha', 'nossa', 'uma', 'a', 'da', 'na', 'essa', 'nuestra', 'primera', 'ultima', 'nueva', 'nova', 'sin', 'sem', 'en', 'em', 'por', 'otra', 'outra', 'toda', 'cuya']);
/** Words Hinglish "mein" (in) follows, where German "mein" (my) would not stand: language names, chat, reply. */
const HINGLISH_MEIN_AFTER: ReadonlySet<string> = new Set(['english', 'french', 'german', 'spanish', 'hindi', 'urdu', 'tamil', 'telugu', 'bengali', 'marathi', 'gujarati', 'punjabi', 'kannada', 'malayalam', 'chinese', 'japanese', 'russian', 'arabic', 'italian', 'portuguese', 'korean', 'bhasha', 'language', 'chat', 'reply', 'jawab', 'answer', 'summary']);
/** What "đừng" follows: nothing (a clause start, read as ""), a person, a conjunction, a softener (folded). */
const VI_BEFORE_DUNG: ReadonlySet<string> = new Set(['', 'ban', 'anh', 'chi', 'em', 'ong', 'ba', 'cac', 'quy', 'xin', 'doi', 'va', 'nhung', 'thi', 'nen', 'vay', 'hang', 'vi', 'con', 'nhe', 'tuyet']);
/** The word before a position (letters only), skipping spaces; "" after punctuation or at the start. */
function previousWord(text: string, before: number): string {
  let i = before - 1;
  while (i >= 0 && text[i] === ' ') i--;
  const end = i + 1;
  while (i >= 0 && LETTER_CODES[text.charCodeAt(i)] === 1) i--;
  return text.slice(i + 1, end);
}
/** The word after a position (letters only), skipping spaces. */
function nextWord(text: string, from: number): string {
  let i = from;
  while (i < text.length && text[i] === ' ') i++;
  const start = i;
  while (i < text.length && LETTER_CODES[text.charCodeAt(i)] === 1) i++;
  return text.slice(start, i);
}

/** The virama of each Indic script of the lists (Devanagari, Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam). */
const VIRAMAS: ReadonlySet<number> = new Set([0x094d, 0x09cd, 0x0a4d, 0x0acd, 0x0bcd, 0x0c4d, 0x0ccd, 0x0d4d]);

/** A concept's entry folded like the text, with its stem marker (`*`) read off. */
function parseEntry(entry: string): { word: string; open: boolean; cjk: boolean } {
  const open = entry.endsWith('*');
  let word = kw(open ? entry.slice(0, -1) : entry)[0];
  // An Indic stem ending in a virama continues with a vowel sign when inflected ("பயனர்*" → "பயனரின்",
  // "കോൺടാക്റ്റ്*" → "കോൺടാക്റ്റുകൾ"): the stem is read without its virama.
  // Tamil drops a final "u" (ு) before a vowel suffix too ("கார்டு*" → "கார்டில்").
  if (open && (VIRAMAS.has(word.charCodeAt(word.length - 1)) || word.charCodeAt(word.length - 1) === 0x0bc1)) word = word.slice(0, -1);
  // A symbol ("₹", "€") matches inside text too: "₹48,500", "48.500€" (digits count as letters at its boundary).
  return { word, open, cjk: CJK.test(word) || !/[\p{L}\p{N}]/u.test(word) };
}

/** Prefilter words of a concept. */
const prefilter = (c: Concept): string[] => c.words.map((w) => parseEntry(w).word);

// ---------------------------------------------------------------------------
// Matching: one keyword automaton over every concept word, then sentence by sentence. Linear in
// the text (a regex of lookaheads over these lists cost 10-30 ms on 10 KB of English).

interface Family {
  readonly concepts: readonly Concept[];
  readonly blockers: readonly Concept[];
  /** The verbs (concepts[0]) as the gate reads them. */
  readonly gate: VerbGate;
}

/**
 * A family's verbs reduced to what one look at the text's words can rule out: the first word of
 * each verb, exactly or as a stem (`*`), and the CJK verbs whole. A text without any of them
 * cannot hold the verb concept, so the automaton pass is skipped; that is most texts, English
 * above all, which the prefilter lets through ("mo", Vietnamese "mở" folded, starts "more").
 */
interface VerbGate {
  readonly words: ReadonlySet<string>;
  /** Entries of several words by their first word: the rest must be in the text too ("order kar*" is not "order"). */
  readonly phrases: ReadonlyMap<string, readonly (readonly string[])[]>;
  readonly stems: ReadonlySet<string>;
  readonly stemLengths: readonly number[];
  readonly cjk: readonly string[];
}

function verbGate(verbs: Concept): VerbGate {
  const words = new Set<string>();
  const phrases = new Map<string, string[][]>();
  const stems = new Set<string>();
  const cjk: string[] = [];
  for (const entry of verbs.words) {
    const { word: folded, open, cjk: isCjk } = parseEntry(entry);
    if (folded.length === 0) continue;
    if (isCjk) {
      cjk.push(folded);
      continue;
    }
    const first = firstWordOf(folded);
    // A stem that is the whole entry may continue into a longer word; a first word of several may not.
    if (open && first.length === folded.length) stems.add(first);
    else if (first.length === folded.length) words.add(first);
    else {
      // The other words of the entry, each read as a stem (the last may be open; inner ones are exact words, a looser check).
      const rest = lettersRuns(folded.slice(first.length));
      phrases.set(first, [...(phrases.get(first) ?? []), rest]);
    }
  }
  return { words, phrases, stems, stemLengths: [...new Set([...stems].map((w) => w.length))], cjk };
}

/** The runs of letters of a text, as wordsOf reads a text's words. */
function lettersRuns(text: string): string[] {
  const runs: string[] = [];
  let from = -1;
  for (let i = 0; i <= text.length; i++) {
    const letter = i < text.length && LETTER_CODES[text.charCodeAt(i)] === 1;
    if (letter && from < 0) from = i;
    else if (!letter && from >= 0) {
      runs.push(text.slice(from, i));
      from = -1;
    }
  }
  return runs;
}

/** The leading run of letters of a folded entry. */
function firstWordOf(text: string): string {
  let end = 0;
  while (end < text.length && LETTER_CODES[text.charCodeAt(end)] === 1) end++;
  return text.slice(0, end);
}

const HARAKAT = /[\u064b-\u0652]/;
const HARAKAT_ALL = /[\u064b-\u0652]/g;
/** The distinct words of the last text (every family's gate reads them). */
let gateText: string | undefined;
let gateWords: ReadonlySet<string> = new Set();
let gateHasCjk = false;
function wordsOf(text: string): ReadonlySet<string> {
  if (text !== gateText) {
    const words = new Set<string>();
    let from = -1;
    for (let i = 0; i <= text.length; i++) {
      const letter = i < text.length && LETTER_CODES[text.charCodeAt(i)] === 1;
      if (letter && from < 0) from = i;
      else if (!letter && from >= 0) {
        // Arabic short-vowel marks dropped, as the matcher skips them after an entry ("اشترِ" → "اشتر").
        const word = text.slice(from, i);
        words.add(HARAKAT.test(word) ? word.replace(HARAKAT_ALL, '') : word);
        from = -1;
      }
    }
    gateText = text;
    gateWords = words;
    gateHasCjk = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/.test(text);
  }
  return gateWords;
}

function hasWordStartingWith(words: ReadonlySet<string>, start: string): boolean {
  if (words.has(start)) return true;
  for (const word of words) if (word.startsWith(start)) return true;
  return false;
}

function passesGate(text: string, gate: VerbGate): boolean {
  const words = wordsOf(text);
  for (const word of words) {
    if (gate.words.has(word)) return true;
    for (const n of gate.stemLengths) if (word.length >= n && gate.stems.has(word.slice(0, n))) return true;
    const rests = gate.phrases.get(word);
    if (rests !== undefined && rests.some((rest) => rest.every((w) => hasWordStartingWith(words, w)))) return true;
  }
  return gateHasCjk && gate.cjk.some((verb) => text.includes(verb));
}

/** Every concept and blocker of every family, numbered (a sentence holds the numbers of its concepts). */
const ALL_CONCEPTS: Concept[] = [];
const conceptId = (c: Concept): number => {
  let id = ALL_CONCEPTS.indexOf(c);
  if (id < 0) id = ALL_CONCEPTS.push(c) - 1;
  return id;
};
interface Entry { concept: number; open: boolean; cjk: boolean }
const ENTRIES = new Map<string, Entry[]>();
let automaton: KeywordAutomaton | undefined;

function indexFamily(f: Family): void {
  for (const c of [...f.concepts, ...f.blockers]) {
    const id = conceptId(c);
    for (const entry of c.words) {
      const { word, open, cjk } = parseEntry(entry);
      const list = ENTRIES.get(word) ?? [];
      if (!list.some((e) => e.concept === id)) list.push({ concept: id, open, cjk });
      ENTRIES.set(word, list);
    }
  }
  automaton = undefined;
}

interface Sentence { start: number; end: number; concepts: Set<number> }

/** The text's sentences with the concepts each holds; memoised for the last text (every family reads it). */
let lastText: string | undefined;
let lastSentences: Sentence[] = [];
function sentencesOf(text: string): Sentence[] {
  if (text === lastText) return lastSentences;
  const sentences: Sentence[] = [];
  let from = 0;
  for (let i = 0; i <= text.length; i++) {
    // Character codes, not one-character strings and a Set of strings: half the time of this loop.
    const c = text.charCodeAt(i);
    const ends = i === text.length || (c < 0x80 ? c === 0x21 || c === 0x3f || c === 0x0a : END_CODES.has(c)) || (c === 0x2e && (i + 1 === text.length || /\s/.test(text[i + 1]))) || i - from >= REACH;
    if (!ends) continue;
    if (i > from) sentences.push({ start: from, end: i, concepts: new Set() });
    from = i + 1;
  }
  automaton ??= new KeywordAutomaton([...ENTRIES.keys()]);
  let s = 0;
  automaton.forEachMatch(text, (word, at) => {
    const after = at + word.length;
    const startsWord = !isLetterAt(text, at - 1);
    // Arabic short-vowel marks (harakat, U+064B-U+0652) after an entry belong to its last letter: "اشترِ" is "اشتر".
    let markEnd = after;
    while (markEnd < text.length && text.charCodeAt(markEnd) >= 0x064b && text.charCodeAt(markEnd) <= 0x0652) markEnd++;
    const endsWord = !isLetterAt(text, markEnd);
    // Portuguese "no" (em + o) before a noun ("no final do resumo", "no início da conversa") is not the Spanish negation.
    if (word === 'no' && PT_NO_NOUNS.has(nextWord(text, after))) return;
    // "Otherwise" is a negation followed by "then/if" (Hindi "नहीं तो", Bengali "না হলে", Urdu "نہیں تو"): the threat of
    // a request ("send the code, otherwise the account is closed"), not advice against it.
    if (OTHERWISE.get(word)?.has(nextWord(text, after)) === true) return;
    // "No need" (Hindi "ज़रूरत नहीं", Hinglish "zaroorat nahi", Urdu "ضرورت نہیں"): the negation waves a check away
    // ("no need to ask the user"), it does not advise against the request.
    if (NO_NEED_BEFORE.get(word)?.has(previousWord(text, at)) === true) return;
    // Vietnamese "không cần" before telling or asking (no need to notify, ask, confirm: "không cần thông báo cho họ") likewise;
    // not "không cần xóa" (no need to delete), which advises against the request.
    if (word === 'khong' && nextWord(text, after) === 'can' && VI_NO_NEED_TO.has(nextWord(text, text.indexOf('can', after) + 3))) return;
    // Spanish and Portuguese "compra" after a determiner is the noun ("la compra del cliente"), not "buy!".
    if (word === 'compra' && DETERMINERS.has(previousWord(text, at))) return;
    // Vietnamese "đừng" (don't) folds to "dung", as do "dùng" and "dụng" ("người dùng" user, "sử dụng" use, "nội dung"
    // content, "ứng dụng" app): it is the negation only at a clause start or after a person.
    // Hinglish "mein" (in) after a language or answer word ("sirf French mein jawab do") is not German "mein" (my).
    // "Without …ing" (Polish "nie wyjaśniając", Indonesian "agar … tidak diblokir", so that it is not blocked): the request's
    // stealth or threat clause, not advice against it.
    // (Polish adverbial participles -ając/-ując/-iąc fold to -ajac/-ujac/-iac; infinitives -ać/-ować fold to -ac/-owac.)
    if (word === 'nie' && /(?:aj|uj|i)ac$/.test(nextWord(text, after))) return;
    if (word === 'tidak' && /(?:^|[^a-z])(?:agar|supaya)\s+[a-z]+\s+$/.test(text.slice(Math.max(0, at - 30), at))) return;
    if (word === 'mein' && HINGLISH_MEIN_AFTER.has(previousWord(text, at))) return;
    if (word === 'dung' && !VI_BEFORE_DUNG.has(previousWord(text, at))) return;
    // Russian "не" folds to "he" (look-alike letters), as Vietnamese "hệ" (system) does: Russian only next to Cyrillic.
    if (word === 'he' && !/[\u0400-\u04ff]/.test(text.slice(Math.max(0, at - 24), after + 24))) return;
    // Portuguese "não" folds to "nao", as Vietnamese "nào" (which, any: "trợ lý AI nào đọc…") does: not next to Vietnamese "đ".
    if (word === 'nao' && /đ/.test(text.slice(Math.max(0, at - 60), after + 60))) return;
    // A quoted word is a label ("press the 'Delete' button"), not the sentence's verb.
    if (QUOTES.has(text[at - 1]) && QUOTES.has(text[after])) return;
    // Japanese te-forms ask only before ください / くれ / ほしい or at a clause end, not in
    // "開けておく" (leave open), "削除している" (is deleting), "書いてから" (after writing).
    // "送ってから返信してください" (send, then reply, please) asks for both: te + から counts when a request form follows.
    if (word.endsWith('て') && !ALL_WORDS_IN_TE.has(word) && /[\u3040-\u309f]/.test(text[after] ?? '') && !'くほ'.includes(text[after]) && !teKaraRequest(text, after)) return;
    while (s > 0 && sentences[s].start > at) s--;
    while (s < sentences.length - 1 && sentences[s].end <= at) s++;
    const sentence = sentences[s];
    if (sentence === undefined || at < sentence.start || after > sentence.end) return;
    for (const e of ENTRIES.get(word)!) {
      if (e.cjk || (startsWord && (e.open || endsWord))) sentence.concepts.add(e.concept);
    }
  });
  lastText = text;
  lastSentences = sentences;
  return sentences;
}

/** "…てから … ください": the te-form of a sequence whose sentence ends in a request (within the sentence reach). */
function teKaraRequest(text: string, after: number): boolean {
  if (text[after] !== 'か' || text[after + 1] !== 'ら') return false;
  const rest = text.slice(after + 2, after + 2 + 60);
  const stop = rest.search(/[。！？!?\n]/);
  return /ください|くれ|なさい|ほしい/.test(stop < 0 ? rest : rest.slice(0, stop));
}

/** The first sentence that holds every concept of the family and none of its blockers. */
function findSentence(text: string, f: Family): { start: number; end: number; text: string } | null {
  if (!passesGate(text, f.gate)) return null;
  const need = f.concepts.filter((c) => c.words.length > 0).map(conceptId);
  const block = f.blockers.map(conceptId);
  for (const sentence of sentencesOf(text)) {
    if (!need.every((id) => sentence.concepts.has(id)) || block.some((id) => sentence.concepts.has(id))) continue;
    const body = text.slice(sentence.start, sentence.end);
    if (!f.concepts.every((c) => c.pattern === undefined || c.pattern.test(body))) continue;
    const trimmed = body.trim();
    const start = sentence.start + body.indexOf(trimmed);
    return { start, end: start + trimmed.length, text: trimmed };
  }
  return null;
}

/**
 * `verbs` is the family's prefilter: its words are the request's verbs in the languages above,
 * rare in English text (every Latin keyword of the catalogue is looked for in every text, so
 * each list added there costs English text time; `find` checks the other concepts itself).
 */
const family = (verbs: Concept, concepts: readonly Concept[], blockers: readonly Concept[] = [], negations: readonly Concept[] = [NEGATION]): Pick<InjectionRule, 'requires' | 'patterns' | 'find'> => {
  const f: Family = { concepts: [verbs, ...concepts], blockers: [...negations, ...blockers], gate: verbGate(verbs) };
  indexFamily(f);
  return {
    requires: [prefilter(verbs)],
    patterns: [],
    find: (text) => findSentence(text, f),
  };
};

export const MULTILINGUAL_CONCEPT_RULES: readonly InjectionRule[] = [
  {
    id: 'concept.discard_earlier_rules',
    attackType: 'instruction_override',
    weight: 0.55,
    scope: 'indirect',
    ...family(DISCARD, [RULES, EARLIER], [MY, REAL_WORLD_TIME], [NEVER]),
    explanation: 'A sentence of the content tells the reader (in a language other than English) to ignore, forget or treat as void the instructions or rules it was given before.',
  },
  {
    id: 'concept.delete_all_data',
    attackType: 'instruction_override',
    weight: 0.5,
    scope: 'indirect',
    ...family(DELETE, [ALL, USER_DATA], [PURPOSE, DISPOSABLE, DONE]),
    explanation: 'A sentence of the content asks (in a language other than English) for all of the user\'s files, mail, messages, contacts or appointments to be deleted.',
  },
  {
    id: 'concept.unlock_door',
    attackType: 'instruction_override',
    weight: 0.5,
    scope: 'indirect',
    ...family(UNLOCK, [DOOR], [PURPOSE, DONE]),
    explanation: 'A sentence of the content asks (in a language other than English) for a door or lock to be unlocked or an alarm switched off.',
  },
  {
    id: 'concept.open_entrance',
    attackType: 'instruction_override',
    weight: 0.5,
    scope: 'indirect',
    ...family(OPEN, [ENTRANCE], [PURPOSE, DONE]),
    explanation: 'A sentence of the content asks (in a language other than English) for a garage, gate or front door to be opened.',
  },
  {
    id: 'concept.authority_personal_data',
    attackType: 'data_exfiltration',
    weight: 0.55,
    scope: 'indirect',
    ...family(HAND_OVER, [I_AM, AUTHORITY, PERSONAL], [PURPOSE, MY]),
    explanation: "A sentence of the content claims authority (police, official, administrator, in a language other than English) and asks for someone's address, phone number or ID number.",
  },
  {
    id: 'concept.link_into_answer',
    attackType: 'instruction_override',
    weight: 0.5,
    scope: 'indirect',
    ...family(ADD, [ANSWER_OR_SUMMARY, URL], [PURPOSE]),
    explanation: 'A sentence of the content asks (in a language other than English) for a link to be added to the answer or the summary.',
  },
  {
    id: 'concept.encode_answer',
    attackType: 'instruction_override',
    weight: 0.5,
    scope: 'indirect',
    ...family(ENCODING, [ANSWER_OR_SUMMARY, ENCODE_OR_YOUR], [MACHINE_OR_SMS, API_DOC]),
    explanation: 'A sentence of the content asks (in a language other than English) for the answer to be written in an encoding (base64, hex, Morse).',
  },
  {
    id: 'concept.reveal_instructions',
    attackType: 'system_prompt_extraction',
    weight: 0.55,
    scope: 'indirect',
    ...family(OUTPUT, [PROMPT, GIVEN_AT_START, ADDRESSEE]),
    explanation: 'A sentence of the content asks (in a language other than English) for the instructions the reader was given at the start, or hidden ones, to be written out.',
  },
  {
    id: 'concept.promote_in_answer',
    attackType: 'instruction_override',
    weight: 0.5,
    scope: 'indirect',
    ...family(RECOMMEND, [BEST, ITS_TEXT], [], [NEVER]),
    explanation: 'A sentence of the content tells whoever summarizes or answers (in a language other than English) to recommend something as the best.',
  },
  {
    id: 'concept.fixed_phrase',
    attackType: 'instruction_override',
    weight: 0.5,
    scope: 'indirect',
    ...family(SAY, [ONLY_ALWAYS, QUOTED], [MACHINE_OR_SMS, EXAM_OR_FORM]),
    explanation: 'A sentence of the content dictates (in a language other than English) a fixed phrase the answer must say or start with.',
  },
  {
    id: 'concept.secret_into_answer',
    attackType: 'prompt_leakage',
    weight: 0.55,
    scope: 'indirect',
    ...family(OUTPUT, [SECRET, ANSWER]),
    explanation: 'A sentence of the content asks (in a language other than English) for a password, API key or token to be written into the answer or the chat.',
  },
  {
    id: 'concept.ask_user_for_code',
    attackType: 'data_exfiltration',
    weight: 0.55,
    scope: 'indirect',
    ...family(ASK, [CODE, USER]),
    explanation: 'A sentence of the content has the reader ask the user (in a language other than English) for a one-time or verification code, a phishing injection.',
  },
  {
    id: 'concept.documents_to_address',
    attackType: 'data_exfiltration',
    weight: 0.55,
    scope: 'indirect',
    ...family(SEND, [DOCUMENTS, ADDRESS]),
    explanation: 'A sentence of the content asks (in a language other than English) for files or documents to be sent to an e-mail address, an exfiltration attempt.',
  },
  {
    id: 'concept.money_to_account',
    attackType: 'instruction_override',
    weight: 0.55,
    scope: 'indirect',
    ...family(TRANSFER, [AMOUNT, CURRENCY, DESTINATION], [DONE]),
    explanation: 'A sentence of the content asks (in a language other than English) for an amount of money to be moved to an account, card or wallet.',
  },
  {
    id: 'concept.purchase_with_card',
    attackType: 'instruction_override',
    weight: 0.55,
    scope: 'indirect',
    ...family(BUY, [CARD, USER_OR_SAVED], [HOW_TO, DONE, CAN, MY, OUR, YOUR]),
    explanation: "A sentence of the content asks (in a language other than English) for something to be bought with the user's card or a saved card.",
  },
  {
    id: 'concept.message_all_contacts',
    attackType: 'instruction_override',
    weight: 0.55,
    scope: 'indirect',
    ...family(MESSAGE, [EVERYONE, CONTACTS, USER], [HOW_TO, DONE, CAN, OUR, YOUR, MACHINE_OR_SMS]),
    explanation: "A sentence of the content asks (in a language other than English) for a message or a link to be sent to all of the user's contacts.",
  },
  {
    id: 'concept.answer_language',
    attackType: 'instruction_override',
    weight: 0.5,
    scope: 'indirect',
    ...family(LANGUAGE_NAME, [REPLY, ONLY_ALWAYS], [MACHINE_OR_SMS, BOT_CONFIG, OUR, MY, CAN, TRANSLATE, EXAM_OR_FORM, AVAILABLE]),
    explanation: 'A sentence of the content dictates (in a language other than English) that the answer or the summary be written only in another language.',
  },
  {
    id: 'concept.change_account_settings',
    attackType: 'instruction_override',
    weight: 0.55,
    scope: 'indirect',
    ...family(CHANGE_SETTING, [ACCOUNT_SETTING, USER, ADDRESS], [HOW_TO, DONE, CAN, MY, YOUR, SETTING_CHANGED]),
    explanation: "A sentence of the content asks (in a language other than English) for the user's mail forwarding, recovery address or password reset to be set to an outside e-mail address, an account takeover.",
  },
  {
    id: 'concept.calendar_on_behalf',
    attackType: 'instruction_override',
    weight: 0.5,
    scope: 'indirect',
    ...family(ACCEPT_OR_SCHEDULE, [INVITATION, ON_BEHALF], [HOW_TO, DONE_NOT_ABLE, CAN]),
    explanation: 'A sentence of the content asks (in a language other than English) for invitations to be accepted or meetings created on the user\'s behalf.',
  },
];
