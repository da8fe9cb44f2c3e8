import { describe, expect, it } from 'vitest';
import { maskDpdp, maskDpdpText, redactPii, scanPii } from '../../../src/core/pii/index';

const only = (text: string) => {
  const found = scanPii(text);
  expect(found).toHaveLength(1);
  return found[0];
};

describe('redactPii', () => {
  it('replaces each finding with its upper-case type', () => {
    const text = 'Mail ramesh@example.com or call +91 98765 43210 about card 4111 1111 1111 1111.';
    expect(redactPii(text, scanPii(text))).toBe('Mail [EMAIL] or call [MOBILE_IN] about card [CREDIT_CARD].');
  });

  it('skips overlapping findings passed in by the caller and keeps the rest of the text', () => {
    const [a] = scanPii('x 2341 2341 2346 y');
    const inner = { ...a, start: a.start + 2, end: a.end - 2 };
    expect(redactPii('x 2341 2341 2346 y', [inner, a])).toBe('x [AADHAAR] y');
    expect(redactPii('nothing here', [])).toBe('nothing here');
  });
});

describe('maskDpdp', () => {
  it.each([
    ['Aadhaar 2341 2341 2346', 'XXXX XXXX 2346'],
    ['Aadhaar २३४१-२३४१-२३४६', 'XXXX XXXX 2346'],
    ['VID 9182 7364 5091 8271', 'XXXX XXXX XXXX 8271'],
    ['PAN ACUPA7085R', 'XXXXX7085R'],
    ['mobile 9876543210', '[MOBILE]'],
    ['pay ramesh@okaxis', 'XXXX@okaxis'],
    ['Voter ID WKH1186253', '[VOTER_ID]'],
    ['Passport No. J8369854', '[PASSPORT]'],
    ['Driving licence MH12 20110012345', '[DL]'],
    ['IFSC HDFC0002854', '[IFSC]'],
    ['Account number: 123456789012', '[BANK_ACCOUNT]'],
    ['GSTIN 27AAPFU0939F1ZV', '[GSTIN]'],
    ['mail ramesh@example.com', '[EMAIL]'],
  ])('%j -> %j', (text, masked) => {
    expect(maskDpdp(only(text))).toBe(masked);
  });
});

describe('maskDpdpText', () => {
  it('masks Indian identifiers and leaves other findings as they are', () => {
    const text = 'Aadhaar 2341 2341 2346, PAN ACUPA7085R, mail ramesh@example.com, UPI ramesh@okaxis';
    expect(maskDpdpText(text, scanPii(text))).toBe(
      'Aadhaar XXXX XXXX 2346, PAN XXXXX7085R, mail ramesh@example.com, UPI XXXX@okaxis',
    );
  });
});
