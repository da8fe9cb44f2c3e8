/**
 * Devanagari → romanised Hindi ("Hinglish") as people type it on a Latin keyboard, for
 * training-time augmentation of the harm heads (scripts/harm-data.ts): most Hindi training
 * rows are in Devanagari, while much real Hindi traffic is romanised. Deterministic; not used
 * by the engine at run time (the heads read the text as sent, through the same features).
 *
 * Conventions (no standard exists; two common spellings are offered as `variant` 0 and 1):
 * - the inherent vowel is dropped at the end of a word ("कमल" → "kamal") and in the middle where
 *   Hindi drops it, right to left in a V C _ C V context ("समझना" → "samajhna", "लड़का" → "ladka");
 *   it stays at the end after a cluster ending in र or य ("मित्र" → "mitra");
 * - variant 0: long vowels doubled inside a word ("aa", "ee", "oo") and short at its end
 *   ("saala", "bhi"), "chh", "v", "ph", anusvara as "m" before p/b/m;
 *   variant 1: short vowels throughout ("sala", "gandgi"), "ch", "w", "f", nasal "n" dropped
 *   after a word-final vowel ("logo", "kare");
 * - aspirates "kh", "gh", "chh"/"ch", "jh", "th", "dh", "ph"/"f", "bh"; "sh" for श and ष;
 *   nukta letters as "z", "f", "d"/"r" (ड़), "k", "kh", "g"; ज्ञ as "gy";
 * - a few dozen frequent function words take their usual spelling ("है" → "hai", "नहीं" → "nahi").
 * Characters outside Devanagari pass through unchanged.
 */

export type TranslitVariant = 0 | 1;

type Pair = readonly [string, string];

const CONSONANTS: Readonly<Record<string, Pair>> = {
  क: ['k', 'k'], ख: ['kh', 'kh'], ग: ['g', 'g'], घ: ['gh', 'gh'], ङ: ['n', 'n'],
  च: ['ch', 'ch'], छ: ['chh', 'ch'], ज: ['j', 'j'], झ: ['jh', 'jh'], ञ: ['n', 'n'],
  ट: ['t', 't'], ठ: ['th', 'th'], ड: ['d', 'd'], ढ: ['dh', 'dh'], ण: ['n', 'n'],
  त: ['t', 't'], थ: ['th', 'th'], द: ['d', 'd'], ध: ['dh', 'dh'], न: ['n', 'n'], ऩ: ['n', 'n'],
  प: ['p', 'p'], फ: ['ph', 'f'], ब: ['b', 'b'], भ: ['bh', 'bh'], म: ['m', 'm'],
  य: ['y', 'y'], र: ['r', 'r'], ऱ: ['r', 'r'], ल: ['l', 'l'], ळ: ['l', 'l'], व: ['v', 'w'],
  श: ['sh', 'sh'], ष: ['sh', 'sh'], स: ['s', 's'], ह: ['h', 'h'],
};

/** Consonant + nukta (U+093C), after canonical decomposition (क़ = क + ़). */
const NUKTA: Readonly<Record<string, Pair>> = {
  क: ['k', 'q'], ख: ['kh', 'kh'], ग: ['g', 'g'], ज: ['z', 'j'], ड: ['d', 'r'], ढ: ['dh', 'rh'], फ: ['f', 'f'], य: ['y', 'y'],
};

/** Independent vowels. */
const VOWELS: Readonly<Record<string, Pair>> = {
  अ: ['a', 'a'], आ: ['aa', 'a'], इ: ['i', 'i'], ई: ['ee', 'i'], उ: ['u', 'u'], ऊ: ['oo', 'u'], ऋ: ['ri', 'ri'],
  ऍ: ['e', 'e'], ए: ['e', 'e'], ऐ: ['ai', 'ai'], ऑ: ['o', 'o'], ओ: ['o', 'o'], औ: ['au', 'au'],
};

/** Vowel signs. */
const SIGNS: Readonly<Record<string, Pair>> = {
  '\u093e': ['aa', 'a'], '\u093f': ['i', 'i'], '\u0940': ['ee', 'i'], '\u0941': ['u', 'u'], '\u0942': ['oo', 'u'],
  '\u0943': ['ri', 'ri'], '\u0945': ['e', 'e'], '\u0947': ['e', 'e'], '\u0948': ['ai', 'ai'], '\u0949': ['o', 'o'],
  '\u094b': ['o', 'o'], '\u094c': ['au', 'au'],
};

/** Word-final spelling of a long vowel (variant 0 doubles it only inside a word). */
const FINAL: Readonly<Record<string, string>> = { aa: 'a', ee: 'i', oo: 'u' };

/** Frequent words whose usual romanised spelling the rules would not give. Keys are NFC-folded words. */
const WORDS: Readonly<Record<string, Pair>> = {
  है: ['hai', 'hai'], हैं: ['hain', 'hai'], नहीं: ['nahi', 'nahin'], नही: ['nahi', 'nhi'], में: ['mein', 'me'], मैं: ['main', 'mai'],
  यह: ['yeh', 'ye'], वह: ['woh', 'wo'], ये: ['ye', 'ye'], वो: ['wo', 'vo'], और: ['aur', 'or'], हूँ: ['hoon', 'hu'], हूं: ['hoon', 'hu'],
  क्या: ['kya', 'kya'], क्यों: ['kyon', 'kyu'], क्यूं: ['kyun', 'kyu'], हम: ['hum', 'hum'], तुम: ['tum', 'tum'], आप: ['aap', 'ap'],
  कि: ['ki', 'k'], बहुत: ['bahut', 'bohot'], यहां: ['yahan', 'yaha'], यहाँ: ['yahan', 'yaha'], वहां: ['wahan', 'waha'], वहाँ: ['wahan', 'waha'],
  कहां: ['kahan', 'kaha'], कहाँ: ['kahan', 'kaha'], मां: ['maa', 'ma'], माँ: ['maa', 'ma'], भाई: ['bhai', 'bhai'], लोग: ['log', 'log'],
  ॐ: ['om', 'om'],
};

const SCHWA = '\u0000';
const VIRAMA = '\u094d';
const NUKTA_SIGN = '\u093c';

interface Unit {
  /** Roman consonant ('' for an independent vowel). */
  c: string;
  /** The consonant's Devanagari letter ('' for an independent vowel). */
  letter: string;
  /** Roman vowel, SCHWA for the inherent vowel, '' after a virama. */
  v: string;
  /** Anusvara or candrabindu after the syllable. */
  nasal: boolean;
  /** Visarga after the syllable. */
  visarga: boolean;
}

const isDevanagari = (c: number): boolean => c >= 0x0900 && c <= 0x097f;
const LABIAL = /^(p|ph|f|b|bh|m)$/;

function parse(word: string, variant: TranslitVariant): Unit[] {
  const units: Unit[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const last = units[units.length - 1];
    if (CONSONANTS[ch]) {
      const nukta = chars[i + 1] === NUKTA_SIGN && NUKTA[ch];
      if (nukta) i++;
      units.push({ c: (nukta || CONSONANTS[ch])[variant], letter: ch, v: SCHWA, nasal: false, visarga: false });
    } else if (VOWELS[ch]) {
      units.push({ c: '', letter: '', v: VOWELS[ch][variant], nasal: false, visarga: false });
    } else if (SIGNS[ch] && last && last.c && last.v === SCHWA) {
      last.v = SIGNS[ch][variant];
    } else if (ch === VIRAMA && last && last.c) {
      last.v = '';
      // ज्ञ is said and typed "gy" ("gyaan").
      if (last.letter === 'ज' && chars[i + 1] === 'ञ') {
        last.c = 'g';
        units.push({ c: 'y', letter: 'ञ', v: SCHWA, nasal: false, visarga: false });
        i++;
      }
    } else if ((ch === '\u0902' || ch === '\u0901') && last) {
      last.nasal = true;
    } else if (ch === '\u0903' && last) {
      last.visarga = true;
    }
    // Nukta on a letter without a nukta form, avagraha, stray signs: dropped.
  }
  return units;
}

/** Schwa deletion: word-final, then medial right to left in a V C _ C V context. */
function dropSchwas(units: Unit[]): boolean[] {
  const dropped = units.map(() => false);
  const n = units.length;
  const hasVowel = (k: number) => k >= 0 && k < n && units[k].v !== '' && !dropped[k];
  if (n > 1) {
    const end = units[n - 1];
    const prev = units[n - 2];
    const afterCluster = prev.v === '' && (end.letter === 'र' || end.letter === 'य');
    if (end.v === SCHWA && !end.nasal && !end.visarga && !afterCluster) dropped[n - 1] = true;
  }
  for (let k = n - 2; k >= 1; k--) {
    const u = units[k];
    if (u.v !== SCHWA || u.nasal || u.visarga || dropped[k]) continue;
    // The syllable before must end in a vowel (not a cluster), the next must be a consonant with its vowel.
    if (hasVowel(k - 1) && units[k + 1].c !== '' && hasVowel(k + 1)) dropped[k] = true;
  }
  return dropped;
}

/** One Devanagari word (a run of Devanagari letters and signs) in Latin letters. */
export function transliterateWord(word: string, variant: TranslitVariant = 0): string {
  const nfc = word.normalize('NFC').replace(/[\u200c\u200d]/g, '');
  const known = WORDS[nfc] ?? WORDS[nfc.replace(/\u0901/g, '\u0902')];
  if (known) return known[variant];
  const units = parse(nfc.normalize('NFD'), variant);
  const dropped = dropSchwas(units);
  let out = '';
  for (let k = 0; k < units.length; k++) {
    const u = units[k];
    const final = k === units.length - 1;
    let v = u.v === SCHWA ? (dropped[k] ? '' : 'a') : u.v;
    if (variant === 0 && final && !u.nasal && FINAL[v]) v = FINAL[v];
    out += u.c + v;
    if (u.nasal) {
      // Variant 1 drops the nasal after a word-final long vowel ("logon" → "logo", "karen" → "kare").
      const next = units[k + 1];
      if (variant === 1 && final && u.v !== SCHWA) continue;
      out += variant === 0 && next && LABIAL.test(next.c) ? 'm' : 'n';
    }
    // Visarga is heard only at a word's end ("दुःख" → "dukh").
    if (u.visarga && final) out += 'h';
  }
  return out;
}

const DIGITS = '०१२३४५६७८९';

/**
 * A text with every Devanagari word romanised; other characters unchanged, dandas as full
 * stops, Devanagari digits as ASCII digits.
 */
export function transliterateDevanagari(text: string, variant: TranslitVariant = 0): string {
  let out = '';
  let word = '';
  const flush = () => {
    if (word) out += transliterateWord(word, variant);
    word = '';
  };
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (ch === '\u0964' || ch === '\u0965') {
      flush();
      out += '.';
    } else if (c >= 0x0966 && c <= 0x096f) {
      flush();
      out += String(DIGITS.indexOf(ch));
    } else if (isDevanagari(c) || ((c === 0x200c || c === 0x200d) && word)) {
      word += ch;
    } else {
      flush();
      out += ch;
    }
  }
  flush();
  return out;
}

/** Whether a text has Devanagari letters. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097f]/.test(text);
}
