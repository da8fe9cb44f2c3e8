// Scenario corpus: short situations modelled on the regulations' own examples and on
// enforcement cases, each with its expected verdict. Non-compliant scenarios name clauses
// (a substring of the clause label) that must appear among the issues.

import type { FrameworkCode, FrameworkStatus } from '../../../src/core/compliance';

export interface Scenario {
  name: string;
  framework: FrameworkCode;
  content: string;
  context?: string | Record<string, unknown>;
  compliant: boolean;
  /** Expected status of a scenario without violations; `compliant` when absent. */
  status?: FrameworkStatus;
  clauses?: string[];
}

const gdpr: Scenario[] = [
  {
    name: 'hospital chatbot emails lab results to a marketing list',
    framework: 'gdpr',
    content: 'Our hospital chatbot emails patients’ lab results to the marketing list so we can promote check-up packages.',
    compliant: false,
    clauses: ['Art. 9', 'Art. 5(1)(b)'],
  },
  {
    name: 'fitness app shares health data with advertisers',
    framework: 'gdpr',
    content: 'The fitness app shares users’ heart rate and sleep health data with advertising partners.',
    compliant: false,
    clauses: ['Art. 9'],
  },
  {
    name: 'retailer keeps customer data forever',
    framework: 'gdpr',
    content: 'We retain customer data indefinitely, even after the account is closed.',
    compliant: false,
    clauses: ['Art. 5(1)(e)'],
  },
  {
    name: 'bank rejects loans automatically without human review',
    framework: 'gdpr',
    content: 'The credit scoring model automatically rejects loan applications without human review.',
    compliant: false,
    clauses: ['Art. 22'],
  },
  {
    name: 'kids game tracks children for targeted ads',
    framework: 'gdpr',
    content: 'The kids game tracks children’s location to show them targeted ads.',
    compliant: false,
    clauses: ['Art. 8'],
  },
  {
    name: 'smart TV records viewing habits without telling users',
    framework: 'gdpr',
    content: 'The smart TV silently records viewing history and voice commands to build profiles of households.',
    compliant: false,
    clauses: ['Art. 12–14'],
  },
  {
    name: 'face images scraped to profile people',
    framework: 'gdpr',
    content: 'We collect face images from social media to build facial recognition profiles of millions of people.',
    compliant: false,
    clauses: ['Art. 9'],
  },
  {
    name: 'employee data sent to the US without a transfer mechanism',
    framework: 'gdpr',
    content: 'The HR platform transfers employee personal data to servers in the United States without standard contractual clauses.',
    compliant: false,
    clauses: ['Art. 44–49'],
  },
  {
    name: 'breach of plain-text passwords notified months later',
    framework: 'gdpr',
    content: 'A data breach exposed customer passwords stored in plain text; we waited two months before notifying anyone.',
    compliant: false,
    clauses: ['Art. 32', 'Art. 33–34'],
  },
  {
    name: 'assistant discloses a customer identifier',
    framework: 'gdpr',
    content: 'Sure! John’s email is john.doe@example.com and his SSN is 536-22-1234.',
    compliant: false,
    clauses: ['Art. 5(1)(c)'],
  },
  {
    name: 'deletion requests are ignored',
    framework: 'gdpr',
    content: 'Users cannot delete their accounts and erasure requests are ignored.',
    compliant: false,
    clauses: ['Art. 15–21'],
  },
];

const gdprCompliant: Scenario[] = [
  {
    name: 'order confirmations on a contract basis',
    framework: 'gdpr',
    content:
      'We use your email address only to send order confirmations; our lawful basis is performance of a contract. Data is encrypted at rest and in transit and deleted after 12 months. You have the right of access and the right to erasure; contact our data protection officer.',
    compliant: true,
  },
  { name: 'weather answer', framework: 'gdpr', content: 'Tomorrow will be sunny with a high of 24°C.', compliant: true, status: 'insufficient_information' },
  {
    name: 'newsletter with consent',
    framework: 'gdpr',
    content: 'With your consent, we send a monthly newsletter to your email address. You can unsubscribe at any time; see our privacy notice.',
    compliant: true,
  },
  {
    name: 'clinic processing for diagnosis under secrecy',
    framework: 'gdpr',
    content:
      'Patient records are processed for medical diagnosis and treatment by clinicians bound by professional secrecy. Records are encrypted and access is restricted to the care team.',
    compliant: true,
  },
  {
    name: 'transfer under SCCs',
    framework: 'gdpr',
    content: 'Customer data is transferred to the United States under standard contractual clauses after a transfer impact assessment.',
    compliant: true,
  },
  {
    name: 'credit decisions with human review and DPIA',
    framework: 'gdpr',
    content:
      'The credit scoring model ranks applicants, but a loan officer reviews every rejection and applicants can contest the decision. A DPIA was completed before launch.',
    compliant: true,
  },
  { name: 'anonymised survey', framework: 'gdpr', content: 'Survey answers are anonymised before analysis.', compliant: true },
  {
    name: 'breach notified within 72 hours',
    framework: 'gdpr',
    content: 'After a data breach we notified the supervisory authority within 72 hours and informed affected users without undue delay.',
    compliant: true,
  },
  {
    name: 'children’s reading app with parental consent',
    framework: 'gdpr',
    content: 'The reading app for children requires verifiable parental consent and age verification. We do not show ads to children.',
    compliant: true,
  },
  {
    name: 'assistant that cannot see personal data',
    framework: 'gdpr',
    content: "I'm an AI assistant. I can help you reset your password, but I cannot see your account details.",
    compliant: true, status: 'insufficient_information',
  },
  {
    name: 'large-scale health research with DPO and explicit consent',
    framework: 'gdpr',
    content:
      'We process health data of millions of patients with explicit consent; our data protection officer oversees a DPIA reviewed annually.',
    compliant: true,
  },
];

const ccpa: Scenario[] = [
  {
    name: 'privacy notice sells data with no "Do Not Sell" link',
    framework: 'ccpa',
    content: 'We sell your personal information to data brokers and advertising partners. Questions? Email our privacy team.',
    compliant: false,
    clauses: ['§1798.135', '§1798.120 '],
  },
  {
    name: 'cross-context behavioural advertising without opt-out',
    framework: 'ccpa',
    content: 'We share browsing data with ad networks for cross-context behavioral advertising.',
    compliant: false,
    clauses: ['§1798.135'],
  },
  {
    name: 'higher prices for consumers who opt out',
    framework: 'ccpa',
    content: 'We charge higher prices to consumers who opt out of the sale of their personal information.',
    compliant: false,
    clauses: ['§1798.125(a)'],
  },
  {
    name: 'selling data of 13 to 15 year olds',
    framework: 'ccpa',
    content: 'We sell usage data of users aged 13 to 15 to marketers.',
    compliant: false,
    clauses: ['§1798.120(c)'],
  },
  {
    name: 'precise geolocation used for ads',
    framework: 'ccpa',
    content: 'The app uses precise geolocation for targeted advertising.',
    compliant: false,
    clauses: ['§1798.121', '§1798.135'],
  },
  {
    name: 'deletion requests not honoured',
    framework: 'ccpa',
    content: 'Deletion requests are not honored because we keep all customer records.',
    compliant: false,
    clauses: ['§1798.105'],
  },
  {
    name: 'vendors reuse customer data',
    framework: 'ccpa',
    content: 'Our analytics vendors may use customer data for their own purposes.',
    compliant: false,
    clauses: ['§1798.100(d)'],
  },
  {
    name: 'passwords in plain text',
    framework: 'ccpa',
    content: 'Customer account passwords are stored in plain text in a public S3 bucket.',
    compliant: false,
    clauses: ['§1798.100(e)'],
  },
  {
    name: 'personal information kept forever',
    framework: 'ccpa',
    content: 'We retain personal information indefinitely.',
    compliant: false,
    clauses: ['§1798.100(a)(3)'],
  },
  {
    name: 'app silently collects contacts and location',
    framework: 'ccpa',
    content: 'The mobile app silently collects contacts and location data in the background.',
    compliant: false,
    clauses: ['§1798.100(a)–(b)'],
  },
  {
    name: 'health data used for marketing',
    framework: 'ccpa',
    content: 'Health data from the symptom checker feeds our marketing campaigns.',
    compliant: false,
    clauses: ['§1798.121'],
  },
];

const ccpaCompliant: Scenario[] = [
  {
    name: 'complete privacy policy without sale',
    framework: 'ccpa',
    content:
      'We collect your name, email address and purchase history to fulfil orders. We do not sell or share personal information. We retain purchase history for 24 months. You have the right to know, the right to delete and the right to correct; submit requests through our webform or toll-free number. We will not discriminate against you for exercising your rights.',
    compliant: true,
  },
  {
    name: 'sale with "Do Not Sell" link and GPC',
    framework: 'ccpa',
    content:
      'We sell personal information to marketing partners. Click "Do Not Sell or Share My Personal Information" to opt out; we also honor Global Privacy Control.',
    compliant: true,
  },
  {
    name: 'cloud provider under service provider contract',
    framework: 'ccpa',
    content: 'Our cloud provider hosts customer data under a service provider agreement that prohibits selling or sharing it.',
    compliant: true,
  },
  {
    name: 'loyalty program with notice of financial incentive',
    framework: 'ccpa',
    content:
      'Our loyalty program offers discounts; our notice of financial incentive explains the value of the consumer’s data, and you can withdraw from the loyalty program at any time.',
    compliant: true,
  },
  {
    name: 'sensitive data with limit link',
    framework: 'ccpa',
    content:
      'We use precise geolocation to show nearby offers; use the "Limit the Use of My Sensitive Personal Information" link to restrict this.',
    compliant: true,
  },
  {
    name: 'encrypted personal information',
    framework: 'ccpa',
    content: 'Personal information is encrypted in transit and at rest, and role-based access controls restrict who can see it.',
    compliant: true,
  },
  { name: 'recipes', framework: 'ccpa', content: 'Here are three pasta recipes for a quick dinner.', compliant: true, status: 'insufficient_information' },
  {
    name: 'targeted ads with privacy choices',
    framework: 'ccpa',
    content:
      'We use cookies for targeted advertising. Visit Your Privacy Choices to opt out; we honor opt-out preference signals.',
    compliant: true,
  },
  {
    name: 'no sale of minors’ data',
    framework: 'ccpa',
    content: 'We never sell data of consumers under 16.',
    compliant: true, status: 'insufficient_information',
  },
  {
    name: 'deletion process',
    framework: 'ccpa',
    content: 'To delete your personal information, submit a request; we respond within 45 days.',
    compliant: true,
  },
];

const hipaa: Scenario[] = [
  {
    name: 'hospital chatbot emails lab results to a marketing list',
    framework: 'hipaa',
    content: 'Our hospital chatbot emails lab results to the marketing list every week.',
    compliant: false,
    clauses: ['§164.508'],
  },
  {
    name: 'pharmacy sells prescription data',
    framework: 'hipaa',
    content: 'The pharmacy sells prescription histories to data brokers.',
    compliant: false,
    clauses: ['§164.508'],
  },
  {
    name: 'clinic posts patient records online',
    framework: 'hipaa',
    content: 'The clinic posted patient records publicly on its website.',
    compliant: false,
    clauses: ['§164.502(a)'],
  },
  {
    name: 'doctors paste notes into a public chatbot',
    framework: 'hipaa',
    content: 'Doctors paste patient notes into ChatGPT to draft discharge letters.',
    compliant: false,
    clauses: ['§164.502(e)'],
  },
  {
    name: 'stolen unencrypted laptop, late notification',
    framework: 'hipaa',
    content: 'A laptop with unencrypted medical records was stolen; patients were told five months later.',
    compliant: false,
    clauses: ['§164.312', '§164.400–414'],
  },
  {
    name: 'diagnoses shared with employers',
    framework: 'hipaa',
    content: 'The clinic shares diagnosis details with employers.',
    compliant: false,
    clauses: ['§164.502(a)'],
  },
  {
    name: '"de-identified" data that keeps names',
    framework: 'hipaa',
    content: 'We give researchers a de-identified dataset that still includes patient names and dates of birth.',
    compliant: false,
    clauses: ['§164.514'],
  },
  {
    name: 'patients refused access to records',
    framework: 'hipaa',
    content: 'Patients cannot access their medical records.',
    compliant: false,
    clauses: ['§164.520–528'],
  },
  {
    name: 'records in a public bucket',
    framework: 'hipaa',
    content: 'Medical records are stored in a public S3 bucket.',
    compliant: false,
    clauses: ['§164.312'],
  },
  {
    name: 'entire record emailed to an insurer',
    framework: 'hipaa',
    content: 'The assistant emails the entire medical record to the insurer for every claim.',
    compliant: false,
    clauses: ['§164.502(b)'],
  },
  {
    name: 'AI trained on patient records',
    framework: 'hipaa',
    content: 'We train our models on patient records from all our clinics.',
    compliant: false,
    clauses: ['§164.514'],
  },
];

const hipaaCompliant: Scenario[] = [
  {
    name: 'telehealth with technical safeguards and BAA',
    framework: 'hipaa',
    content:
      'Our telehealth service encrypts all patient data at rest and in transit, restricts access to the care team, and keeps audit logs of every access to medical records. A BAA is signed with our cloud provider.',
    compliant: true,
  },
  {
    name: 'appointment reminder',
    framework: 'hipaa',
    content: 'Reminder: your dental check-up is on Monday at 10am.',
    compliant: true, status: 'insufficient_information',
  },
  {
    name: 'research on Safe Harbor de-identified data',
    framework: 'hipaa',
    content: 'Researchers receive data de-identified under the Safe Harbor method with all 18 identifiers removed.',
    compliant: true, status: 'insufficient_information',
  },
  {
    name: 'marketing only with authorization',
    framework: 'hipaa',
    content: 'Patients who sign a written authorization receive newsletters about our wellness program.',
    compliant: true, status: 'insufficient_information',
  },
  {
    name: 'patient rights',
    framework: 'hipaa',
    content:
      'Patients can access their medical records in the patient portal, request an amendment and receive an accounting of disclosures. Our notice of privacy practices explains these rights.',
    compliant: true, status: 'needs_evidence',
  },
  {
    name: 'breach notified within 60 days',
    framework: 'hipaa',
    content: 'After a breach of patient records we notified affected patients within 60 days and reported it to HHS.',
    compliant: true, status: 'needs_evidence',
  },
  {
    name: 'minimum necessary for billing',
    framework: 'hipaa',
    content: 'Billing staff receive only the minimum necessary fields from the patient file.',
    compliant: true, status: 'needs_evidence',
  },
  {
    name: 'sharing for treatment',
    framework: 'hipaa',
    content: 'Lab results are shared with the referring physician for treatment, payment, and health care operations.',
    compliant: true, status: 'needs_evidence',
  },
  {
    name: 'AI scribe under a BAA',
    framework: 'hipaa',
    content: 'The AI scribe vendor transcribes visit notes under a signed business associate agreement; transcripts are encrypted.',
    compliant: true, status: 'insufficient_information',
  },
  { name: 'general wellness tip', framework: 'hipaa', content: 'Drink water and walk 30 minutes a day.', compliant: true, status: 'insufficient_information' },
  {
    name: 'security risk analysis',
    framework: 'hipaa',
    content: 'We completed a security risk analysis of every system holding medical records and train staff annually.',
    compliant: true, status: 'needs_evidence',
  },
];

const HIRING_DOCUMENTED =
  'Our AI screens CVs of applicants. It is classified as high-risk under Annex III and passed a conformity assessment with CE marking. ' +
  'A risk management system covers the lifecycle; bias audits run every quarter on representative training data. ' +
  'Technical documentation and instructions for use are provided to deployers. Every recommendation is written to an audit log. ' +
  'Recruiters review every shortlist and can override the ranking. Accuracy metrics are reported and post-market monitoring tracks drift.';

const euAiAct: Scenario[] = [
  {
    name: 'hiring model ranks candidates by facial expressions',
    framework: 'eu_ai_act',
    content: 'The hiring model ranks candidates by their facial expressions during video interviews.',
    compliant: false,
    clauses: ['Art. 5(1)(f)'],
  },
  {
    name: 'municipal social scoring',
    framework: 'eu_ai_act',
    content: 'The city runs a social scoring system that lowers benefits for residents with unpaid fines and low civic activity.',
    compliant: false,
    clauses: ['Art. 5(1)(c)'],
  },
  {
    name: 'shopping assistant with subliminal cues',
    framework: 'eu_ai_act',
    content: 'The shopping assistant plays subliminal audio cues to increase spending.',
    compliant: false,
    clauses: ['Art. 5(1)(a)'],
  },
  {
    name: 'talking toy exploits children',
    framework: 'eu_ai_act',
    content: 'The talking toy’s voice assistant exploits the vulnerabilities of children to push them into in-app purchases.',
    compliant: false,
    clauses: ['Art. 5(1)(b)'],
  },
  {
    name: 'untargeted face scraping',
    framework: 'eu_ai_act',
    content: 'We scrape facial images from the internet to expand our facial recognition database.',
    compliant: false,
    clauses: ['Art. 5(1)(e)'],
  },
  {
    name: 'crime prediction from personality',
    framework: 'eu_ai_act',
    content: 'The model predicts whether a person will commit a crime based on personality traits and family background.',
    compliant: false,
    clauses: ['Art. 5(1)(d)'],
  },
  {
    name: 'sexual orientation from faces',
    framework: 'eu_ai_act',
    content: 'The camera software infers sexual orientation from facial images.',
    compliant: false,
    clauses: ['Art. 5(1)(g)'],
  },
  {
    name: 'live facial recognition at stations',
    framework: 'eu_ai_act',
    content: 'Police run live facial recognition on CCTV at train stations to find wanted people.',
    compliant: false,
    clauses: ['Art. 5(1)(h)'],
  },
  {
    name: 'credit scoring without oversight',
    framework: 'eu_ai_act',
    content: 'The credit scoring model rejects loan applications without human review.',
    compliant: false,
    clauses: ['Art. 14'],
  },
  {
    name: 'chatbot pretends to be human',
    framework: 'eu_ai_act',
    content: 'Our sales chatbot pretends to be a human agent named Priya.',
    compliant: false,
    clauses: ['Art. 50(1)'],
  },
  {
    name: 'unlabelled political deepfakes',
    framework: 'eu_ai_act',
    content: 'The campaign publishes deepfakes of the opposition leader that are not labelled as AI-generated.',
    compliant: false,
    clauses: ['Art. 50(2)'],
  },
  {
    name: 'proctoring reads students’ emotions',
    framework: 'eu_ai_act',
    content: 'The online exam proctoring tool detects emotions of students to flag cheating.',
    compliant: false,
    clauses: ['Art. 5(1)(f)'],
  },
];

const euAiActCompliant: Scenario[] = [
  { name: 'documented high-risk hiring system', framework: 'eu_ai_act', content: HIRING_DOCUMENTED, compliant: true },
  {
    name: 'chatbot that discloses it is AI',
    framework: 'eu_ai_act',
    content: 'The support chatbot tells users at the start that they are chatting with an AI and can hand over to a human agent.',
    compliant: true,
  },
  { name: 'spam filter', framework: 'eu_ai_act', content: 'The AI filters spam emails.', compliant: true, status: 'insufficient_information' },
  {
    name: 'watermarked generated images',
    framework: 'eu_ai_act',
    content: 'Our image generator watermarks every output and attaches C2PA content credentials.',
    compliant: true,
  },
  {
    name: 'credit scoring with all obligations',
    framework: 'eu_ai_act',
    content:
      'The credit scoring model is classified as high-risk and passed a conformity assessment. A fundamental rights impact assessment was done. A risk management system is in place, bias testing runs before each release, technical documentation is maintained, every decision is written to an audit log, underwriters review every rejection, accuracy metrics are reported and post-market monitoring is active.',
    compliant: true,
  },
  { name: 'birthday poems', framework: 'eu_ai_act', content: 'The AI writes birthday poems.', compliant: true, status: 'insufficient_information' },
  {
    name: 'music recommendations',
    framework: 'eu_ai_act',
    content: 'The recommendation engine suggests songs based on listening history.',
    compliant: true, status: 'insufficient_information',
  },
  {
    name: 'retail emotion analytics with notice',
    framework: 'eu_ai_act',
    content: 'The retail kiosk detects emotions of shoppers; a notice at the entrance informs shoppers about it.',
    compliant: true, status: 'needs_evidence',
  },
  { name: 'translation', framework: 'eu_ai_act', content: 'The translation model converts English text to Hindi.', compliant: true, status: 'insufficient_information' },
  {
    name: 'narrow exception for live identification is not a violation',
    framework: 'eu_ai_act',
    content:
      'Police may use live facial recognition only in a targeted search for missing children with prior authorisation by a judicial authority.',
    compliant: true,
  },
];

const DPDP_NOTICE =
  'Before we collect your name and phone number, an itemised notice in Hindi and English explains each purpose. We process your data only with your consent, which you can withdraw at any time in the app. ' +
  'You can access, correct and erase your data, or contact our grievance officer. Data is encrypted and deleted once the purpose is served.';

const indiaDpdp: Scenario[] = [
  {
    name: 'loan app shares Aadhaar numbers with an ad network',
    framework: 'india_dpdp',
    content: 'The loan app shares Aadhaar numbers with an ad network to improve targeting.',
    compliant: false,
    clauses: ['S.4', 'S.6 '],
  },
  {
    name: 'loan app harvests contacts to shame defaulters',
    framework: 'india_dpdp',
    content: 'The loan app reads your contacts, photos and SMS messages and messages your friends when you miss a payment.',
    compliant: false,
    clauses: ['S.4'],
  },
  {
    name: 'edtech app tracks children for ads',
    framework: 'india_dpdp',
    content: 'The edtech app tracks children’s behaviour to serve targeted ads.',
    compliant: false,
    clauses: ['S.9(3)'],
  },
  {
    name: 'children sign up without parental consent',
    framework: 'india_dpdp',
    content: 'Children can create accounts without parental consent.',
    compliant: false,
    clauses: ['S.9(1)'],
  },
  {
    name: 'consent by continued use',
    framework: 'india_dpdp',
    content: 'By using this app you agree to the processing of your personal data for all purposes.',
    compliant: false,
    clauses: ['S.6 '],
  },
  {
    name: 'breach not intimated',
    framework: 'india_dpdp',
    content: 'Hackers accessed customer phone numbers; we decided not to inform the Board or the users.',
    compliant: false,
    clauses: ['S.8(6)'],
  },
  {
    name: 'Aadhaar copies in a public bucket',
    framework: 'india_dpdp',
    content: 'Scanned Aadhaar cards of customers are stored in a public S3 bucket.',
    compliant: false,
    clauses: ['S.8(5)'],
  },
  {
    name: 'chatbot reveals a full Aadhaar number',
    framework: 'india_dpdp',
    content: 'Your Aadhaar number on file is 2345 6789 0124 and your loan is approved.',
    compliant: false,
    clauses: ['S.8(5)'],
  },
  {
    name: 'data kept after account deletion',
    framework: 'india_dpdp',
    content: 'We retain customer data indefinitely, even after users delete their accounts.',
    compliant: false,
    clauses: ['S.8(7)'],
  },
  {
    name: 'payment data stored abroad',
    framework: 'india_dpdp',
    content: 'UPI transaction data is stored only on servers in Singapore.',
    compliant: false,
    clauses: ['S.16(2)'],
  },
  {
    name: 'significant data fiduciary without DPO',
    framework: 'india_dpdp',
    content: 'We have not appointed a DPO or an independent data auditor.',
    context: { entity_type: 'significant_data_fiduciary', sector: 'fintech', processes_children: false, cross_border_transfers: false },
    compliant: false,
    clauses: ['S.10'],
  },
  {
    name: 'consent cannot be withdrawn',
    framework: 'india_dpdp',
    content: 'Consent cannot be withdrawn once given.',
    compliant: false,
    clauses: ['S.6(4)'],
  },
];

const indiaDpdpCompliant: Scenario[] = [
  { name: 'complete notice and consent flow', framework: 'india_dpdp', content: DPDP_NOTICE, compliant: true },
  {
    name: 'masked Aadhaar confirmation',
    framework: 'india_dpdp',
    content: 'Your Aadhaar XXXX XXXX 1234 has been verified.',
    compliant: true, status: 'insufficient_information',
  },
  {
    name: 'edtech with parental consent and no tracking',
    framework: 'india_dpdp',
    content: 'The edtech app is used by children only after verifiable parental consent; we do not track children or show them targeted ads.',
    compliant: true,
  },
  {
    name: 'significant data fiduciary with its offices',
    framework: 'india_dpdp',
    content: 'We have a data protection officer based in India, an independent data auditor, and carry out an annual DPIA.',
    context: { entity_type: 'significant_data_fiduciary', sector: 'social_media', processes_children: false, cross_border_transfers: false },
    compliant: true,
  },
  {
    name: 'breach intimated within 72 hours',
    framework: 'india_dpdp',
    content: 'After a data breach we informed affected users without delay and filed a report with the Data Protection Board within 72 hours.',
    compliant: true,
  },
  {
    name: 'transfer under contract',
    framework: 'india_dpdp',
    content: 'Customer data is stored on servers in Singapore under standard contractual clauses.',
    compliant: true,
  },
  {
    name: 'payment data stored in India',
    framework: 'india_dpdp',
    content: 'UPI transaction data is stored only in India.',
    compliant: true, status: 'insufficient_information',
  },
  { name: 'greeting', framework: 'india_dpdp', content: 'Namaste! How can I help you today?', compliant: true, status: 'insufficient_information' },
  {
    name: 'processor under a valid contract',
    framework: 'india_dpdp',
    content: 'A cloud provider hosts customer data under a valid contract that limits use to our instructions.',
    compliant: true,
  },
  {
    name: 'loan app with consent and minimisation',
    framework: 'india_dpdp',
    content: 'With your consent, the loan app reads your contacts only to verify two references; we apply data minimisation.',
    compliant: true,
  },
];

const LENDING_GOVERNED =
  'The AI lending model recommends loan decisions. Bias audits across caste, gender and regional groups run every quarter, applicants receive an explanation of the decision, ' +
  'a loan officer reviews every rejection, and applicants can file a complaint with our grievance officer. An AI governance committee owns the model, accuracy metrics are monitored in production, and content filters and red-teaming guard the assistant.';

const indiaAiGov: Scenario[] = [
  {
    name: 'lending model rejects women',
    framework: 'india_ai_gov',
    content: 'The lending model automatically rejects female applicants from rural districts.',
    compliant: false,
    clauses: ['Non-discrimination'],
  },
  {
    name: 'chatbot pretends to be human',
    framework: 'india_ai_gov',
    content: 'The bank’s chatbot pretends to be a human agent named Rohit.',
    compliant: false,
    clauses: ['Disclosure of AI use'],
  },
  {
    name: 'voice clone of a politician',
    framework: 'india_ai_gov',
    content: 'The app clones voices to impersonate real politicians in campaign calls.',
    compliant: false,
    clauses: ['Labelling of synthetic media'],
  },
  {
    name: 'benefits chatbot only in English',
    framework: 'india_ai_gov',
    content: 'The government benefits chatbot is only available in English.',
    compliant: false,
    clauses: ['Inclusive and accessible design'],
  },
  {
    name: 'Aadhaar shared with an ad network',
    framework: 'india_ai_gov',
    content: 'The loan app shares Aadhaar numbers with an ad network.',
    compliant: false,
    clauses: ['Privacy'],
  },
  {
    name: 'automatic rejection without human review',
    framework: 'india_ai_gov',
    content: 'Insurance claims are automatically rejected without human review.',
    compliant: false,
    clauses: ['Human oversight'],
  },
  {
    name: 'companion bot exploits loneliness',
    framework: 'india_ai_gov',
    content: 'The companion chatbot exploits the loneliness of elderly users to sell subscriptions.',
    compliant: false,
    clauses: ['Harm prevention'],
  },
  {
    name: 'black-box credit model',
    framework: 'india_ai_gov',
    content: 'The credit model automatically declines applicants; it is a black box and the criteria are kept secret.',
    compliant: false,
    clauses: ['Explanations of decisions'],
  },
  {
    name: 'medical chatbot hallucinates',
    framework: 'india_ai_gov',
    content: 'The medical chatbot may hallucinate dosages and is not checked.',
    compliant: false,
    clauses: ['Reliability and monitoring'],
  },
  {
    name: 'surnames as a caste proxy',
    framework: 'india_ai_gov',
    content: 'The hiring model uses surnames to rank applicants.',
    compliant: false,
    clauses: ['Non-discrimination'],
  },
  {
    name: 'released without safety testing',
    framework: 'india_ai_gov',
    content: 'The AI tutor was released without safety testing.',
    compliant: false,
    clauses: ['Harm prevention'],
  },
];

const indiaAiGovCompliant: Scenario[] = [
  {
    name: 'multilingual citizen chatbot',
    framework: 'india_ai_gov',
    content:
      'The citizen services chatbot introduces itself as a virtual assistant, answers in Hindi, Tamil and English with voice input, and lets users file a complaint with a grievance officer. Content filters guard its answers.',
    compliant: true,
  },
  { name: 'governed lending model', framework: 'india_ai_gov', content: LENDING_GOVERNED, compliant: true },
  {
    name: 'image generator with watermarks',
    framework: 'india_ai_gov',
    content: 'The image generator watermarks every synthetic image, and safety filters block images of real people.',
    compliant: true,
  },
  { name: 'translation', framework: 'india_ai_gov', content: 'The translation model converts English text to Marathi.', compliant: true, status: 'insufficient_information' },
  {
    name: 'crop advisory bot',
    framework: 'india_ai_gov',
    content:
      'The crop advisory chatbot introduces itself as a virtual assistant, works in Hindi and Marathi, uses guardrails, offers a grievance portal and grounds answers in verified sources.',
    compliant: true,
  },
  { name: 'poems', framework: 'india_ai_gov', content: 'The AI writes birthday poems.', compliant: true, status: 'insufficient_information' },
  { name: 'resume formatting', framework: 'india_ai_gov', content: 'The tool formats your resume into a clean template.', compliant: true, status: 'insufficient_information' },
  {
    name: 'health information chatbot',
    framework: 'india_ai_gov',
    content:
      'The health information chatbot tells users they are chatting with an AI, answers in Hindi and English, is clinically validated, has safety filters, and users can raise a complaint with our grievance officer.',
    compliant: true,
  },
  {
    name: 'fraud alerts reviewed by analysts',
    framework: 'india_ai_gov',
    content:
      'The fraud model automatically flags transactions; an analyst reviews every flag, customers receive an explanation of the decision and can appeal it, and bias testing and accuracy monitoring run monthly.',
    compliant: true,
  },
  {
    name: 'support summaries with masking',
    framework: 'india_ai_gov',
    content: 'The AI summarises support tickets after identifiers are masked.',
    compliant: true, status: 'insufficient_information',
  },
];

export const SCENARIOS: readonly Scenario[] = [
  ...gdpr,
  ...gdprCompliant,
  ...ccpa,
  ...ccpaCompliant,
  ...hipaa,
  ...hipaaCompliant,
  ...euAiAct,
  ...euAiActCompliant,
  ...indiaDpdp,
  ...indiaDpdpCompliant,
  ...indiaAiGov,
  ...indiaAiGovCompliant,
];
