import { describe, expect, it } from 'vitest';
import { META_TEXT_CUES, metaTextRanges } from '../../../src/core/compliance/meta-text';

/** `[text, is about the law]`: one sentence each. */
const CASES: [string, boolean][] = [
  ['This article explains how Article 22 GDPR limits automated decisions.', true],
  ['In this post we explain the AI Act bans on social scoring.', true],
  ['The AI Act bans social scoring by public authorities.', true],
  ['Under Art. 5, emotion recognition in the workplace is prohibited.', true],
  ['Real-time biometric identification is prohibited under the AI Act, with narrow exceptions.', true],
  ['Social scoring is a prohibited practice.', true],
  ['Regulators fined the company for sharing health data.', true],
  ['Art. 50 reads: "Providers shall ensure that AI systems intended to interact with natural persons are designed so that they are informed."', true],
  ['यह लेख बताता है कि AI Act सोशल स्कोरिंग पर रोक लगाता है।', true],
  ['Is blog mein hum samjhaate hain ki AI Act social scoring ko ban karta hai.', true],
  // A system describing itself is not meta-text, even when it names the law.
  ['Our platform assigns citizens a social score.', false],
  ['The AI Act bans social scoring, yet our platform scores citizens.', false],
  ['The credit scoring model is classified as high-risk and passed a conformity assessment.', false],
  ['Access to patient records is restricted to clinicians.', false],
  ['We complete a DPIA before launch, as the GDPR requires.', false],
];

describe('meta-text', () => {
  it.each(CASES)('%s → about the law: %s', (text, expected) => {
    expect(metaTextRanges(text).length > 0).toBe(expected);
  });

  it('marks only the framed sentence', () => {
    const text = 'The AI Act bans social scoring. Our platform assigns citizens a social score.';
    expect(metaTextRanges(text)).toEqual([{ start: 0, end: text.indexOf(' Our') }]);
  });

  it('every cue is exercised by a case', () => {
    for (const cue of META_TEXT_CUES) expect(CASES.some(([t, meta]) => meta && cue.pattern.test(t)), cue.id).toBe(true);
  });
});
