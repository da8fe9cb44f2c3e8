import { describeRulePack } from './rule-pack-table';

const UNRELATED = 'The monsoon arrives in June.';

describeRulePack('india_dpdp', {
  'india_dpdp.s4.lawful_purpose': [
    ['fail', 'The loan app shares Aadhaar numbers with an ad network.'],
    ['fail', 'We may use customer data for any purpose.'],
    ['fail', 'The loan app reads your contacts and call logs.'],
    ['pass', 'The loan app reads your contacts only to verify references, with your consent.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s5.notice': [
    ['fail', 'The app silently collects location data.'],
    ['fail', 'We collect phone numbers; no privacy notice is shown.'],
    ['pass', 'An itemised notice in Hindi and English is shown before we collect your phone number.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s6.consent': [
    ['fail', 'By using this app you agree to the processing of your personal data.'],
    ['fail', 'We share customer data with partners.'],
    ['fail', 'Personal data is processed without consent.'],
    ['pass', 'We share customer data with partners only with your consent.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s6_4.withdrawal': [
    ['fail', 'Consent cannot be withdrawn once given.'],
    ['warning', 'We collect your phone number with your consent.'],
    ['pass', 'We collect your phone number with your consent, which you can withdraw at any time in the app.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s8_1.processors': [
    ['fail', 'Our partners may use customer data for their own purposes.'],
    ['warning', 'Customer data is hosted by a cloud provider.'],
    ['pass', 'Customer data is hosted by a cloud provider under a valid contract.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s8_3.accuracy': [
    ['fail', 'The model automatically rejects loan applicants using customer data; it may hallucinate.'],
    ['warning', 'The model automatically rejects loan applicants using customer data.'],
    ['pass', 'The model automatically rejects loan applicants using customer data; a loan officer reviews every rejection.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s8_5.security_safeguards': [
    ['fail', 'Aadhaar copies are stored in a public S3 bucket.'],
    ['fail', 'Customer Aadhaar number is 2345 6789 0124.'],
    ['pass', 'Aadhaar numbers are masked and encrypted at rest.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s8_6.breach_intimation': [
    ['fail', 'After the data breach we decided not to notify the Board.'],
    ['warning', 'A data breach exposed customer phone numbers.'],
    ['pass', 'After the data breach we informed the Data Protection Board and affected users without delay.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s8_7.erasure': [
    ['fail', 'We retain customer records indefinitely.'],
    ['pass', 'We delete your data once the purpose is served or on withdrawal of consent.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s9_1.parental_consent': [
    ['fail', 'Children sign up without parental consent.'],
    ['warning', 'The edtech app is used by children.'],
    ['warning', 'The app teaches coding.', { processes_children: true }],
    ['pass', 'The edtech app is used by children after verifiable parental consent.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s9_3.tracking_and_targeting': [
    ['fail', 'The gaming app tracks children to serve targeted ads.'],
    ['fail', 'The app for kids embeds advertising partners SDKs.'],
    ['warning', 'The edtech app is used by children.'],
    ['pass', 'The edtech app is used by children; we do not track children or show them targeted ads.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s9_2.detrimental_processing': [
    ['fail', 'The game uses dark patterns to make children buy coins.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s10.significant_data_fiduciary': [
    ['fail', 'As a significant data fiduciary we have not appointed a DPO.'],
    ['warning', 'We are a significant data fiduciary with a data protection officer in India.'],
    ['warning', 'We run a payments app.', { entity_type: 'significant_data_fiduciary' }],
    ['pass', 'As a significant data fiduciary we have a data protection officer in India, an independent data auditor, and an annual DPIA.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s11_14.data_principal_rights': [
    ['fail', 'Users cannot delete their data.'],
    ['pass', 'You can access, correct and erase your personal data, and nominate another person.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s8_10.grievance_redressal': [
    ['fail', 'There is no grievance officer.'],
    ['pass', 'Contact our grievance officer for complaints.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s16.cross_border_transfer': [
    ['warning', 'Customer data is stored on servers in Singapore.'],
    ['warning', 'Customer data is processed by our team.', { cross_border_transfers: true }],
    ['pass', 'Customer data is stored on servers in Singapore under standard contractual clauses.'],
    ['not_assessable', UNRELATED],
  ],
  'india_dpdp.s16_2.sectoral_localisation': [
    ['fail', 'UPI transaction data is stored on servers in the United States.'],
    ['pass', 'UPI transaction data is replicated to Singapore for analytics, and stored only in India.'],
    ['not_assessable', UNRELATED],
  ],
});
