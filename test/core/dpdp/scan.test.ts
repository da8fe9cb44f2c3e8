import { describe, expect, it } from 'vitest';
import {
  CHILD_DETECTORS,
  detectChildSignals,
  detectPurposeDrift,
  initialSessionState,
  isChildDetected,
  scanContent,
  type ScanConfig,
  type SessionConfig,
  validateScanRequest,
} from '../../../src/core/dpdp/index';

const PII_TEXT = 'Aadhaar 2341 2341 2346, PAN ACUPA7085R, UPI rahul@okaxis.';

describe('validateScanRequest', () => {
  it('applies the defaults and accepts text as an alias of content', () => {
    expect(validateScanRequest({ text: 'hello there' })).toEqual({
      ok: true,
      value: { content: 'hello there', config: { pii_action: 'detect', child_detection: true } },
    });
  });
  it('reads session_id and purpose inside config', () => {
    const r = validateScanRequest({ content: 'x', config: { pii_action: 'MASK', child_detection: false, session_id: 'sess_1', purpose: 'loan' } });
    expect(r.ok && r.value.config).toEqual({ pii_action: 'mask', child_detection: false, session_id: 'sess_1', purpose: 'loan' });
  });
  it.each([
    [{}, 'content'],
    [{ content: '   ' }, 'content'],
    [{ content: 'x', config: 'mask' }, 'config'],
    [{ content: 'x', config: { pii_action: 'redact' } }, 'config.pii_action'],
    [{ content: 'x', config: { child_detection: 'yes' } }, 'config.child_detection'],
    [{ content: 'x', config: { session_id: 5 } }, 'config.session_id'],
  ])('rejects %j', (body, path) => {
    const r = validateScanRequest(body);
    expect(r.ok === false && r.issues[0].path).toBe(path);
  });
});

describe('child signal detectors', () => {
  // Each registry entry with a text that triggers it and one that does not.
  const cases: Record<string, Array<[string, number | null]>> = {
    stated_age: [
      ['I am 12 years old', 12],
      ["I'm 9 and I like games", 9],
      ['she is a 15-year-old student', 15],
      ['aged 16, lives in Pune', 16],
      ['my age is 13', 13],
    ],
    hindi_stated_age: [
      ['मेरी उम्र 12 साल है', 12],
      ['मैं १४ साल का हूँ', 14],
      ['meri umar 11 saal hai', 11],
      ['main 10 saal ka hoon', 10],
    ],
    school_grade: [
      ['I am in class 7', 12],
      ['I study in 8th grade', 13],
      ['she is an 8th grader', 13],
      ['I am a class VII student', 12],
    ],
    hindi_school_grade: [
      ['मैं कक्षा 7 में पढ़ता हूँ', 12],
      ['मैं 9वीं कक्षा में हूँ', 14],
    ],
    grade_mention: [['the 8th grade syllabus', 13], ['class 7 maths', 12]],
    parental_reference: [['my mom said I can', null], ['I need to ask my dad', null], ['मेरी मम्मी ने मना किया', null], ['पापा ने कहा', null]],
    school_reference: [['my teacher gave us homework', null], ['after school I play', null]],
  };
  const negatives: Record<string, string[]> = {
    stated_age: ['I am 25 years old', 'I am 5 minutes away', 'a 30-year-old engineer', 'page 12'],
    hindi_stated_age: ['मेरी उम्र 35 साल है', 'main 40 saal ka hoon'],
    school_grade: ['I travel in first class', 'in class 15 of the series', 'our SaaS is in grade A'],
    hindi_school_grade: ['कक्षा में बहुत लोग थे'],
    grade_mention: ['a world class team', 'grade A steel'],
    parental_reference: ['my mother tongue is Hindi', 'mom and pop stores'],
    school_reference: ['school of thought', 'the teacher training college'],
  };

  it('covers every registered detector', () => {
    expect(Object.keys(cases).sort()).toEqual(CHILD_DETECTORS.map((d) => d.type).sort());
    expect(Object.keys(negatives).sort()).toEqual(CHILD_DETECTORS.map((d) => d.type).sort());
  });

  for (const [type, positives] of Object.entries(cases)) {
    it.each(positives)(`${type}: %s → age %s`, (text, age) => {
      const signals = detectChildSignals(text).filter((s) => s.type === type);
      expect(signals).toHaveLength(1);
      expect(signals[0]).toMatchObject({ inferred_age: age, section: 'S.9' });
      expect(signals[0].explanation).toContain(signals[0].text);
    });
    it.each(negatives[type])(`${type}: not in %s`, (text) => {
      expect(detectChildSignals(text).filter((s) => s.type === type)).toEqual([]);
    });
  }

  it('drops a weak match inside a strong one', () => {
    expect(detectChildSignals('I am in class 7').map((s) => s.type)).toEqual(['school_grade']);
  });

  it.each([
    ['one strong signal', 'I am 12 years old', true],
    ['one weak signal', 'my mom said no', false],
    ['two weak signals of different kinds', 'my mom said I must finish my homework', true],
    ['two weak signals of the same kind', 'my mom said no, then my dad said yes', false],
    ['nothing', 'Please review my loan application', false],
  ])('isChildDetected: %s', (_label, text, expected) => {
    expect(isChildDetected(detectChildSignals(text))).toBe(expected);
  });
});

describe('detectPurposeDrift', () => {
  it.each<[string, string, string | null, boolean, string[]]>([
    ['marketing in a loan session', 'Get 20% cashback and a limited time discount offer!', 'loan advisory', true, ['marketing']],
    ['on-topic content', 'Your loan EMI and interest rate are shown below.', 'loan advisory', false, []],
    ['health talk in a loan session', 'Your diagnosis suggests diabetes; ask your doctor about medication.', 'personal loans', true, ['healthcare']],
    ['a single stray keyword is not a topic', 'We also have a newsletter.', 'loan advisory', false, []],
    ['unknown declared purpose cannot drift', 'Huge discount offer today!', 'customer support', false, []],
    ['no declared purpose', 'Huge discount offer today!', null, false, []],
  ])('%s', (_label, text, purpose, drift, drifted) => {
    const r = detectPurposeDrift(text, purpose);
    expect(r.drift).toBe(drift);
    expect(r.details.drifted_topics).toEqual(drifted);
    expect(r.details.declared_purpose).toBe(purpose);
    expect(r.details.reason).not.toBe('');
  });
});

describe('scanContent', () => {
  const cfg = (pii_action: ScanConfig['pii_action'], extra: Partial<ScanConfig> = {}): ScanConfig => ({ pii_action, child_detection: true, ...extra });

  it('reports Indian PII with the wire item shape and masks', () => {
    const r = scanContent(PII_TEXT, cfg('detect'), null);
    expect(r.pii_found.map((p) => [p.type, p.original, p.masked])).toEqual([
      ['aadhaar', '2341 2341 2346', 'XXXX XXXX 2346'],
      ['pan', 'ACUPA7085R', 'XXXXX7085R'],
      ['upi', 'rahul@okaxis', 'XXXX@okaxis'],
    ]);
    // An identifier in a text is a breach risk, not a contravention: no penalty on the item, the ceiling named with the Schedule item.
    expect(r.pii_found[0]).toMatchObject({
      position: { start: 8, end: 22 },
      severity: 'critical',
      section: 'S.8(5)',
      penalty_crore: 0,
      schedule_item: 1,
      penalty_ceiling_crore: 250,
    });
    expect(r.pii_found[0].risk).toMatch(/^Exposure risk/);
  });

  it.each<[ScanConfig['pii_action'], string, boolean, boolean]>([
    ['detect', 'require_action', false, false],
    ['warn', 'require_action', false, false],
    ['log', 'allow', false, false],
    ['mask', 'allow', true, true],
    ['block', 'block', false, false],
  ])('pii_action %s → verdict %s', (action, verdict, compliant, masked) => {
    const r = scanContent(PII_TEXT, cfg(action), null);
    expect(r.verdict).toBe(verdict);
    expect(r.compliant).toBe(compliant);
    expect(r.content_masked !== null).toBe(masked);
    expect(r.masked_text).toBe(r.content_masked);
    if (masked) expect(r.content_masked).toBe('Aadhaar XXXX XXXX 2346, PAN XXXXX7085R, UPI XXXX@okaxis.');
  });

  it('reports special categories about an identifiable person, masks them and requires action', () => {
    const text = 'Ramesh Kumar is HIV positive and a Dalit; uski beti 7 saal ki beti hai.';
    const r = scanContent(text, cfg('detect'), null);
    expect(r.special_categories_found.map((s) => [s.type, s.original])).toEqual([
      ['health_data', 'HIV positive'],
      ['caste', 'Dalit'],
      ['child_data', '7 saal ki beti'],
    ]);
    expect(r.special_categories_found[0]).toMatchObject({ masked: '[HEALTH_DATA]', section: 'S.8(5)', severity: 'high' });
    expect(r.special_categories_found[0].explanation).toMatch(/GDPR Art\. 9/);
    expect(r.special_categories_found[0].explanation).toMatch(/HIPAA/);
    expect(r.verdict).toBe('require_action');
    expect(r.reasons[0]).toMatch(/special categories/i);
    const masked = scanContent(text, cfg('mask'), null);
    expect(masked.content_masked).toBe('Ramesh Kumar is [HEALTH_DATA] and a [CASTE]; uski beti [CHILD_DATA] hai.');
  });

  it('does not report a text that discusses a special category in general', () => {
    const r = scanContent('HIV treatment has improved, and caste discrimination is illegal in India.', cfg('detect'), null);
    expect(r.special_categories_found).toEqual([]);
    expect(r.verdict).toBe('allow');
  });

  it('clean content is compliant and allowed', () => {
    const r = scanContent('Thank you for contacting us about your loan.', cfg('block', { purpose: 'loan advisory' }), null);
    expect(r).toMatchObject({ compliant: true, verdict: 'allow', pii_found: [], special_categories_found: [], child_signals: [], purpose_drift: false, checks_run: ['pii', 'child', 'purpose'] });
  });

  it('a child in the content requires parental consent and reports child_detected', () => {
    const r = scanContent('hi, I am 12 years old', cfg('detect'), null);
    expect(r).toMatchObject({ child_detected: true, child_session: true, verdict: 'require_action', compliant: false });
    expect(r.child_actions_required).toEqual(['obtain_verifiable_parental_consent', 'disable_tracking', 'disable_targeted_ads']);
  });

  it('a child session with parental consent only needs the S.9(3) safeguards', () => {
    const config: SessionConfig = { entity_type: 'data_fiduciary', purpose: 'tutoring', sector: 'edtech', processes_children: true, ttl_hours: 24 };
    const state = { ...initialSessionState(), child_session: true, fulfilled_obligations: ['parental_consent_obtained'] };
    const r = scanContent('I am in class 7 and need help with fractions', cfg('detect'), { config, state });
    expect(r).toMatchObject({ child_detected: true, verdict: 'allow', compliant: true });
    expect(r.child_actions_required).toEqual(['disable_tracking', 'disable_targeted_ads']);
  });

  it('child detection can be switched off', () => {
    const r = scanContent('I am 12 years old', cfg('detect', { child_detection: false }), null);
    expect(r).toMatchObject({ child_signals: [], child_detected: false, verdict: 'allow', checks_run: ['pii', 'purpose'] });
  });

  it('purpose drift against the session purpose requires action', () => {
    const config: SessionConfig = { entity_type: 'data_fiduciary', purpose: 'loan advisory', sector: 'fintech', processes_children: false, ttl_hours: 24 };
    const r = scanContent('Buy now: exclusive discount coupon on phones!', cfg('detect'), { config, state: initialSessionState() });
    expect(r).toMatchObject({ purpose_drift: true, verdict: 'require_action', compliant: false });
    expect(r.purpose_drift_details).toMatchObject({ declared_purpose: 'loan advisory', drifted_topics: ['marketing'] });
  });

  it('the request purpose overrides the session purpose', () => {
    const config: SessionConfig = { entity_type: 'data_fiduciary', purpose: 'loan advisory', sector: 'fintech', processes_children: false, ttl_hours: 24 };
    const r = scanContent('Buy now: exclusive discount coupon on phones!', cfg('detect', { purpose: 'marketing campaign' }), { config, state: initialSessionState() });
    expect(r.purpose_drift).toBe(false);
  });

  it('the strongest verdict wins', () => {
    const r = scanContent(`${PII_TEXT} I am 12 years old.`, cfg('block'), null);
    expect(r.verdict).toBe('block');
    expect(r.reasons).toHaveLength(2);
  });

  // Its cost is measured by `npm run bench -- dpdp`; here, what the scan reports.
  it('scans 100 KB of adversarial text', () => {
    const chunks = [
      'I am 1'.repeat(2000),
      'in class '.repeat(2000),
      'my mom '.repeat(2000),
      'loan offer discount '.repeat(1000),
      '9'.repeat(20000),
      'मेरी उम्र '.repeat(1000),
    ];
    const text = chunks.join(' ').slice(0, 100_000);
    const r = scanContent(text, cfg('mask', { purpose: 'loan' }), null);
    // Fragments of age and school phrases are not a child signal; the digit run is no identifier;
    // the marketing words are real drift from a loan purpose.
    expect(r.child_detected).toBe(false);
    expect(r.pii_found).toEqual([]);
    expect(r.purpose_drift_details?.drifted_topics).toEqual(['marketing']);
    expect(r.verdict).toBe('require_action');
  });
});
