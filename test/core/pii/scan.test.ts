import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_SCORE, PII_TYPES, scanPii } from '../../../src/core/pii/index';

const summary = (text: string, options = {}) => scanPii(text, options).map((f) => [f.type, f.value]);

describe('overlap resolution', () => {
  it.each([
    // A Luhn-valid card whose first or last 12 digits form a valid Aadhaar is only a card.
    ['card 4918 2736 4507 1230', [['CREDIT_CARD', '4918 2736 4507 1230']]],
    ['card 4101491827364507', [['CREDIT_CARD', '4101491827364507']]],
    // A GSTIN embeds a PAN; only the GSTIN is reported.
    ['GSTIN 27AAPFU0939F1ZV', [['GSTIN', '27AAPFU0939F1ZV']]],
    // A UPI id with a phone number as its name is one UPI id, not an e-mail or a mobile.
    ['pay 9876543210@ybl', [['UPI', '9876543210@ybl']]],
    ['write to ramesh@okaxis.com', [['EMAIL', 'ramesh@okaxis.com']]],
    // An Indian mobile is reported once, as MOBILE_IN, not also as PHONE.
    ['call +91 98765 43210', [['MOBILE_IN', '+91 98765 43210']]],
    // A 16-digit number that is not a card does not turn into an Aadhaar either.
    ['number 4101 4918 2736 4508', []],
  ])('%j', (text, expected) => {
    expect(summary(text)).toEqual(expected);
  });

  it('never returns overlapping findings and sorts by start', () => {
    const text =
      'Aadhaar 2341 2341 2346, card 4111 1111 1111 1111, mail a.b@example.com, UPI a.b@oksbi, ' +
      'PAN ACUPA7085R, GSTIN 07AAACR5055K1Z9, IFSC HDFC0002854, account no 123456789012, +91 98765 43210';
    const found = scanPii(text, { minScore: 0 });
    for (let i = 1; i < found.length; i++) expect(found[i].start).toBeGreaterThanOrEqual(found[i - 1].end);
    expect(summary(text).map(([t]) => t)).toEqual([
      'AADHAAR', 'CREDIT_CARD', 'EMAIL', 'UPI', 'PAN', 'GSTIN', 'IFSC', 'BANK_ACCOUNT', 'MOBILE_IN',
    ]);
  });
});

describe('offsets', () => {
  it('are UTF-16 indices into the original text, also after other-script digits', () => {
    const text = '👋 नमस्ते! मेरा आधार नंबर २३४१ २३४१ २३४६ है और ईमेल राम@उदाहरण नहीं, ram@example.com है।';
    const found = scanPii(text);
    const aadhaar = found.find((f) => f.type === 'AADHAAR')!;
    expect(aadhaar.value).toBe('२३४१ २३४१ २३४६');
    expect(text.slice(aadhaar.start, aadhaar.end)).toBe(aadhaar.value);
    const email = found.find((f) => f.type === 'EMAIL')!;
    expect(email.value).toBe('ram@example.com');
    expect(email.start).toBe(text.indexOf('ram@example.com'));
  });

  it('handles Hinglish with Indian identifiers', () => {
    const text = 'Bhai mera PAN ACUPA7085R hai aur mobile 9876543210, UPI ramesh@ybl pe bhej do';
    expect(summary(text)).toEqual([
      ['PAN', 'ACUPA7085R'],
      ['MOBILE_IN', '9876543210'],
      ['UPI', 'ramesh@ybl'],
    ]);
  });

  it('returns nothing for empty text and text without PII', () => {
    expect(scanPii('')).toEqual([]);
    expect(scanPii('यह एक साधारण वाक्य है जिसमें कोई निजी जानकारी नहीं है।')).toEqual([]);
    expect(scanPii('The weather was pleasant and the meeting ended early.')).toEqual([]);
  });
});

describe('options', () => {
  const text = 'Mail ramesh@example.com, PAN ACUPA7085R, mobile 9876543210.';

  it('types keeps only the listed entity types, case-insensitively', () => {
    expect(summary(text, { types: ['pan'] })).toEqual([['PAN', 'ACUPA7085R']]);
  });

  it('indianOnly drops global types', () => {
    expect(summary(text, { indianOnly: true }).map(([t]) => t)).toEqual(['PAN', 'MOBILE_IN']);
  });

  it('minScore filters by score', () => {
    const all = scanPii('We met Priya yesterday', { minScore: 0 });
    expect(all.some((f) => f.type === 'PERSON' && f.score < DEFAULT_MIN_SCORE)).toBe(true);
    expect(scanPii('We met Priya yesterday')).toEqual([]);
    expect(scanPii(text, { minScore: 0.99 }).map((f) => f.type)).toEqual(['EMAIL']);
  });

  it('reports only known entity types', () => {
    for (const f of scanPii(text)) expect(PII_TYPES).toContain(f.type);
  });
});

describe('explanations', () => {
  it('describe how the score was reached', () => {
    const [f] = scanPii('My Aadhaar number is 2341 2341 2346');
    expect(f).toMatchObject({
      type: 'AADHAAR',
      dpdpType: 'aadhaar',
      recognizer: 'aadhaar',
      explanation: {
        recognizer: 'aadhaar',
        pattern: 'aadhaar_grouped',
        baseScore: 0.8,
        contextBoost: 0.15,
        contextWords: ['aadhaar'],
        validation: 'passed',
      },
    });
    expect(f.score).toBe(0.95);
    expect(f.explanation.text).toContain('Verhoeff');
  });

  it('show negative context lowering the score', () => {
    const [f] = scanPii('Order 2341 2341 2346 shipped', { minScore: 0 }).filter((x) => x.type === 'AADHAAR');
    expect(f.explanation.negativeContextWords).toEqual(['order']);
    expect(f.explanation.contextBoost).toBeLessThan(0);
    expect(f.score).toBeLessThan(0.8);
  });

  it('mark findings without a check as not_applicable', () => {
    const [f] = scanPii('Account number: 123456789012');
    expect(f.type).toBe('BANK_ACCOUNT');
    expect(f.explanation.validation).toBe('not_applicable');
  });
});

describe('random mixed-script texts', () => {
  const PIECES = [
    'Aadhaar ', '२३४१ २३४१ २३४६', '2341-2341-2346', ' 👋🏽 ', 'मेरा नाम राहुल है', ' card 4111 1111 1111 1111',
    ' +91 98765 43210', ' ९८७६५४३२१०', ' ramesh@okaxis', ' ram@example.com', ' PAN ACUPA7085R', ' İstanbul ',
    ' ＠＠ ', '\u00a0', ' 10:30:45 ', ' Mr. John Smith ', ' IFSC HDFC0002854', ' 221 Baker Street', '\n', ' a/c 123456789012',
  ];

  it('always returns sorted, non-overlapping findings whose value is the original text at their offsets', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      let text = '';
      for (let i = 0; i < 8; i++) text += PIECES[Math.floor(random() * PIECES.length)];
      const found = scanPii(text, { minScore: 0 });
      for (let i = 0; i < found.length; i++) {
        expect(text.slice(found[i].start, found[i].end)).toBe(found[i].value);
        expect(found[i].score).toBeGreaterThanOrEqual(0);
        expect(found[i].score).toBeLessThanOrEqual(1);
        if (i > 0) expect(found[i].start).toBeGreaterThanOrEqual(found[i - 1].end);
      }
    }
  });
});

describe('an IFSC of a bank no list knows', () => {
  const ifscOf = (text: string, minScore?: number) => scanPii(text, minScore === undefined ? {} : { minScore }).filter((f) => f.type === 'IFSC');

  it('is lifted by IFSC wording with a bank word, not by the IFSC label alone', () => {
    expect(ifscOf('IFSC: ZZZB0123456')).toHaveLength(0);
    const [found] = ifscOf('Zenith Bank IFSC: ZZZB0123456');
    expect(found.score).toBe(0.75);
    expect(found.explanation.contextWords).toEqual(expect.arrayContaining(['bank', 'ifsc']));
  });

  it('keeps its score of 0.45 under a lower minScore, the label adding nothing', () => {
    const [found] = ifscOf('IFSC: ZZZB0123456', 0.4);
    expect(found.score).toBe(0.45);
    expect(found.explanation.contextBoost).toBe(0);
  });

  it('is rejected with branch 000000, which no bank in the RBI list has', () => {
    expect(ifscOf('Zenith Bank IFSC: ZZZB0000000', 0)).toHaveLength(0);
    // A listed bank's code is still judged by the list alone.
    expect(ifscOf('IFSC HDFC0002854')).toHaveLength(1);
  });
});
