import { describe, expect, it } from 'vitest';
import { evaluateText } from '../../../src/core/scoring';
import { describeDimension } from './helpers';

describeDimension('privacy');

describe('privacy weighting', () => {
  const privacyScore = (text: string, domain?: string) =>
    evaluateText({ content: text, dimensions: ['privacy'], domain }).dimension_scores.privacy!.score;

  it('weighs Indian identifiers more than contact details', () => {
    expect(privacyScore('PAN: ABCPE1234F for the tax filing.')).toBeLessThan(privacyScore('Email jane.doe@gmail.com for the tax filing.'));
  });

  it('fails the threshold for a government identifier', () => {
    expect(privacyScore('PAN: ABCPE1234F for the tax filing.')).toBeLessThan(7);
  });

  it('weighs example contacts and IPs less in code', () => {
    const text = 'Connect to 203.0.113.42 and email jane.doe@gmail.com on failure.';
    expect(privacyScore(text, 'code')).toBeGreaterThan(privacyScore(text));
  });

  it('marks PII findings for redaction', () => {
    const f = evaluateText({ content: 'Email jane.doe@gmail.com today.', dimensions: ['privacy'] }).findings[0];
    expect(f.fix).toEqual({ kind: 'redact_pii', type: 'EMAIL' });
  });
});
