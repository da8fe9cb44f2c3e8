import { describe, expect, it } from 'vitest';
import { SPECIAL_CATEGORIES } from '../../../src/core/pii/data/special-categories';
import { scanPii, SPECIAL_CATEGORY_TYPES } from '../../../src/core/pii/index';

describe('special-category data', () => {
  it('has terms for every type but CHILD_DATA (which has its own patterns), each starting with three literal characters', () => {
    expect(SPECIAL_CATEGORIES.map((c) => c.type).sort()).toEqual(SPECIAL_CATEGORY_TYPES.filter((t) => t !== 'CHILD_DATA').sort());
    for (const c of SPECIAL_CATEGORIES) {
      expect(c.framing).toMatch(/GDPR Art\. 9|Art\. 9/);
      expect(c.framing).toMatch(/DPDP/);
      for (const term of c.terms) expect(term.slice(0, 3), term).toMatch(/^[\p{L}\p{M}][\p{L}\p{M}/ ]{2}$/u);
    }
  });

  it('explains a finding with the person it is about and the legal framing', () => {
    const [f] = scanPii('Dr. Mehta says the patient is HIV positive.', { types: ['HEALTH_DATA'] });
    expect(f.value).toBe('HIV positive');
    expect(f.explanation.text).toMatch(/identifiable person/);
    expect(f.explanation.text).toMatch(/GDPR Art\. 9\(1\)/);
    expect(f.explanation.text).toMatch(/HIPAA/);
    expect(f.explanation.text).toMatch(/DPDP/);
  });

  it('scores a name or role above the writer alone, and lowers a sentence that reads like a general discussion', () => {
    const named = scanPii('Rahul Verma is diabetic.', { types: ['HEALTH_DATA'] })[0];
    const self = scanPii('I am diabetic.', { types: ['HEALTH_DATA'] })[0];
    expect(named.score).toBeGreaterThan(self.score);
    expect(scanPii('I read a study on diabetic diets.', { types: ['HEALTH_DATA'] })).toEqual([]);
  });

  it('does not take a title before a name for the end of a sentence', () => {
    expect(scanPii('Ms. Rao is bisexual.', { types: ['SEXUAL_ORIENTATION'] }).map((f) => f.value)).toEqual(['bisexual']);
  });

  // A title is a whole word before a capitalised name, an id value has a digit: "Drink", "shrink",
  // "Professional" and "patient no problems" used to anchor the term to a person.
  it.each([
    'Drink plenty of water if you have diabetes.',
    "Alkaline diets and baking soda don't shrink tumours; ask about chemo.",
    'Professional advice matters for cancer patients.',
    'Missouri has new rules on HIV testing.',
    'Member number growth in the diabetes support group doubled this year.',
  ])('finds no person to anchor health data to: %s', (text) => {
    expect(scanPii(text, { types: ['HEALTH_DATA'] })).toEqual([]);
  });

  it.each([
    ['Dr. Mehta said he has diabetes.', 'diabetes'],
    ['dr Mehta: tumour confirmed.', 'tumour'],
    ['Patient ID: AB12345 was diagnosed with HIV.', 'HIV'],
    ['MRN 445566 shows a cancer diagnosis.', 'cancer'],
    ['Shri Ramesh has tuberculosis.', 'tuberculosis'],
  ])('still anchors a titled name or an id: %s', (text, term) => {
    expect(scanPii(text, { types: ['HEALTH_DATA'] }).map((f) => f.value).join(' ')).toContain(term);
  });

  it.each([
    ['Vote ka haq har nagrik ka hai, chahe uska dharm koi bhi ho.', 'RELIGION'],
    ['Everyone gets the same bonus, whatever their religion.', 'RELIGION'],
    ['Hire the best candidate regardless of his caste.', 'CASTE'],
    ['हर नागरिक को वोट का हक़ है, चाहे उसका धर्म कोई भी हो।', 'RELIGION'],
  ] as const)('reads a concessive clause as any value, no one\'s: %s', (text, type) => {
    expect(scanPii(text, { types: [type] })).toEqual([]);
  });

  it.each([
    ['किसी दलित या मुस्लिम परिवार को सिर्फ़ उसकी जाति या धर्म की वजह से फ्लैट देने से मना करना भेदभाव है।', 'CASTE'],
    ['किसी दलित या मुस्लिम परिवार को सिर्फ़ उसकी जाति या धर्म की वजह से फ्लैट देने से मना करना भेदभाव है।', 'RELIGION'],
    ['Refusing any Muslim tenant because of her religion is illegal.', 'RELIGION'],
    ['Kisi dalit parivar ko uski caste ki wajah se ghar na dena galat hai.', 'CASTE'],
  ] as const)('reads a term after "any" as anyone\'s, and a pronoun after it as pointing back: %s', (text, type) => {
    expect(scanPii(text, { types: [type] })).toEqual([]);
  });

  it('still reads a named or self-disclosed person after "any" elsewhere', () => {
    expect(scanPii('My colleague Priya is a Dalit and any joke about it hurts her.', { types: ['CASTE'] }).map((f) => f.value)).toEqual(['Dalit']);
    expect(scanPii('उसने मुझे बताया कि वह दलित है।', { types: ['CASTE'] }).map((f) => f.value)).toEqual(['दलित']);
  });

  it('still reads a named person in a concessive sentence', () => {
    expect(scanPii('Ravi Kumar is a Muslim, whatever his colleagues think.', { types: ['RELIGION'] }).map((f) => f.value)).toEqual(['Muslim']);
  });

  it('gives different texts their own findings (the shared pass is memoised per text only)', () => {
    expect(scanPii('He is HIV positive.', { types: ['HEALTH_DATA'] })).toHaveLength(1);
    expect(scanPii('HIV is a virus.', { types: ['HEALTH_DATA'] })).toHaveLength(0);
    expect(scanPii('He is HIV positive.', { types: ['HEALTH_DATA'] })).toHaveLength(1);
  });
});
