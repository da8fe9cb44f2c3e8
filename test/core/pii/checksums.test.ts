import { describe, expect, it } from 'vitest';
import { ibanMod97Valid, isPalindrome, luhnMod36Valid, luhnValid, verhoeffValid } from '../../../src/core/pii/checksums';

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['378282246310005', true],
    ['1186253', true], // EPIC WKH1186253 serial and check digit
    ['1186263', false],
    ['', false],
    ['12a4', false],
  ])('%j -> %s', (digits, expected) => expect(luhnValid(digits)).toBe(expected));
});

describe('verhoeffValid', () => {
  it.each([
    ['234123412346', true],
    ['234123412347', false],
    ['2341234123412341', true],
    ['2341234123412342', false],
    ['491827364507', true],
    ['', false],
  ])('%j -> %s', (digits, expected) => expect(verhoeffValid(digits)).toBe(expected));
});

describe('luhnMod36Valid (GSTIN)', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['27AAPFU0939F1ZO', false],
    ['07AAACR5055K1Z9', true],
    ['27aapfu0939f1zv', false],
  ])('%j -> %s', (code, expected) => expect(luhnMod36Valid(code)).toBe(expected));
});

describe('ibanMod97Valid', () => {
  it.each([
    ['DE89370400440532013000', true],
    ['GB29NWBK60161331926819', true],
    ['DE89370400440532013001', false],
    ['AL48212110090000000235698741', false],
  ])('%j -> %s', (iban, expected) => expect(ibanMod97Valid(iban)).toBe(expected));
});

describe('isPalindrome', () => {
  it.each([
    ['222222222222', true],
    ['123321', true],
    ['234123412346', false],
  ])('%j -> %s', (s, expected) => expect(isPalindrome(s)).toBe(expected));
});
