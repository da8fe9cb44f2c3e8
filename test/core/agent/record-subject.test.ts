import { describe, expect, it } from 'vitest';
import { containersAt, subjectAround, subjectOf } from '../../../src/core/agent/record-subject';

describe('subjectOf: the person a record names', () => {
  it.each([
    ['a person key', { patient: 'Asha Rao', diagnosis: 'x' }, 'patient: Asha Rao'],
    ['an id of a person', { employee_id: 4471, religion: 'x' }, 'employee_id: 4471'],
    ['an e-mail', { email: 'a@b.in', notes: 'x' }, 'email: a@b.in'],
    ['camelCase keys', { customerName: 'Ravi Kumar' }, 'customerName: Ravi Kumar'],
    ['a name that starts with a given name', { name: 'Priya Sharma' }, 'name: Priya Sharma'],
    ['a name one level down, under a person key', { candidate: { name: 'Zyx Q' } }, 'name: Zyx Q'],
    ['a name one level down that reads like a person', { contact: { phone: '1' }, owner: { name: 'John Smith' } }, 'name: John Smith'],
  ])('%s', (_, record, expected) => {
    expect(subjectOf(record)).toBe(expected);
  });

  it.each([
    ['a product name', { name: 'Diabetes care kit' }],
    ['empty values', { patient: '', email: '  ' }],
    ['objects and booleans under person keys', { patient: true, user: null }],
    ['no person key', { title: 'HIV today', author_note: 'x' }],
    ['not an object', ['patient', 'Asha']],
  ])('null for %s', (_, record) => {
    expect(subjectOf(record)).toBeNull();
  });
});

describe('subjectAround: the innermost record that names someone', () => {
  const data = {
    user_id: 'u-1',
    patient: { name: 'Asha Rao' },
    labs: { hiv: 'HIV positive', values: ['HIV positive'] },
    articles: [{ title: 'HIV positive living' }],
  };
  it.each([
    ['a value of a nested object climbs to the record', ['labs', 'hiv'], 'user_id: u-1'],
    ['a value in an array of values belongs to the object holding it', ['labs', 'values', 0], 'user_id: u-1'],
    ['a record in a list is about its own person, not the list owner', ['articles', 0, 'title'], null],
  ] as const)('%s', (_, path, expected) => {
    expect(subjectAround(containersAt(data, path))).toBe(expected);
  });
});
