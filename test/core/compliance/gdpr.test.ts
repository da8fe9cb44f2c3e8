import { describeRulePack } from './rule-pack-table';

const UNRELATED = 'The capital of France is Paris.';

describeRulePack('gdpr', {
  'gdpr.art6.lawful_basis': [
    ['fail', 'We sell customer email addresses to data brokers.'],
    ['fail', 'We process your personal data without consent.'],
    ['warning', 'We use your email address for our newsletter.'],
    ['pass', 'With your consent, we use your email address for our newsletter.'],
    ['pass', 'We rely on legitimate interests to send existing customers our newsletter.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art9.special_categories': [
    ['fail', 'Our hospital chatbot emails lab results to the marketing list.'],
    ['fail', 'Health data is processed without explicit consent.'],
    ['fail', 'The app infers sexual orientation from liked posts.'],
    ['warning', 'Patients upload lab results to the portal.'],
    ['pass', 'Lab results are processed for medical diagnosis by clinicians bound by professional secrecy.'],
    ['pass', 'With explicit consent, we share lab results with research partners.'],
    ['not_assessable', 'We store email addresses.'],
  ],
  'gdpr.art8.child_consent': [
    ['fail', 'The game tracks children to show them targeted ads.'],
    ['fail', 'Children sign up without parental consent.'],
    ['warning', 'The learning app is designed for children.'],
    ['pass', 'The learning app for children requires verifiable parental consent.'],
    ['not_assessable', 'The service is not directed to children.'],
  ],
  'gdpr.art12_14.transparency': [
    ['fail', 'The app secretly records audio.'],
    ['fail', 'We collect email addresses but there is no privacy notice.'],
    ['pass', 'Our privacy notice explains what we collect and why.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art15_21.data_subject_rights': [
    ['fail', 'Deletion requests are ignored.'],
    ['fail', 'Users cannot delete their accounts.'],
    ['pass', 'You have the right of access and the right to erasure.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art22.automated_decisions': [
    ['fail', 'Loan applications are automatically rejected without human review.'],
    ['fail', 'The credit scoring model automatically declines applicants.'],
    ['warning', 'The system automatically flags suspicious logins.'],
    ['pass', 'The credit scoring model ranks applicants; a loan officer reviews every rejection and applicants can contest the decision.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art5_1_b.purpose_limitation': [
    ['fail', 'We may use your personal data for any purpose.'],
    ['fail', 'We train our models on customer data.'],
    ['pass', 'We use your email only to send receipts.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art5_1_c.data_minimisation': [
    ['fail', 'We collect as much data as possible.'],
    ['fail', 'The loan app reads your contacts and photos.'],
    ['fail', 'Customer record: name Rahul, SSN 536-22-1234.'],
    ['pass', 'The loan app reads your contacts only to verify references; we apply data minimisation.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art5_1_e.storage_limitation': [
    ['fail', 'We retain chat logs indefinitely.'],
    ['fail', 'There is no retention policy for customer records.'],
    ['pass', 'Chat logs are deleted after 30 days.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art32.security': [
    ['fail', 'Customer records are stored unencrypted on a shared drive.'],
    ['fail', 'The backups are not encrypted.'],
    ['pass', 'Customer records are encrypted at rest and in transit.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art33_34.breach_notification': [
    ['fail', 'After the data breach we waited three months before notifying customers.'],
    ['warning', 'A data breach exposed customer emails last week.'],
    ['pass', 'After the data breach we notified the supervisory authority within 72 hours.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art44_49.international_transfers': [
    ['fail', 'Customer data is transferred to the United States without standard contractual clauses.'],
    ['warning', 'Customer data is transferred to the United States.'],
    ['warning', 'Customer data is processed by our team.', { cross_border: true }],
    ['pass', 'Customer data is transferred to the United States under standard contractual clauses.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art37_39.dpo': [
    ['fail', 'We process health data of millions of patients and have not appointed a DPO.'],
    ['warning', 'We process health data of millions of patients.'],
    ['pass', 'We process health data of millions of patients; our data protection officer oversees it.'],
    ['not_assessable', UNRELATED],
  ],
  'gdpr.art35.dpia': [
    ['fail', 'The model scores customer data for credit decisions; no DPIA was carried out.'],
    ['warning', 'Our AI screens CVs of applicants using their email addresses.'],
    ['pass', 'A DPIA was completed before launch.'],
    ['not_assessable', UNRELATED],
  ],
});
