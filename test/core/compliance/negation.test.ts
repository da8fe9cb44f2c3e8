import { describe, expect, it } from 'vitest';
import { negatedSpan } from '../../../src/core/compliance/negation';

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
];

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
