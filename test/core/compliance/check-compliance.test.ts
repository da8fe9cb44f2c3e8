import { describe, expect, it } from 'vitest';
import { checkCompliance, FRAMEWORK_CODES, STRICT_PASS_MARK } from '../../../src/core/compliance';

const HOSPITAL = 'Our hospital chatbot emails lab results to the marketing list every week.';

describe('checkCompliance', () => {
  it('returns one result per distinct framework and an overall verdict', () => {
    const report = checkCompliance({ content: HOSPITAL, frameworks: ['hipaa', 'gdpr', 'hipaa'] });
    expect(Object.keys(report.frameworks).sort()).toEqual(['gdpr', 'hipaa']);
    expect(report.overall_compliant).toBe(false);
    // Nothing assessable is not a finding of compliance.
    expect(checkCompliance({ content: 'Hello there.', frameworks: FRAMEWORK_CODES }).overall_compliant).toBe(false);
  });

  it('summarises across frameworks', () => {
    const report = checkCompliance({ content: HOSPITAL, frameworks: ['ccpa', 'hipaa'] });
    expect(report.cross_framework_summary).toEqual({
      frameworks_evaluated: 2,
      average_score: 1.75,
      weakest_framework: 'hipaa',
      weakest_score: 1.5,
    });
    expect(checkCompliance({ content: HOSPITAL, frameworks: [] }).cross_framework_summary.weakest_framework).toBeNull();
  });

  it('lists issues only when not compliant, failures first, each citing evidence', () => {
    const hipaa = checkCompliance({ content: HOSPITAL, frameworks: ['hipaa'] }).frameworks.hipaa!;
    expect(hipaa.compliant).toBe(false);
    expect(hipaa.issues[0]).toMatchObject({ clause: expect.stringContaining('§164.508'), severity: 'critical', status: 'fail' });
    for (const issue of hipaa.issues) {
      expect(issue.evidence.length).toBeGreaterThan(0);
      expect(issue.remediation.length).toBeGreaterThan(0);
    }
    const ok = checkCompliance({ content: 'We use your email only to send receipts.', frameworks: ['gdpr'] }).frameworks.gdpr!;
    expect(ok.compliant).toBe(true);
    expect(ok.issues).toEqual([]);
  });

  it('cites content spans that index the content', () => {
    const content = 'Intro text. The loan app shares Aadhaar numbers with an ad network.';
    const dpdp = checkCompliance({ content, frameworks: ['india_dpdp'] }).frameworks.india_dpdp!;
    const spans = dpdp.issues.flatMap((i) => i.evidence).filter((e) => e.source === 'content');
    expect(spans.length).toBeGreaterThan(0);
    for (const e of spans) if (e.source === 'content') expect(content.slice(e.start, e.end)).toBe(e.text);
  });

  it('cites the context key when only the context triggers a requirement', () => {
    const report = checkCompliance({
      content: 'We run a payments app.',
      frameworks: ['india_dpdp'],
      context: { entity_type: 'significant_data_fiduciary', sector: 'fintech' },
      strictMode: true,
    });
    const issue = report.frameworks.india_dpdp!.issues.find((i) => i.requirement_id === 'india_dpdp.s10.significant_data_fiduciary');
    expect(issue?.evidence[0]).toMatchObject({ source: 'context', key: 'entity_type' });
  });

  it('requires evidenced safeguards in strict mode', () => {
    const content = 'A chatbot answers support questions.';
    const normal = checkCompliance({ content, frameworks: ['eu_ai_act'] }).frameworks.eu_ai_act!;
    const strict = checkCompliance({ content, frameworks: ['eu_ai_act'], strictMode: true });
    expect(normal.compliant).toBe(true);
    expect(strict.pass_mark).toBe(STRICT_PASS_MARK);
    expect(strict.frameworks.eu_ai_act!.compliant).toBe(false);
    expect(strict.frameworks.eu_ai_act!.issues.map((i) => i.status)).toEqual(['warning']);
    expect(strict.frameworks.eu_ai_act!.requirements.every((r) => r.threshold === STRICT_PASS_MARK)).toBe(true);
  });

  it('counts every requirement exactly once', () => {
    for (const f of Object.values(checkCompliance({ content: HOSPITAL, frameworks: FRAMEWORK_CODES }).frameworks)) {
      expect(f!.requirements_passed + f!.requirements_failed + f!.requirements_warned + f!.requirements_not_assessable).toBe(
        f!.requirements_checked,
      );
    }
  });

  it('summarises, labels and suggests improvements', () => {
    const gdpr = checkCompliance({ content: HOSPITAL, frameworks: ['gdpr'] }).frameworks.gdpr!;
    expect(gdpr.label).toBe('Critical');
    expect(gdpr.summary).toMatch(/^Not compliant with General Data Protection Regulation: 2 violations/);
    expect(gdpr.improvement_suggestions[0]).toMatch(/^Art\. 9 — /);
    expect(gdpr.dimension_scores.privacy?.score).toBeLessThan(5);
    expect(gdpr.framework_version).toBe('Regulation (EU) 2016/679');
  });

  it('tolerates empty content and context values of unexpected types', () => {
    const context = { domain: null, data_types: ['health', 42, null], nested: { a: 'b' }, processes_children: 'no', cross_border: 0 };
    const report = checkCompliance({ content: '', frameworks: FRAMEWORK_CODES, context });
    expect(report.frameworks.gdpr!.status).not.toBe('non_compliant');
    expect(report.frameworks.gdpr!.requirements.find((r) => r.requirement_id === 'gdpr.art9.special_categories')!.status).toBe('warning');
  });

  it('is deterministic', () => {
    const input = { content: `${HOSPITAL} We sell data to brokers.`, frameworks: FRAMEWORK_CODES, context: { domain: 'healthcare' } };
    expect(JSON.stringify(checkCompliance(input))).toBe(JSON.stringify(checkCompliance(input)));
  });

  it('does not repeat detected identifier values in the report', () => {
    const report = checkCompliance({ content: 'Customer SSN 536-22-1234 and Aadhaar 2345 6789 0124.', frameworks: FRAMEWORK_CODES });
    const json = JSON.stringify(report);
    expect(json).not.toContain('536-22-1234');
    expect(json).not.toContain('2345 6789 0124');
    expect(report.frameworks.india_dpdp!.compliant).toBe(false);
  });
});

describe('India DPDP audit detail', () => {
  it('scores tiers, adds up Schedule penalties once per entry and reports the entity', () => {
    const report = checkCompliance({
      content: 'Aadhaar copies sit in a public S3 bucket. The kids app tracks children to show targeted ads and has no parental consent.',
      frameworks: ['india_dpdp'],
      context: { entity_type: 'data_fiduciary', sector: 'edtech', processes_children: true, cross_border_transfers: false },
    });
    const audit = report.frameworks.india_dpdp!.dpdp_audit!;
    // S.8(5) (item 1, ₹250 crore) + S.9(1) and S.9(3) (both item 3, ₹200 crore) + S.4 and S.6
    // (both item 7, ₹50 crore).
    expect(audit.total_penalty_exposure_crore).toBe(500);
    expect(audit.tier_1_score).toBeLessThan(2);
    expect(audit.entity_context).toEqual({
      entity_type: 'data_fiduciary',
      sector: 'edtech',
      processes_children: true,
      cross_border_transfers: false,
      significant_data_fiduciary: false,
    });
    expect(audit.enforcement_timeline['2027-05-13']).toMatch(/Rules 3, 5–16/);
  });

  it('defaults the entity context and has no exposure without violations', () => {
    const audit = checkCompliance({ content: 'Namaste!', frameworks: ['india_dpdp'] }).frameworks.india_dpdp!.dpdp_audit!;
    expect(audit.entity_context.entity_type).toBe('data_fiduciary');
    expect(audit.entity_context.sector).toBe('other');
    expect(audit.total_penalty_exposure_crore).toBe(0);
    expect(audit.tier_1_score).toBeNull();
  });
});

describe('EU AI Act risk classification', () => {
  it.each([
    ['The hiring model ranks candidates by their facial expressions.', 'prohibited', 'Art. 5(1)(f)'],
    ['Our AI screens CVs of applicants.', 'high', 'Annex III point 4'],
    ['The bank uses AI credit scoring.', 'high', 'Annex III point 5'],
    ['A chatbot answers support questions.', 'limited', 'Art. 50(1)'],
    ['The app generates deepfakes for films.', 'limited', 'Art. 50(2)'],
    ['The AI filters spam emails.', 'minimal', 'No Art. 5 practice'],
  ])('%s → %s', (content, tier, basis) => {
    const detail = checkCompliance({ content, frameworks: ['eu_ai_act'] }).frameworks.eu_ai_act!.risk_classification_detail!;
    expect(detail.tier).toBe(tier);
    expect(detail.basis).toContain(basis);
    expect(detail.obligations).toContain('Art. 4 — AI literacy of staff and operators');
  });

  it('lists the high-risk obligations, with the FRIA for credit scoring', () => {
    const detail = checkCompliance({ content: 'The bank uses AI credit scoring.', frameworks: ['eu_ai_act'] }).frameworks.eu_ai_act!
      .risk_classification_detail!;
    expect(detail.obligations).toEqual(expect.arrayContaining(['Art. 14 — human oversight', 'Art. 27 — fundamental rights impact assessment before first use']));
  });

  it('takes a declared high-risk context into account', () => {
    const detail = checkCompliance({ content: 'The model scores applications.', frameworks: ['eu_ai_act'], context: { high_risk_indicators: true } })
      .frameworks.eu_ai_act!.risk_classification_detail!;
    expect(detail.tier).toBe('high');
    expect(detail.basis).toContain('declared high-risk in the context');
  });
});

describe('adversarial input', () => {
  // Its cost is measured by `npm run bench -- compliance` (the 100 KB adversarial row).
  it('handles 100 KB of adversarial input and still reports every framework', () => {
    const adversarial = [
      'sell share transfer data personal without not never '.repeat(400),
      'we do not '.repeat(2_000),
      'a'.repeat(20_000),
      ' '.repeat(10_000),
      'Aadhaar 1234 5678 PAN ABCDE '.repeat(700),
    ].join('');
    const result = checkCompliance({ content: adversarial, frameworks: FRAMEWORK_CODES });
    expect(Object.keys(result.frameworks).sort()).toEqual([...FRAMEWORK_CODES].sort());
  });
});

describe('evidence proximity', () => {
  it('combines signals only when they occur near each other', () => {
    const near = 'Our clinic sends lab results to the marketing list.';
    const far = `Our clinic stores lab results for diagnosis.${' We value your time and aim to answer every message quickly.'.repeat(6)} Subscribe to our newsletter for opening hours.`;
    const status = (content: string) =>
      checkCompliance({ content, frameworks: ['hipaa'] }).frameworks.hipaa!.requirements.find((r) => r.requirement_id === 'hipaa.164_508.marketing_and_sale')!.status;
    expect(status(near)).toBe('fail');
    expect(status(far)).toBe('not_assessable');
  });

  it('combines context declarations with anything in the content', () => {
    const report = checkCompliance({ content: 'Subscribe to our newsletter.', frameworks: ['hipaa'], context: { data_types: ['lab results'] } });
    expect(report.frameworks.hipaa!.compliant).toBe(false);
  });
});
