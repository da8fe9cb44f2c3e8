import { describe, expect, it } from 'vitest';
import { deniedPresence, negatedSpan } from '../../../src/core/compliance/negation';

/** `[sentence, phrase, negated]`: is the first occurrence of `phrase` denied by its clause? */
const CASES: [string, string, boolean][] = [
  ['We sell your data.', 'sell', false],
  ['We do not sell your data.', 'sell', true],
  ["We don't sell your data.", 'sell', true],
  ['We never share data without your consent.', 'consent', false],
  ['Data is processed without consent.', 'consent', true],
  ['Encryption is not used for backups.', 'Encryption', true],
  ['Consent is never obtained.', 'Consent', true],
  ['The chatbot is never told the user name.', 'chatbot', false],
  ['We do not sell data, and you can opt out of emails.', 'opt out', false],
  ['We do not sell data and we obtain consent.', 'consent', false],
  ['Data that is not encrypted is deleted.', 'encrypted', true],
  ['We notify users without delay and keep consent records.', 'consent', false],
  ['Delete records no later than 30 days after consent ends.', 'consent', false],
  ['Click "Do Not Sell My Info" to opt out.', 'opt out', false],
  ['No personal data is sold.', 'sold', true],
  ['Users cannot opt out.', 'opt out', true],
  ['We lack a retention policy.', 'retention policy', true],
  // A cue after the last coordinator scopes its own conjunct: "no X and no Y" denies both.
  ['There are no standard contractual clauses and no transfer impact assessment.', 'standard contractual clauses', true],
  ['There are no standard contractual clauses and no transfer impact assessment.', 'transfer impact assessment', true],
  ['Applicants get no human review and cannot contest the decision.', 'contest the decision', true],
  // Without a cue of its own, the conjunct shares the list's negation.
  ['We do not sell or share data.', 'share', true],
  ['We neither sell nor share data.', 'share', true],
  // A double negative inside one conjunct still affirms.
  ['We have no human review and never share data without consent.', 'consent', false],
];

/** `[sentence, phrase, denied]` for safeguards that are honoured: "ignores" denies them. */
const HONOURED: [string, string, boolean][] = [
  ['The site has no Do Not Sell link and ignores Global Privacy Control.', 'Global Privacy Control', true],
  ['The site disregards opt-out requests.', 'opt-out', true],
  ['The crawler bypasses GPC signals.', 'GPC', true],
  ['We honour Global Privacy Control.', 'Global Privacy Control', false],
];

describe('negatedSpan for honoured safeguards', () => {
  it.each(HONOURED)('%s → "%s" denied: %s', (text, phrase, expected) => {
    const start = text.indexOf(phrase);
    expect(negatedSpan(text, start, start + phrase.length, true) !== null).toBe(expected);
  });

  it('does not treat "ignores" as a denial of other phrases', () => {
    const text = 'The model ignores race when it ranks candidates.';
    const start = text.indexOf('ranks');
    expect(negatedSpan(text, start, start + 5)).toBeNull();
  });
});

/** `[sentence, phrase, absent]`: the data is not accessed at all. */
const PRESENCE: [string, string, boolean][] = [
  ['The scheduling assistant does not access or store patient records.', 'patient records', true],
  ['We never collect health data.', 'health data', true],
  ["The bot doesn't process, store or see medical records.", 'medical records', true],
  ['We do not share patient records with advertisers.', 'patient records', false],
  ['We store patient records encrypted.', 'patient records', false],
];

describe('deniedPresence', () => {
  it.each(PRESENCE)('%s → "%s" absent: %s', (text, phrase, expected) => {
    expect(deniedPresence(text, text.indexOf(phrase))).toBe(expected);
  });
});


describe('negatedSpan', () => {
  it.each(CASES)('%s → "%s" denied: %s', (text, phrase, expected) => {
    const start = text.indexOf(phrase);
    expect(negatedSpan(text, start, start + phrase.length) !== null).toBe(expected);
  });

  it.each([
    ['Children sign up without parental consent.', 'parental consent', 'without parental consent'],
    ['Encryption is not used for backups.', 'Encryption', 'Encryption is not used'],
    ['We do not sell your data.', 'sell', 'not sell'],
  ])('cites the denial in %s', (text, phrase, cited) => {
    const start = text.indexOf(phrase);
    const span = negatedSpan(text, start, start + phrase.length)!;
    expect(text.slice(span.start, span.end)).toBe(cited);
  });

  it('looks only at a bounded window, so distant negations do not leak in', () => {
    const text = `We do not sell data${' filler'.repeat(20)} consent`;
    const start = text.lastIndexOf('consent');
    expect(negatedSpan(text, start, start + 7)).toBeNull();
  });
});
