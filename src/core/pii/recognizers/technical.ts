// Identifiers of machines and accounts that single out a person: crypto wallet addresses,
// MAC addresses and URLs that carry a user name and password.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { validate as validateBitcoin } from 'bitcoin-address-validation';
import { anchoredCandidates, fixedAnchorCandidates, regexCandidates } from '../candidates';
import type { Recognizer, Validation } from '../types';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const UTF8 = new TextEncoder();

/** EIP-55: a mixed-case address upper-cases the letters whose nibble in keccak256(lower hex) is ≥ 8. */
function eip55Valid(address: string): boolean {
  const hex = address.slice(2);
  const lower = hex.toLowerCase();
  if (hex === lower || hex === hex.toUpperCase()) return true; // no checksum to test
  const hash = keccak_256(UTF8.encode(lower));
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const c = hex[i];
    if (c >= 'a' && c <= 'f' && nibble >= 8) return false;
    if (c >= 'A' && c <= 'F' && nibble < 8) return false;
  }
  return true;
}

function validateWallet(value: string): Validation {
  if (value.startsWith('0x')) {
    if (!HEX_ADDRESS.test(value)) return { valid: false, detail: 'not 40 hex digits' };
    if (!eip55Valid(value)) return { valid: false, detail: 'EIP-55 mixed-case checksum failed' };
    const mixed = value.slice(2) !== value.slice(2).toLowerCase() && value.slice(2) !== value.slice(2).toUpperCase();
    return mixed
      ? { valid: true, status: 'passed', detail: 'Ethereum address, EIP-55 checksum passed', score: 0.85 }
      : { valid: true, status: 'not_applicable', detail: 'Ethereum address in one case (no EIP-55 checksum to test)' };
  }
  if (!validateBitcoin(value)) return { valid: false, detail: 'Bitcoin base58check/bech32 checksum failed' };
  return { valid: true, status: 'passed', detail: 'Bitcoin address checksum (base58check or bech32) passed' };
}

export const cryptoWallet: Recognizer = {
  id: 'crypto',
  type: 'CRYPTO',
  description: 'Crypto wallet address: Bitcoin (legacy and P2SH base58check, bech32/bech32m SegWit) with its checksum, or Ethereum (0x + 40 hex, EIP-55 checksum when mixed case).',
  indian: false,
  baseScore: 0.85,
  patterns: [
    { name: 'btc_base58', regex: /\b[13][1-9A-HJ-NP-Za-km-z]{25,34}\b/g },
    { name: 'btc_bech32', regex: /\b(?:bc|tb)1[02-9ac-hj-np-z]{11,71}\b/g },
    { name: 'eth_address', regex: /\b0x[0-9a-fA-F]{40}\b/g, score: 0.6 },
  ],
  context: { words: ['wallet', 'bitcoin', 'btc', 'ethereum', 'eth', 'crypto', 'address', 'send to', 'usdt'], boost: 0.15 },
  validate: validateWallet,
  requires: 'letterDigit',
};

function validateMac(value: string): Validation {
  const hex = value.replace(/[^0-9A-Fa-f]/g, '').toLowerCase();
  if (hex === '000000000000' || hex === 'ffffffffffff') return { valid: false, detail: 'null or broadcast address, not a device' };
  // Bit 1 of the first octet marks a locally administered (often randomised) address; still a device id.
  return { valid: true, status: 'passed', detail: 'six octets of a hardware address' };
}

export const macAddress: Recognizer = {
  id: 'mac_address',
  type: 'MAC_ADDRESS',
  description: 'MAC (hardware) address: six hex octets joined by : or -, or three dot-separated groups of four (Cisco).',
  indian: false,
  baseScore: 0.6,
  patterns: [
    { name: 'mac_colon_or_dash', regex: /\b(?<![:-])[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}\b(?![:-][0-9A-Fa-f])/g },
    { name: 'mac_cisco', regex: /\b[0-9a-fA-F]{4}\.[0-9a-fA-F]{4}\.[0-9a-fA-F]{4}\b/g, score: 0.5 },
  ],
  context: { words: ['mac', 'mac address', 'hardware address', 'ethernet', 'wifi', 'wi-fi', 'bssid', 'device', 'hwaddr', 'ether'], boost: 0.25 },
  // The Cisco form would be tried at every hex letter of prose; it is tried only four before each dot.
  find: (text) => [...regexCandidates(text, MAC_SEPARATED), ...fixedAnchorCandidates(text, '.', 4, macAddress.patterns[1])],
  get gate() {
    return macAddress.patterns.map((p) => p.regex);
  },
  validate: validateMac,
  requires: 'digit',
};

// One array for every scan: regexCandidates keeps its plan per pattern list.
const MAC_SEPARATED = macAddress.patterns.slice(0, 1);

const URL_USERINFO = /\b[a-zA-Z][a-zA-Z0-9+.-]{1,19}:\/\/[^\s:@/]{1,64}:[^\s@/]{1,128}@[A-Za-z0-9.-]{1,253}(?::\d{1,5})?/g;

export const urlCredentials: Recognizer = {
  id: 'url_credentials',
  type: 'URL_CREDENTIALS',
  description: 'URL with a user name and password before the host (scheme://user:password@host), the account it opens identified by both.',
  indian: false,
  baseScore: 0.95,
  patterns: [{ name: 'url_userinfo', regex: URL_USERINFO }],
  // The regex would try every word of the text as a scheme: it runs only around each '://'.
  find: (text) => anchoredCandidates(text, '://', urlCredentials.patterns[0], 20, 3 + 64 + 1 + 128 + 1 + 253 + 6),
  gate: [URL_USERINFO],
  context: null,
  validate: (value) => {
    const password = value.slice(value.indexOf(':', value.indexOf('//') + 2) + 1, value.lastIndexOf('@'));
    if (password === '' || /^\$?\{|^<|^\*+$|^x+$|^password$/i.test(password)) return { valid: false, detail: 'the password is a placeholder' };
    return { valid: true, status: 'passed', detail: 'user name and password in the URL authority' };
  },
  requires: '@',
};
