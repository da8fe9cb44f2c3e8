/** Two-letter state and union territory codes used on driving licences and vehicle plates. */
export const INDIAN_STATE_CODES = [
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK',
  'KA', 'KL', 'LA', 'LD', 'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK',
  'TN', 'TR', 'TS', 'UA', 'UK', 'UP', 'WB',
] as const;

/** Regex alternation of the state codes, for building patterns once at module load. */
export const STATE_CODE_ALTERNATION = INDIAN_STATE_CODES.join('|');

/** Fourth character of a PAN: the holder type (P individual, C company, H HUF, F firm, …). */
export const PAN_HOLDER_TYPES = 'PCHFATBLJGK';

/** GST state codes: 01–38, 97 (other territory), 99 (centre jurisdiction). */
export function isGstStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}
