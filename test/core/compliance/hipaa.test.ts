import { describeRulePack } from './rule-pack-table';

const UNRELATED = 'Our bakery sells sourdough bread.';

describeRulePack('hipaa', {
  'hipaa.164_502a.uses_and_disclosures': [
    ['fail', 'The clinic posted patient records publicly on its website.'],
    ['fail', 'The hospital shares diagnosis details with employers.'],
    ['pass', 'The hospital shares diagnosis details with insurers for treatment, payment, and health care operations.'],
    ['pass', 'We share lab results with a research partner after patients sign a written authorization.'],
    ['not_assessable', UNRELATED],
  ],
  'hipaa.164_508.marketing_and_sale': [
    ['fail', 'Our hospital chatbot emails lab results to the marketing list.'],
    ['fail', 'The pharmacy sells prescription histories to data brokers.'],
    ['pass', 'Prescription reminders use PHI only after patients sign a HIPAA authorization for marketing.'],
    ['not_assessable', UNRELATED],
  ],
  'hipaa.164_502b.minimum_necessary': [
    ['fail', 'The assistant emails the entire medical record to the billing vendor.'],
    ['fail', 'Patient John Smith, SSN 536-22-1234, has diabetes.'],
    ['pass', 'The assistant sends billing only the minimum necessary fields from the patient file and never the entire medical record.'],
    ['not_assessable', UNRELATED],
  ],
  'hipaa.164_504e.business_associates': [
    ['fail', 'Doctors paste patient notes into a third-party AI service.'],
    ['fail', 'The clinic sends medical records to a transcription vendor; there is no BAA.'],
    ['pass', 'The clinic sends medical records to a transcription vendor under a signed business associate agreement.'],
    ['not_assessable', UNRELATED],
  ],
  'hipaa.164_404.breach_notification': [
    ['fail', 'Hackers stole patient records; we waited five months before notifying anyone.'],
    ['warning', 'Ransomware encrypted the medical records of the clinic.'],
    ['pass', 'After the breach of patient records we notified affected patients within 60 days.'],
    ['not_assessable', UNRELATED],
  ],
  'hipaa.164_514.deidentification': [
    ['fail', 'The anonymized dataset still includes patient names and dates of birth.'],
    ['fail', 'We train our models on patient records.'],
    ['pass', 'We train our models on patient records de-identified under the Safe Harbor method.'],
    ['not_assessable', UNRELATED],
  ],
  'hipaa.164_524.patient_rights': [
    ['fail', 'Patients cannot access their medical records.'],
    ['pass', 'Patients can access their medical records in the patient portal.'],
    ['not_assessable', UNRELATED],
  ],
  'hipaa.164_312.technical_safeguards': [
    ['fail', 'Medical records are stored unencrypted on laptops.'],
    ['fail', 'Patient data is not encrypted.'],
    ['warning', 'Medical records are encrypted.'],
    ['pass', 'Medical records are encrypted, access is restricted to clinicians, and every access is written to an audit log.'],
    ['not_assessable', UNRELATED],
  ],
  'hipaa.164_308.administrative_safeguards': [
    ['fail', 'The clinic stores medical records but no risk assessment was performed.'],
    ['warning', 'The clinic stores medical records.'],
    ['pass', 'The clinic performed a security risk analysis of all systems holding medical records.'],
    ['not_assessable', UNRELATED],
  ],
});
