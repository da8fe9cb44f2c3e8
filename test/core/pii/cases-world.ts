/**
 * Case tables of the national identifiers of other countries, the machine identifiers and the
 * special categories: valid values (published examples, or numbers whose check digit was worked
 * out by hand) and checksum-broken or out-of-context ones. recognizers.test.ts runs them.
 */
export interface Cases {
  /** Text and the value the recognizer must report in it. */
  valid: [text: string, value: string][];
  /** Texts in which the recognizer must report nothing. */
  invalid: string[];
}

export const WORLD_CASES: Record<string, Cases> = {
  us_itin: {
    valid: [
      ['ITIN 912-70-1234', '912-70-1234'],
      ['taxpayer id 944 94 1234', '944 94 1234'],
      ['my ITIN is 912701234', '912701234'],
    ],
    invalid: ['ITIN 912-93-1234', 'ITIN 912-49-1234', '812-70-1234', 'reference 912701234'],
  },
  us_passport: {
    valid: [
      ['US passport number 912803456', '912803456'],
      ['Passport# A12345678', 'A12345678'],
    ],
    invalid: ['912803456', 'id A12345678', 'passport 12345'],
  },
  us_driver_license: {
    valid: [
      ["driver's license D1234567", 'D1234567'],
      ['DL# A123-4567-8901', 'A123-4567-8901'],
      ['CDL number 123456789', '123456789'],
    ],
    invalid: ['D1234567', 'license plate', 'order 123456789'],
  },
  us_bank_number: {
    valid: [
      ['checking account 00123456789', '00123456789'],
      ['direct deposit to 987654321012', '987654321012'],
    ],
    invalid: ['00123456789', 'checking 1234567'],
  },
  aba_routing: {
    valid: [
      ['routing number 021000021', '021000021'],
      ['ABA 0110-0001-5', '0110-0001-5'],
    ],
    invalid: ['routing number 021000022', 'routing 991000021', '021000021'],
  },
  us_npi: {
    valid: [
      ['NPI 1234567893', '1234567893'],
      ['provider number: 1245319599', '1245319599'],
    ],
    invalid: ['NPI 1234567890', 'NPI 3234567893', '1234567893'],
  },
  medical_license: {
    valid: [
      ['DEA AB1234563', 'AB1234563'],
      ['prescriber BJ6125341', 'BJ6125341'],
    ],
    invalid: ['DEA AB1234564', 'DEA IB1234563', 'AB1234563'],
  },
  uk_nhs: {
    valid: [
      ['NHS number 943 476 5919', '943 476 5919'],
      ['nhs no: 9434765919', '9434765919'],
    ],
    invalid: ['NHS number 943 476 5918', 'NHS 401 023 2138', '943 476 5919'],
  },
  uk_nino: {
    valid: [
      ['National Insurance AB123456C', 'AB123456C'],
      ['NI number AB 12 34 56 C', 'AB 12 34 56 C'],
      ['JG103759A is mine', 'JG103759A'],
    ],
    invalid: ['GB123456A', 'QQ123456C', 'AB123456E', 'DA123456A'],
  },
  uk_passport: {
    valid: [['UK passport 925076473', '925076473']],
    invalid: ['925076473', 'passport 92507647'],
  },
  es_nif: {
    valid: [
      ['DNI 12345678Z', '12345678Z'],
      ['NIF: 12345678-Z', '12345678-Z'],
      ['CIF A58818501', 'A58818501'],
    ],
    invalid: ['DNI 12345678A', '12345678Z9', 'CIF A58818502'],
  },
  es_nie: {
    valid: [
      ['NIE X1234567L', 'X1234567L'],
      ['Y-1234567-X', 'Y-1234567-X'],
    ],
    invalid: ['NIE X1234567A', 'W1234567L'],
  },
  it_fiscal_code: {
    valid: [
      ['codice fiscale RSSMRA85T10A562S', 'RSSMRA85T10A562S'],
      ['CF: MRTMTT91D08F205J', 'MRTMTT91D08F205J'],
    ],
    invalid: ['RSSMRA85T10A562T', 'RSSMRA85Z10A562S'],
  },
  it_vat_code: {
    valid: [
      ['partita IVA 07643520567', '07643520567'],
      ['VAT IT07643520567', 'IT07643520567'],
    ],
    invalid: ['partita IVA 07643520568', 'IT07643520568', '07643520567'],
  },
  it_identity_card: {
    valid: [
      ["carta d'identità CA12345AB", 'CA12345AB'],
      ['identity card AB 1234567', 'AB 1234567'],
    ],
    invalid: ['CA12345AB', 'card CA12345'],
  },
  it_passport: {
    valid: [['passaporto YA1234567', 'YA1234567']],
    invalid: ['YA1234567', 'passaporto Y1234567'],
  },
  it_driver_license: {
    valid: [
      ['patente di guida MI1234567A', 'MI1234567A'],
      ['patente U1ABC1234X', 'U1ABC1234X'],
    ],
    invalid: ['MI1234567A', 'patente MI123456A'],
  },
  pl_pesel: {
    valid: [
      ['PESEL 44051401359', '44051401359'],
      ['nr PESEL: 02070803628', '02070803628'],
    ],
    invalid: ['PESEL 44051401358', 'PESEL 44151401359', '44051401359'],
  },
  fi_personal_identity_code: {
    valid: [
      ['hetu 131052-308T', '131052-308T'],
      ['010594Y9032 is hers', '010594Y9032'],
    ],
    invalid: ['131052-308U', '321052-308T'],
  },
  sg_nric_fin: {
    valid: [
      ['NRIC S1234567D', 'S1234567D'],
      ['FIN G1234567X', 'G1234567X'],
      ['T0123456G', 'T0123456G'],
    ],
    invalid: ['S1234567A', 'A1234567D', 'G1234567Z'],
  },
  sg_uen: {
    valid: [
      ['UEN 53212345W', '53212345W'],
      ['company registration 200312345H', '200312345H'],
    ],
    invalid: ['UEN 53212345A', 'UEN 200312345A'],
  },
  au_abn: {
    valid: [
      ['ABN 51 824 753 556', '51 824 753 556'],
      ['51 824 753 556', '51 824 753 556'],
      ['abn: 51824753556', '51824753556'],
    ],
    invalid: ['ABN 51 824 753 557', '51824753556'],
  },
  au_acn: {
    valid: [
      ['ACN 004 085 616', '004 085 616'],
      ['company number 004085616', '004085616'],
    ],
    invalid: ['ACN 004 085 617', '004085616'],
  },
  au_tfn: {
    valid: [
      ['TFN 123 456 782', '123 456 782'],
      ['tax file number: 123456782', '123456782'],
    ],
    invalid: ['TFN 123 456 783', '123456782'],
  },
  au_medicare: {
    valid: [
      ['Medicare 2123 45670 1', '2123 45670 1'],
      ['medicare number 2123456701', '2123456701'],
    ],
    invalid: ['Medicare 2123 45671 1', 'Medicare 7123 45670 1', '2123456701'],
  },
  kr_rrn: {
    valid: [
      ['주민등록번호 971013-9019902', '971013-9019902'],
      ['RRN 9710139019902', '9710139019902'],
    ],
    invalid: ['971013-9019903', '971313-9019902', '9710139019902'],
  },
  th_tnin: {
    valid: [
      ['Thai ID 1-1014-00001-00-2', '1-1014-00001-00-2'],
      ['national id 1101400001002', '1101400001002'],
    ],
    invalid: ['1-1014-00001-00-3', '9-1014-00001-00-2', '1101400001002'],
  },
  crypto: {
    valid: [
      ['BTC 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
      ['send to 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      ['wallet bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['eth 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
      ['eth wallet 0x52908400098527886e0f7030069857d2e4169ee7', '0x52908400098527886e0f7030069857d2e4169ee7'],
    ],
    invalid: [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA',
    ],
  },
  mac_address: {
    valid: [
      ['mac 00:1A:2B:3C:4D:5E', '00:1A:2B:3C:4D:5E'],
      ['device a4-5e-60-c2-11-9f joined', 'a4-5e-60-c2-11-9f'],
      ['interface 001a.2b3c.4d5e', '001a.2b3c.4d5e'],
    ],
    invalid: ['00:00:00:00:00:00', 'ff:ff:ff:ff:ff:ff', '00:1A:2B:3C:4D', '00:1A-2B:3C:4D:5E', 'at 10:30:45'],
  },
  url_credentials: {
    valid: [
      ['connect to https://admin:s3cr3t@db.example.com/app', 'https://admin:s3cr3t@db.example.com'],
      ['postgres://app:Xy9-long@10.0.0.5:5432/prod', 'postgres://app:Xy9-long@10.0.0.5:5432'],
    ],
    invalid: ['https://example.com/login', 'https://user@example.com', 'postgres://user:${PASSWORD}@db', 'https://user:****@host'],
  },
  health_data: {
    valid: [
      ['Rahul Sharma tested HIV positive last month.', 'HIV positive'],
      ['The patient was diagnosed with schizophrenia.', 'schizophrenia'],
      ['My colleague is on antidepressants.', 'antidepressants'],
      ['मेरी बेटी गर्भवती है', 'गर्भवती'],
      ['mujhe sugar ki bimari hai', 'sugar ki bimari'],
    ],
    invalid: [
      'HIV treatment has improved a lot in the last decade.',
      'Diabetes is a chronic condition affecting millions of people.',
      'I wrote an article about depression.',
      'The main symptoms of diabetes are thirst and fatigue.',
      'मधुमेह एक आम बीमारी है जो लाखों लोगों को होती है।',
    ],
  },
  sexual_orientation: {
    valid: [
      ['My colleague is gay.', 'gay'],
      ['Ms. Rao came out as bisexual last year.', 'bisexual'],
    ],
    invalid: ['Gay rights were recognised by the court.', 'Same-sex marriage is debated in many countries.'],
  },
  religion: {
    valid: [
      ['The candidate is a practising Muslim.', 'Muslim'],
      ['वह हिंदू है और उसकी पत्नी ईसाई है', 'ईसाई'],
    ],
    invalid: ['Islam and Christianity share many traditions.', 'The festival is celebrated by Hindus worldwide.'],
  },
  caste: {
    valid: [
      ['She is a Dalit from Bihar.', 'Dalit'],
      ['The applicant belongs to a scheduled caste.', 'scheduled caste'],
    ],
    invalid: ['Caste discrimination is illegal in India.', 'The census counts every scheduled tribe.'],
  },
  political_opinion: {
    valid: [
      ['Ramesh is a BJP worker.', 'BJP worker'],
      ['My manager voted for Labour.', 'voted for Labour'],
    ],
    invalid: ['The election results were announced today.', 'Political views vary across the country.'],
  },
  trade_union: {
    valid: [
      ['The employee is a union member.', 'union member'],
      ['Priya joined the union in March.', 'joined the union'],
    ],
    invalid: ['Trade union law changed in 2020.', 'Unionised workplaces have higher wages.'],
  },
  biometric_data: {
    valid: [
      ['Employee ID E12345 fingerprint template stored', 'fingerprint template'],
      ["We keep the customer's iris scan on file.", 'iris scan'],
    ],
    invalid: ['Biometric authentication is more secure than passwords.', 'Fingerprint readers are cheap now.'],
  },
  genetic_data: {
    valid: [
      ['The DNA test results for Priya showed a BRCA1 mutation.', 'BRCA1 mutation'],
      ['His genetic test came back positive.', 'genetic test'],
    ],
    invalid: ['Genetic testing is becoming affordable.', 'The genome was sequenced in 2003.'],
  },
  child_data: {
    valid: [
      ['my son is 8 years old', 'son is 8 years'],
      ['Aarav, aged 9, studies in class 4', 'Aarav, aged 9, studies in class 4'],
      ['meri 7 saal ki beti school jaati hai', '7 saal ki beti'],
    ],
    invalid: ['my son is 19 years old', 'Children aged 5 to 12 need more sleep.', 'class 4 students learn fractions'],
  },
};
