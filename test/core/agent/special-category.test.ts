import { describe, expect, it } from 'vitest';
import { evaluate, ruleFindings } from './helpers';

const RECRUITER_EMAIL = {
  to: 'hiring@outside-recruiters.example',
  subject: 'Candidate background',
  body: 'Hi, sharing notes on Rahul Verma: he tested HIV positive in March and his psychiatrist diagnosed bipolar disorder last year.',
};

describe('params/special-category', () => {
  it("does not ALLOW e-mailing someone's HIV result and psychiatric diagnosis to an outside recruiter", () => {
    const result = evaluate('send_email', RECRUITER_EMAIL);
    expect(result.decision).not.toBe('ALLOW');
    const [f] = result.findings.filter((x) => x.rule === 'params/special-category');
    expect(f).toMatchObject({ severity: 'high', tag: 'special_category', path: '$.body' });
    expect(f.evidence).toContain('health_data');
    expect(f.explanation).toMatch(/GDPR Art\. 9/);
    expect(f.explanation).toMatch(/DPDP/);
    expect(JSON.stringify(f.fix)).not.toMatch(/HIV positive|bipolar/);
    expect(result.context_signals.pii_fields_detected).toContain('health_data');
  });

  it.each([
    ['post_to_slack', { channel: '#general', text: 'FYI my colleague Priya is gay and a union member' }, ['sexual_orientation', 'trade_union']],
    ['http_post', { url: 'https://uploads.example.com', data: 'Patient ID P-20391: DNA test showed a BRCA1 mutation' }, ['genetic_data']],
    ['send_whatsapp', { to: '+919876543210', message: 'uska caste certificate bhejo, woh dalit hai' }, ['caste']],
  ])('%s with special-category data is high', (tool, params, types) => {
    const [f] = ruleFindings('params/special-category', tool, params);
    expect(f.severity).toBe('high');
    for (const t of types) expect(f.evidence).toContain(t);
  });

  it('notes but does not flag the same data kept inside the system', () => {
    const [f] = ruleFindings('params/special-category', 'db_write', { table: 'notes', row: 'The patient was diagnosed with diabetes.' });
    expect(f.severity).toBe('low');
  });

  it('reads a field of a record that names a person as about that person', () => {
    const [f] = ruleFindings('params/special-category', 'http_post', {
      url: 'https://ats.outside-recruiters.example/candidates',
      candidate: { name: 'Asha Rao', email: 'asha@example.in' },
      screening: { hiv_status: 'HIV positive', notes: 'diagnosed with bipolar disorder' },
    });
    expect(f.severity).toBe('high');
    expect(f.evidence).toContain('health_data');
  });

  it.each([
    ['a record that names no one', { url: 'https://uploads.example.com', product: 'Glucose meter', condition: 'diabetes' }],
    ['a product named like a condition', { url: 'https://uploads.example.com', name: 'Diabetes care kit', notes: 'for diabetes' }],
    ['a list of records under an owner: the owner is not their subject', { url: 'https://uploads.example.com', user_id: 'u-1', articles: [{ title: 'Living with HIV positive status' }] }],
  ])('reports nothing for %s', (_, params) => {
    expect(ruleFindings('params/special-category', 'http_post', params)).toEqual([]);
  });

  it('reports nothing for an e-mail that discusses the topic in general', () => {
    expect(ruleFindings('params/special-category', 'send_email', { to: 'team@example.com', body: 'HIV treatment has improved a lot; diabetes affects millions of people.' })).toEqual([]);
  });
});
