import { describeRulePack } from './rule-pack-table';

const UNRELATED = 'The AI writes birthday poems.';
const LENDING = 'The AI model automatically rejects loan applicants.';

describeRulePack('india_ai_gov', {
  'india_ai_gov.fairness.non_discrimination': [
    ['fail', 'The lending model rejects female applicants.'],
    ['fail', 'Loan pricing is based on caste.'],
    ['fail', `${LENDING} It uses pin codes as a feature.`],
    ['warning', LENDING],
    ['pass', `${LENDING} It uses pin codes as a feature, and bias audits across caste and gender groups run quarterly.`],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.fairness.bias_evaluation': [
    ['fail', `${LENDING} The model was never tested for bias.`],
    ['warning', LENDING],
    ['pass', `${LENDING} Fairness testing is done before every release.`],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.transparency.ai_disclosure': [
    ['fail', 'The support chatbot pretends to be a human agent.'],
    ['warning', 'A chatbot answers citizen queries.'],
    ['pass', 'A chatbot answers citizen queries and introduces itself as a virtual assistant.'],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.transparency.explanations': [
    ['fail', `${LENDING} The model is a black box.`],
    ['warning', LENDING],
    ['pass', `${LENDING} Each applicant receives an explanation of the decision.`],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.accountability.grievance_redressal': [
    ['fail', `${LENDING} Applicants cannot appeal the decision.`],
    ['warning', LENDING],
    ['pass', `${LENDING} Applicants can file a complaint with our grievance officer.`],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.accountability.ownership': [
    ['fail', 'The credit scoring model has no accountable owner.'],
    ['warning', 'The credit scoring model sets limits.'],
    ['pass', 'The credit scoring model is overseen by an AI governance committee.'],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.people_first.human_oversight': [
    ['fail', 'Loan applications are automatically rejected without human review.'],
    ['fail', 'The credit scoring model is fully automated.'],
    ['warning', LENDING],
    ['pass', `${LENDING} A loan officer reviews every rejection.`],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.safety.harm_prevention': [
    ['fail', 'The companion chatbot exploits the loneliness of elderly users.'],
    ['fail', 'The model was released without safety testing.'],
    ['warning', 'A chatbot answers citizen queries.'],
    ['pass', 'A chatbot answers citizen queries; content filters and red-teaming guard its output.'],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.safety.synthetic_media': [
    ['fail', 'The app clones voices to impersonate real politicians.'],
    ['warning', 'The app generates synthetic images.'],
    ['pass', 'The app generates synthetic images that are watermarked.'],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.privacy.personal_data': [
    ['fail', 'The loan app shares Aadhaar numbers with an ad network.'],
    ['fail', 'The assistant replied: your PAN is ABCPE1234F.'],
    ['fail', 'We train our models on customer data.'],
    ['pass', 'We train our models on customer data only with consent, after masking identifiers.'],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.inclusivity.accessible_design': [
    ['fail', 'The government benefits chatbot is only available in English.'],
    ['warning', 'A chatbot answers citizen queries.'],
    ['pass', 'A chatbot answers citizen queries in Hindi, Tamil and English with voice input.'],
    ['not_assessable', UNRELATED],
  ],
  'india_ai_gov.reliability.robustness': [
    ['fail', 'The medical chatbot may hallucinate dosages.'],
    ['fail', 'The AI model was never validated before launch.'],
    ['warning', LENDING],
    ['pass', `${LENDING} Accuracy metrics are monitored in production.`],
    ['not_assessable', UNRELATED],
  ],
});
