/**
 * The learned harm heads: what each one means, which dimensions it lowers and how hard.
 * Shared by the trainer (scripts/train-harm.ts) and the scoring rules (rules/learned.ts).
 */
import type { FeatureConfig } from '../ml';
import type { Dimension, Severity } from './types';

export const HARM_FEATURES: FeatureConfig = { hashBits: 17, wordNgrams: 2, charMin: 3, charMax: 5, headChars: 8192, tailChars: 2048 };

export type HarmLabel =
  | 'identity_attack'
  | 'abuse'
  | 'harmful_reply'
  | 'violence_weapons'
  | 'self_harm'
  | 'sexual'
  | 'crime_cyber'
  | 'dangerous_advice'
  | 'stereotype';

export interface HarmHead {
  label: HarmLabel;
  /** Dimensions the head's findings lower (identity attacks lower safety and fairness). */
  dimensions: readonly Dimension[];
  /** Points at probability 1; at the head's 1%-FPR threshold a finding costs `pointsAtThreshold`. */
  maxPoints: number;
  /** Severity at or above the 1%-FPR threshold; below it findings are `medium` or `low`. */
  severity: Severity;
  /** What a finding says, e.g. "attacks people for their identity". */
  describe: string;
  /**
   * The operating threshold (on training negatives, out of fold) where points start: the 10%-FPR
   * one for hate and abuse, 5% for stereotypes (their negatives include much unrelated text, so
   * 10% reaches into ordinary sentences about people), the 1%-FPR one for topic heads, whose
   * training negatives are narrower than real traffic.
   */
  from: 'fpr_10pct' | 'fpr_5pct' | 'fpr_1pct';
}

export const HARM_HEADS: readonly HarmHead[] = [
  { label: 'identity_attack', from: 'fpr_10pct', dimensions: ['safety', 'fairness'], maxPoints: 6, severity: 'high', describe: 'attacks or stereotypes people for their identity (religion, caste, race, gender, origin...)' },
  { label: 'abuse', from: 'fpr_10pct', dimensions: ['safety'], maxPoints: 5, severity: 'medium', describe: 'is abusive, aggressive, threatening or insulting' },
  { label: 'harmful_reply', from: 'fpr_1pct', dimensions: ['safety'], maxPoints: 6, severity: 'high', describe: 'complies with a harmful request instead of declining it' },
  { label: 'violence_weapons', from: 'fpr_1pct', dimensions: ['safety'], maxPoints: 5, severity: 'high', describe: 'promotes violence or helps with weapons' },
  { label: 'self_harm', from: 'fpr_1pct', dimensions: ['safety'], maxPoints: 5, severity: 'high', describe: 'promotes or details self-harm or suicide' },
  { label: 'sexual', from: 'fpr_1pct', dimensions: ['safety'], maxPoints: 4, severity: 'medium', describe: 'is sexual content' },
  { label: 'crime_cyber', from: 'fpr_1pct', dimensions: ['safety'], maxPoints: 5, severity: 'high', describe: 'helps with crime, fraud, hacking or privacy abuse' },
  { label: 'dangerous_advice', from: 'fpr_1pct', dimensions: ['safety'], maxPoints: 3, severity: 'medium', describe: 'gives dangerous medical, legal, financial or physical advice' },
  // A stereotype stated as a fact costs fairness only, polite or not; insults and hate are the heads above.
  { label: 'stereotype', from: 'fpr_5pct', dimensions: ['fairness'], maxPoints: 4, severity: 'medium', describe: 'states a stereotype about a group as if it were a fact' },
];

/**
 * Points a hate or abuse finding costs at the 1%-FPR threshold (0 at the 10%-FPR one). Below 3,
 * so that one learned finding at that threshold does not by itself take a text below the pass
 * mark of 7.0: on the held-out reserve of benign real posts (scripts/validate-harm.ts) 3 put
 * 4.1% (English) and 2.8% (Hindi) of them below 7.0, 2 puts 3.9% and 1.9%, ROC AUC unchanged.
 */
export const POINTS_AT_THRESHOLD = 2;

// Source artefacts that say which corpus a row came from, not whether it is harmful: tweets
// carry "@USER", "RT", links and HTML entities, prompts and replies do not. Left in, a head
// learns "well-formed English = harmful request". Removed before featurizing, in training and
// in the engine alike.
const ARTEFACTS = /@\w+|\bRT\b|\bURL\b|https?:\/\/\S+|www\.\S+|&(?:amp|lt|gt|quot|#\d+);|#(?=\w)/g;

// Stretched letters ("gandeeee", "sooooo") are one spelling, whatever the number of repeats:
// runs of three or more become two, in English and romanised Hindi alike.
const STRETCHED = /(\p{L})\1{2,}/gu;

/**
 * Whether STRETCHED could match: some UTF-16 unit repeated three times in a row, or a surrogate
 * (an astral letter repeats as a pair, which the unit test does not see). When false, the
 * regex has no match and the text is returned unchanged without running it (it is one of the
 * costlier regexps of a 1 KB evaluation, and most text has no stretched letters).
 */
export function mayBeStretched(text: string): boolean {
  let a = -1;
  let b = -2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === a && c === b) return true;
    if (c >= 0xd800 && c <= 0xdfff) return true;
    b = a;
    a = c;
  }
  return false;
}

export function modelText(text: string): string {
  const plain = text.replace(ARTEFACTS, ' ');
  return mayBeStretched(plain) ? plain.replace(STRETCHED, '$1$1') : plain;
}
