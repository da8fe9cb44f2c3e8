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

describe('special categories inside a refusal (session 17)', () => {
  const rules = (text: string) => evaluateText({ content: text, dimensions: ['privacy'] }).findings.map((f) => f.rule);

  it('a refusal that names the patient’s diagnosis discloses nothing', () => {
    expect(rules("I'm sorry, but I must decline. It is unethical to tell the patient's employer about her HIV diagnosis.")).not.toContain('privacy/special-category');
  });

  it('the same disclosure outside a refusal still counts, and so do identifiers inside one', () => {
    expect(rules("Tell the patient's employer about her HIV diagnosis.")).toContain('privacy/special-category');
    expect(rules("I'm sorry, I can't help with that. Her PAN is ABCPE1234F.")).toContain('privacy/indian-identifier');
  });
});
