/**
 * BBAN structure per IBAN country, in the notation of the SWIFT IBAN registry: a count followed by
 * n (digits), a (upper-case letters) or c (letters or digits). French overseas territories use the
 * French format.
 */
const BBAN_FORMATS: Record<string, string> = {
  AD: '4n4n12c', AE: '3n16n', AL: '8n16c', AT: '5n11n', AZ: '4a20c', BA: '3n3n8n2n', BE: '3n7n2n',
  BG: '4a4n2n8c', BH: '4a14c', BI: '5n5n11n2n', BR: '8n5n10n1a1c', BY: '4c4n16c', CH: '5n12c',
  CR: '4n14n', CY: '3n5n16c', CZ: '4n6n10n', DE: '8n10n', DJ: '5n5n11n2n', DK: '4n9n1n',
  DO: '4c20n', EE: '2n2n11n1n', EG: '4n4n17n', ES: '4n4n1n1n10n', FI: '3n11n', FK: '2a12n',
  FO: '4n9n1n', FR: '5n5n11c2n', GB: '4a6n8n', GE: '2a16n', GI: '4a15c', GL: '4n9n1n',
  GR: '3n4n16c', GT: '4c20c', HN: '4a20n', HR: '7n10n', HU: '3n4n1n15n1n', IE: '4a6n8n',
  IL: '3n3n13n', IQ: '4a3n12n', IS: '4n2n6n10n', IT: '1a5n5n12c', JO: '4a4n18c', KW: '4a22c',
  KZ: '3n13c', LB: '4n20c', LC: '4a24c', LI: '5n12c', LT: '5n11n', LU: '3n13c', LV: '4a13c',
  LY: '3n3n15n', MC: '5n5n11c2n', MD: '2c18c', ME: '3n13n2n', MK: '3n10c2n', MN: '4n12n',
  MR: '5n5n11n2n', MT: '4a5n18c', MU: '4a2n2n12n3n3a', NI: '4a20n', NL: '4a10n', NO: '4n6n1n',
  OM: '3n16c', PK: '4a16c', PL: '8n16n', PS: '4a21c', PT: '4n4n11n2n', QA: '4a21c', RO: '4a16c',
  RS: '3n13n2n', RU: '9n5n15c', SA: '2n18c', SC: '4a2n2n16n3a', SD: '2n12n', SE: '3n16n1n',
  SI: '5n8n2n', SK: '4n6n10n', SM: '1a5n5n12c', SO: '4n3n12n', ST: '4n4n11n2n', SV: '4a20n',
  TL: '3n14n2n', TN: '2n3n13n2n', TR: '5n1n16c', UA: '6n19c', VA: '3n15n', VG: '4a16n',
  XK: '4n10n2n', YE: '4a4n18c',
  // Countries outside the SWIFT registry whose banks issue IBANs (the experimental list banks and
  // ibantools carry): West and Central Africa, Maghreb, Iran, Cape Verde, Mozambique, Angola.
  AO: '21n', BF: '2c22n', BJ: '2c22n', CF: '23n', CG: '23n', CI: '1a23n', CM: '23n', CV: '21n',
  DZ: '22n', GA: '23n', GQ: '23n', GW: '2c19n', IR: '22n', KM: '23n', MA: '24n', MG: '23n',
  ML: '2c22n', MZ: '21n', NE: '2a22n', SN: '2a22n', TD: '23n', TG: '2a22n',
};
for (const territory of ['BL', 'GF', 'GP', 'MF', 'MQ', 'NC', 'PF', 'PM', 'RE', 'TF', 'WF', 'YT']) {
  BBAN_FORMATS[territory] = BBAN_FORMATS.FR;
}

const CLASS: Record<string, string> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };
const PART = /(\d+)([nac])/g;

export interface IbanFormat {
  /** Total IBAN length: country code, check digits and BBAN. */
  length: number;
  /** Matches a compact, upper-case BBAN. */
  bban: RegExp;
}

function compile(format: string): IbanFormat {
  let length = 4;
  let source = '';
  for (const [, count, kind] of format.matchAll(PART)) {
    length += Number(count);
    source += `${CLASS[kind]}{${count}}`;
  }
  return { length, bban: new RegExp(`^${source}$`) };
}

export const IBAN_FORMATS: ReadonlyMap<string, IbanFormat> = new Map(
  Object.entries(BBAN_FORMATS).map(([country, format]) => [country, compile(format)]),
);
