/** Check-digit algorithms of the identifiers the engine validates. Inputs are compact strings. */

/** Luhn (mod 10) over a string of ASCII digits, check digit last. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Verhoeff over a string of ASCII digits, check digit last (Aadhaar, Aadhaar VID). */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (d < 0 || d > 9) return false;
    c = VERHOEFF_D[c][VERHOEFF_P[i % 8][d]];
  }
  return digits.length > 0 && c === 0;
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Luhn mod 36 over [0-9A-Z], check character last (GSTIN). */
export function luhnMod36Valid(code: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = code.length - 1; i >= 0; i--) {
    let v = BASE36.indexOf(code[i]);
    if (v < 0) return false;
    if (double) {
      v *= 2;
      v = Math.floor(v / 36) + (v % 36);
    }
    sum += v;
    double = !double;
  }
  return code.length > 0 && sum % 36 === 0;
}

/** ISO 13616 check: move the first four characters to the end, letters to numbers, mod 97 must be 1. */
export function ibanMod97Valid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const v = BASE36.indexOf(rearranged[i]);
    if (v < 0) return false;
    remainder = v < 10 ? (remainder * 10 + v) % 97 : (remainder * 100 + v) % 97;
  }
  return remainder === 1;
}

export function isPalindrome(s: string): boolean {
  for (let i = 0, j = s.length - 1; i < j; i++, j--) if (s[i] !== s[j]) return false;
  return true;
}

/** Sum of digit × weight over a string of ASCII digits (weights align from the left). */
export function weightedDigitSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length && i < digits.length; i++) sum += (digits.charCodeAt(i) - 48) * weights[i];
  return sum;
}

/** ABA routing number: 3-7-1 weights over nine digits, sum a multiple of 10. */
export function abaRoutingValid(digits: string): boolean {
  return /^\d{9}$/.test(digits) && weightedDigitSum(digits, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;
}

/** US National Provider Identifier: ten digits, Luhn over the ISO prefix 80840 and the number. */
export function npiValid(digits: string): boolean {
  return /^[12]\d{9}$/.test(digits) && luhnValid(`80840${digits}`);
}

/** DEA registration number: two letters, seven digits; (d1+d3+d5) + 2(d2+d4+d6) ends in d7. */
export function deaValid(code: string): boolean {
  if (!/^[A-Z][A-Z9]\d{7}$/.test(code)) return false;
  const d = code.slice(2);
  const sum = weightedDigitSum(d, [1, 2, 1, 2, 1, 2]);
  return sum % 10 === d.charCodeAt(6) - 48;
}

/** UK NHS number: ten digits, weights 10..2 mod 11; a check of 10 is never issued. */
export function nhsValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const check = (11 - (weightedDigitSum(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return check !== 10 && check === digits.charCodeAt(9) - 48;
}

const NRIC_ST = 'JZIHGFEDCBA';
const NRIC_FG = 'XWUTRQPNMLK';
const NRIC_M = 'KLJNPQRTUWX';

/** Singapore NRIC/FIN: prefix S/T/F/G/M, seven digits, a check letter from weights 2,7,6,5,4,3,2. */
export function nricValid(code: string): boolean {
  if (!/^[STFGM]\d{7}[A-Z]$/.test(code)) return false;
  const prefix = code[0];
  let sum = weightedDigitSum(code.slice(1, 8), [2, 7, 6, 5, 4, 3, 2]);
  if (prefix === 'T' || prefix === 'G') sum += 4;
  if (prefix === 'M') sum += 3;
  const table = prefix === 'S' || prefix === 'T' ? NRIC_ST : prefix === 'M' ? NRIC_M : NRIC_FG;
  const index = prefix === 'M' ? 10 - (sum % 11) : sum % 11;
  return table[index] === code[8];
}

/** Australian Medicare number: first digit 2–6, weights 1,3,7,9,1,3,7,9 mod 10 give the ninth digit. */
export function auMedicareValid(digits: string): boolean {
  if (!/^[2-6]\d{9,10}$/.test(digits)) return false;
  return weightedDigitSum(digits, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === digits.charCodeAt(8) - 48;
}
