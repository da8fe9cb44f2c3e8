import { describe, expect, it } from 'vitest';
import { leadingPrefixes } from '../../../src/core/compliance/anchors';
import { compilePhrases, compileTerms, TextIndex } from '../../../src/core/compliance/phrases';

function matches(phrases: string[], text: string, caseSensitive = false): string[] {
  const out: string[] = [];
  compilePhrases(phrases, caseSensitive)!.forEach(new TextIndex(text), (m) => (out.push(m.text), true));
  return out;
}

describe('leadingPrefixes', () => {
  it.each([
    [String.raw`\b(?:sell|sold)\s+data`, ['sel', 'sol']],
    [String.raw`\b(?:verifiable\s+)?parental`, ['par', 'ver']],
    [String.raw`ad(?:vertising)?\s+networks?`, ['ad', 'adv']],
    [String.raw`[0-9]x`, ['0x', '1x', '2x', '3x', '4x', '5x', '6x', '7x', '8x', '9x']],
    [String.raw`(?:AI|ML)\s+models?`, ['ai', 'ml']],
    [String.raw`(?!no)not`, ['not']],
  ])('%s starts with %j', (source, expected) => {
    expect(leadingPrefixes(source)).toEqual(expected);
  });

  it.each([String.raw`\w+ing`, String.raw`\s*x`, String.raw`[^a]bc`, String.raw`.abc`, String.raw`(?:x|\d*)`])(
    'cannot enumerate the starts of %s',
    (source) => {
      expect(leadingPrefixes(source)).toBeNull();
    },
  );
});

describe('phrase syntax', () => {
  it('lets " ~ " skip up to three filler words and no more', () => {
    expect(matches(['sell ~ data'], 'we sell all your personal data')).toEqual(['sell all your personal data']);
    expect(matches(['sell ~ data'], 'we sell one two three four data')).toEqual([]);
  });

  it('matches any whitespace for a space and respects word boundaries', () => {
    expect(matches(['data broker'], 'a data\n  broker')).toEqual(['data\n  broker']);
    expect(matches(['broker'], 'brokerage')).toEqual([]);
  });

  it('keeps spaces inside character classes and honours " ?"', () => {
    expect(matches(['opt[- ]out'], 'opt-out and opt out')).toEqual(['opt-out', 'opt out']);
    expect(matches(['e ?mail'], 'email and e mail')).toEqual(['email', 'e mail']);
  });

  it('is case-insensitive except for acronyms', () => {
    expect(matches(['consent'], 'CONSENT')).toEqual(['CONSENT']);
    expect(matches(['PAN'], 'PAN and pan', true)).toEqual(['PAN']);
  });

  it('finds the same matches as a plain global regex would', () => {
    const phrases = ['(?:share|shares) ~ with ~ partners', 'data brokers?', '[0-9]{2} million'];
    const text = 'We share data with our partners. Data brokers buy 12 million records; data broker fees; share it with partners.';
    const global = new RegExp(`\\b(?:(?:share|shares)\\s+(?:[\\w'’-]{1,30}\\s+){0,3}with\\s+(?:[\\w'’-]{1,30}\\s+){0,3}partners|data\\s+brokers?|[0-9]{2}\\s+million)(?![\\w])`, 'gi');
    expect(matches(phrases, text)).toEqual([...text.matchAll(global)].map((m) => m[0]));
  });

  it('matches context terms across underscores and hyphens', () => {
    const out: string[] = [];
    compileTerms(['significant data fiduciary'])!.forEach(new TextIndex('significant_data-fiduciary'), (m) => (out.push(m.text), true));
    expect(out).toEqual(['significant_data-fiduciary']);
  });

  it('refuses phrases that could only be found by scanning the whole text', () => {
    expect(() => compilePhrases(['\\w+ing'])).toThrow(/cannot be anchored/);
    expect(() => compilePhrases(['(?:x|\\s*)y'])).toThrow(/cannot be anchored/);
  });
});

describe('TextIndex', () => {
  it('indexes word starts by their first one to three characters', () => {
    const index = new TextIndex('Data, data_set and dat');
    const starts = (p: string) => [...(index.positions({ length: p.length, key: [...p].reduce((k, c) => k * 0x10000 + c.charCodeAt(0), 0) }) ?? [])];
    expect(starts('dat')).toEqual([0, 6, 19]);
    expect(starts('an')).toEqual([15]);
  });

  it('keeps offsets when lower-casing would change the length', () => {
    const text = 'İstanbul Data';
    const out: number[] = [];
    compilePhrases(['data'])!.forEach(new TextIndex(text), (m) => (out.push(m.start), true));
    expect(out).toEqual([text.indexOf('Data')]);
  });
});
