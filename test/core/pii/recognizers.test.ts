import { describe, expect, it } from 'vitest';
import { PII_RECOGNIZERS, scanPii } from '../../../src/core/pii/index';
import { WORLD_CASES, type Cases } from './cases-world';

/** One table per registry entry; each recognizer runs alone (`recognizers` option). */
const CASES: Record<string, Cases> = {
  ...WORLD_CASES,
  email: {
    valid: [
      ['write to priya.sharma@example.com today', 'priya.sharma@example.com'],
      ['Contact: J.Doe+news@mail.example.co.in.', 'J.Doe+news@mail.example.co.in'],
      ['ramesh@paytm.com is an email, not a VPA', 'ramesh@paytm.com'],
      ['write to josé@correo.españa.es', 'josé@correo.españa.es'],
      ['संपर्क: राम@उदाहरण.भारत', 'राम@उदाहरण.भारत'],
      ['mail info@xn--80ak6aa92e.com', 'info@xn--80ak6aa92e.com'],
    ],
    invalid: ['pay ramesh@okaxis now', 'ping @john on chat', 'broken@domain', 'x@y.1'],
  },
  phone: {
    valid: [
      ['Call me at +1-604-696-5272 tomorrow', '+1-604-696-5272'],
      ['Office phone: 022-2345 6789', '022-2345 6789'],
      ['Fax: +41 (0)71 526 99 04', '+41 (0)71 526 99 04'],
      ['Mobile: 0496 46 46 70', '0496 46 46 70'],
    ],
    invalid: ['Invoice 1234567 was paid', 'In 2023 about 45,000 people came', 'Order reference 0496 46 46 70'],
  },
  credit_card: {
    valid: [
      ['card 4111 1111 1111 1111 expires soon', '4111 1111 1111 1111'],
      ['Visa 4070700753690785', '4070700753690785'],
      ['amex 3782-822463-10005', '3782-822463-10005'],
      ['my credit card 503867297114', '503867297114'],
    ],
    invalid: ['card 4111 1111 1111 1112', 'number 1234567890123456', 'id 9999 9999 9999 9995', 'order 503867297114'],
  },
  iban: {
    valid: [
      ['IBAN DE89 3704 0044 0532 0130 00 thanks', 'DE89 3704 0044 0532 0130 00'],
      ['from GB29NWBK60161331926819.', 'GB29NWBK60161331926819'],
      ['konto NO 44 1850.05.14562', 'NO 44 1850.05.14562'],
      ['DE89370400440532013000 GB29NWBK60161331926819', 'GB29NWBK60161331926819'],
      ['iban gb29nwbk60161331926819', 'gb29nwbk60161331926819'],
      ['Senegal SN08SN0100152000048500003035', 'SN08SN0100152000048500003035'],
      ['Algérie DZ580002100001113000000570', 'DZ580002100001113000000570'],
    ],
    invalid: ['Gb29nwbk60161331926819', 'DZ580002100001113000000571', 'IBAN DE89 3704 0044 0532 0130 01', 'NL56 3003 0A17 1643 00', 'XX431234567890123', 'QQ93 1234 5678'],
  },
  us_ssn: {
    valid: [
      ["Here's my SSN: 023-01-0866", '023-01-0866'],
      ['social security number 853 37 1694', '853 37 1694'],
      ['SSN 123456789', '123456789'],
      ['SSN: 123.45.6789', '123.45.6789'],
    ],
    invalid: ['SSN 000-12-3456', 'SSN 666-12-3456', 'SSN 912-12-3456', 'SSN 123-00-4567', 'SSN 123-45-0000', 'id 123456789'],
  },
  ip_address: {
    valid: [
      ['client_ip = 16.244.11.141', '16.244.11.141'],
      ['server 10.0.0.1.', '10.0.0.1'],
      ['address 6e40:4041:c617:e898:c11:40d2:c669:2eb4', '6e40:4041:c617:e898:c11:40d2:c669:2eb4'],
      ['host fe80::1ff:fe23:4567:890a', 'fe80::1ff:fe23:4567:890a'],
      ['loopback ::1 answered', '::1'],
      ['gateway fe80::1', 'fe80::1'],
    ],
    invalid: ['256.1.1.1', '1.2.3.4.5', 'meet at 10:30:45', 'version 1.2.3.4', 'mac 00:1A:2B:3C:4D:5E', 'std::vector', 'a :: b', '1:::2'],
  },
  date_of_birth: {
    valid: [
      ['DOB: 12/05/1990', '12/05/1990'],
      ['She was born on 10/23/1951.', '10/23/1951'],
      ['Date of birth 3rd March 1985', '3rd March 1985'],
      ['जन्म तिथि: 15-08-1990', '15-08-1990'],
    ],
    invalid: ['The meeting is on 12/05/2024', 'DOB: 45/13/1990', 'born in 1990'],
  },
  person: {
    valid: [
      ['Please ask Mr. John Smith to call', 'John Smith'],
      ['My name is Krisztián Szöllösy.', 'Krisztián Szöllösy'],
      ['Name: Ravi Kumar', 'Ravi Kumar'],
      ['मेरा नाम राहुल शर्मा है', 'राहुल शर्मा'],
    ],
    invalid: ['the name of the game', 'my name is not important', 'Mr. and Mrs. went home'],
  },
  person_name_words: {
    valid: [
      ['We met Priya Sharma yesterday', 'Priya Sharma'],
      ['patient Olu Adeyemi was admitted', 'Olu Adeyemi'],
    ],
    invalid: ['The Exversion Orchestra played', 'We met Priya yesterday', 'Kimberly Way is closed', 'Guilty Pleasures'],
  },
  address: {
    valid: [
      ['I live at 221 Baker Street, London', '221 Baker Street'],
      ['ship to 1600 Pennsylvania Avenue Apt. 5', '1600 Pennsylvania Avenue Apt. 5'],
      ['visit Hafnarstraeti 5 today', 'Hafnarstraeti 5'],
      ['PSC 0413, Box 8144\nAPO AA 42323', 'PSC 0413, Box 8144\nAPO AA 42323'],
    ],
    invalid: ['we sold 221 items', 'Chapter 5 of the book', 'the road is long'],
  },
  postal_code: {
    valid: [
      ['Springfield, IL 62704', '62704'],
      ['PIN code 560001', '560001'],
      ['London NW1 6XE', 'NW1 6XE'],
      ['ZIP: 3520', '3520'],
    ],
    invalid: ['we counted 62704 votes', 'ATM pin 4321', 'room 560001'],
  },
  aadhaar: {
    valid: [
      ['Aadhaar 2341 2341 2346', '2341 2341 2346'],
      ['uid 234123412346', '234123412346'],
      ['4918-2736-4507 is mine', '4918-2736-4507'],
      ['aadhaar 2341:2341:2346', '2341:2341:2346'],
      ['आधार 2341.2341.2346', '2341.2341.2346'],
    ],
    invalid: ['Aadhaar 2341 2341 2347', 'Aadhaar 2341:2341:2347', 'Aadhaar 2341.2341-2346', '1341 2341 2346', '2222 2222 2222', 'card 4101 4918 2736 4507', '12341234123460'],
  },
  aadhaar_vid: {
    valid: [
      ['Aadhaar VID 9182 7364 5091 8271', '9182 7364 5091 8271'],
      ['virtual id: 2341234123412341', '2341234123412341'],
    ],
    invalid: ['2341234123412341', 'VID 2341234123412342', 'VID 1341234123412341'],
  },
  pan: {
    valid: [
      ['PAN ACUPA7085R', 'ACUPA7085R'],
      ['holder AAKFD7113K.', 'AAKFD7113K'],
    ],
    invalid: ['ABMXA3211G', 'ABMPA0000G', 'ACUPA7085RR', 'acupa7085r'],
  },
  gstin: {
    valid: [
      ['GSTIN 27AAPFU0939F1ZV', '27AAPFU0939F1ZV'],
      ['gst no 07AAACR5055K1Z9', '07AAACR5055K1Z9'],
    ],
    invalid: ['27AAPFU0939F1ZO', '27AAPFU0000F1ZV', '40AAPFU0939F1ZV', '27AAPFU0939F1Z'],
  },
  upi: {
    valid: [
      ['pay ramesh@okaxis now', 'ramesh@okaxis'],
      ['UPI: 9876543210@ybl', '9876543210@ybl'],
      ['my upi id is shop.owner@mybank', 'shop.owner@mybank'],
      ['send to 9876543210@newpaybank', '9876543210@newpaybank'],
      ['ramesh@okfinbank', 'ramesh@okfinbank'],
    ],
    invalid: ['ramesh@okaxis.com', 'follow foo@bar', 'a@ybl'],
  },
  ifsc: {
    valid: [
      ['IFSC HDFC0002854', 'HDFC0002854'],
      ['branch BARB0DBAGIY', 'BARB0DBAGIY'],
      // A bank no list knows is reported next to IFSC wording and a bank or branch word only.
      ['Zenith Bank, IFSC code ZZZB0123456', 'ZZZB0123456'],
      ['NEFT to the branch ZZZB0123456', 'ZZZB0123456'],
    ],
    // SBIN0020004: well-formed code of a listed bank, but no such branch in the RBI list.
    // ZZZB: no list knows the bank; a bare IFSC label does not lift it; branch 000000 is no bank's.
    invalid: [
      'SBBJ0010004', 'HDFC1002854', 'HDFC000285', 'hdfc0002854', 'IFSC SBIN0020004', 'code ZZZB0123456',
      'IFSC code ZZZB0123456', 'IFSC: ZZZB0123456', 'Zenith Bank, IFSC code ZZZB0000000',
    ],
  },
  mobile_in: {
    valid: [
      ['mobile 098765 43210', '098765 43210'],
      ['Call +91 98765 43210 today', '+91 98765 43210'],
      ['mobile 09876543210', '09876543210'],
      ['reach me on 9876543210', '9876543210'],
      ['फ़ोन ९८७६५४३२१०', '९८७६५४३२१०'],
    ],
    invalid: ['5876543210', '98765432101', 'invoice 9876543210', '+1 9876543210', 'Call 07700 900123', 'Customer ID 9876543210'],
  },
  voter_id: {
    valid: [
      ['Voter ID WKH1186253', 'WKH1186253'],
      ['EPIC no: ABC1234566', 'ABC1234566'],
    ],
    invalid: ['WKH1186263', 'WKH118624', '1231186253'],
  },
  passport: {
    valid: [
      ['Passport No. J8369854', 'J8369854'],
      ['पासपोर्ट: K1234567', 'K1234567'],
      ['J8369854', 'J8369854'],
      ['passport J83 69854', 'J83 69854'],
    ],
    invalid: ['passport Q1234567', 'passport J0369854', 'order J8369854', 'J83 69854'],
  },
  driving_license: {
    valid: [
      ['Driving licence MH12 20110012345', 'MH12 20110012345'],
      ['DL no: KA0120150001234', 'KA0120150001234'],
    ],
    invalid: ['KA0120150001234', 'licence XX12 20110012345', 'DL MH12 18110012345'],
  },
  vehicle_registration: {
    valid: [
      ['car KA01AB1234', 'KA01AB1234'],
      ['vehicle MH 12 AB 1234', 'MH 12 AB 1234'],
      ['new plate 22BH1234AB', '22BH1234AB'],
    ],
    invalid: ['ZZ01AB1234', 'KA01AB12345', '22BH1234IO'],
  },
  bank_account: {
    valid: [
      ['Account number: 123456789012', '123456789012'],
      ['A/c no 00123456789', '00123456789'],
      ['खाता संख्या 987654321098', '987654321098'],
    ],
    invalid: ['123456789012', 'account 12345678', 'account 1234567890123456789'],
  },
};

describe('recognizer registry', () => {
  it('has a case table for every recognizer', () => {
    expect(PII_RECOGNIZERS.map((r) => r.id).sort()).toEqual(Object.keys(CASES).sort());
  });

  it('has unique ids and explains each recognizer', () => {
    expect(new Set(PII_RECOGNIZERS.map((r) => r.id)).size).toBe(PII_RECOGNIZERS.length);
    for (const r of PII_RECOGNIZERS) {
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.baseScore).toBeGreaterThan(0);
      expect(r.baseScore).toBeLessThanOrEqual(1);
      for (const p of r.patterns) expect(p.regex.global).toBe(true);
      if (r.dpdpType) expect(r.indian).toBe(true);
    }
  });
});

for (const [id, { valid, invalid }] of Object.entries(CASES)) {
  describe(`recognizer ${id}`, () => {
    it.each(valid)('finds it in %j', (text, value) => {
      const found = scanPii(text, { recognizers: [id] });
      expect(found.map((f) => f.value)).toContain(value);
      const f = found.find((x) => x.value === value)!;
      expect(text.slice(f.start, f.end)).toBe(value);
      expect(f.score).toBeGreaterThanOrEqual(0.5);
      expect(f.explanation.recognizer).toBe(id);
    });

    it.each(invalid)('reports nothing in %j', (text) => {
      expect(scanPii(text, { recognizers: [id] })).toEqual([]);
    });
  });
}
