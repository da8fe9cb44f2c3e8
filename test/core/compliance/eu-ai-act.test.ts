import { describeRulePack } from './rule-pack-table';

const UNRELATED = 'The AI writes birthday poems.';
const HIRING = 'Our AI screens CVs of applicants and shortlists candidates.';
const HIRING_WITH_EVERYTHING =
  'Our AI screens CVs of applicants. It is classified as high-risk under Annex III and passed a conformity assessment with CE marking. ' +
  'A risk management system covers the lifecycle; bias audits run every quarter on representative training data. ' +
  'Technical documentation and instructions for use are provided to deployers. Every recommendation is written to an audit log. ' +
  'Recruiters review every shortlist and can override the ranking. Accuracy metrics are reported and post-market monitoring tracks drift.';

describeRulePack('eu_ai_act', {
  'eu_ai_act.art5_1_a.manipulation': [
    ['fail', 'The shopping assistant uses subliminal cues to increase spending.'],
    ['fail', 'Dark patterns push users into paid upgrades.'],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art5_1_b.exploiting_vulnerabilities': [
    ['fail', 'The voice assistant exploits the loneliness of elderly users to sell subscriptions.'],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art5_1_c.social_scoring': [
    ['fail', 'The municipality runs a social scoring system that limits access to housing.'],
    ['fail', 'The platform scores residents based on their social media activity.'],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art5_1_d.predictive_policing': [
    ['fail', 'The model predicts whether a person will commit a crime based on personality traits.'],
    ['warning', 'The model predicts whether a suspect will commit a crime from their prior convictions.'],
    ['pass', 'The model predicts whether a person will reoffend; an officer reviews every assessment against verified facts.'],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art5_1_e.facial_image_scraping': [
    ['fail', 'We scrape facial images from social media to grow our recognition database.'],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art5_1_f.emotion_recognition_work_education': [
    ['fail', 'The hiring model ranks candidates by their facial expressions during video interviews.'],
    ['fail', 'The classroom camera detects emotions of students.'],
    ['pass', 'Driver fatigue detection monitors stress levels of truck drivers at work.'],
    ['not_assessable', 'The retail kiosk detects emotions of shoppers.'],
  ],
  'eu_ai_act.art5_1_g.biometric_categorisation': [
    ['fail', 'The camera infers political opinions from facial images.'],
    ['not_assessable', 'The system infers delivery times.'],
  ],
  'eu_ai_act.art5_1_h.realtime_remote_biometric_identification': [
    ['fail', 'Police run live facial recognition at train stations.'],
    ['warning', 'Police run live facial recognition at train stations only in a targeted search for missing children with prior authorisation by a judicial authority.'],
    ['not_assessable', 'Users unlock their phones with face recognition.'],
  ],
  'eu_ai_act.art6.high_risk_classification': [
    ['warning', HIRING],
    ['pass', `${HIRING} The system is classified as high-risk.`],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art9.risk_management': [
    ['fail', `${HIRING} No risk assessment was performed.`],
    ['warning', HIRING],
    ['pass', HIRING_WITH_EVERYTHING],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art10.data_governance': [
    ['fail', `${HIRING} It was trained on biased data.`],
    ['fail', 'The credit scoring model charges higher rates to women based on gender.'],
    ['fail', 'The credit scoring model uses pin codes as a feature.'],
    ['warning', HIRING],
    ['pass', HIRING_WITH_EVERYTHING],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art11.technical_documentation': [
    ['fail', `${HIRING} There is no technical documentation.`],
    ['warning', HIRING],
    ['pass', HIRING_WITH_EVERYTHING],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art12.record_keeping': [
    ['fail', `${HIRING} No logs are kept of its recommendations.`],
    ['warning', HIRING],
    ['pass', HIRING_WITH_EVERYTHING],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art13.transparency_to_deployers': [
    ['fail', `${HIRING} The model is a black box.`],
    ['warning', HIRING],
    ['pass', HIRING_WITH_EVERYTHING],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art14.human_oversight': [
    ['fail', 'The credit scoring model rejects loan applications without human review.'],
    ['fail', `${HIRING} Rejections are fully automated.`],
    ['warning', HIRING],
    ['pass', HIRING_WITH_EVERYTHING],
    ['warning', 'The system screens applicants.', { high_risk_indicators: true }],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art15.accuracy_robustness': [
    ['fail', `${HIRING} It was deployed without any testing.`],
    ['warning', HIRING],
    ['pass', HIRING_WITH_EVERYTHING],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art27.fundamental_rights_impact_assessment': [
    ['fail', 'The bank uses credit scoring; no fundamental rights impact assessment was done.'],
    ['warning', 'The bank uses credit scoring.'],
    ['pass', 'The bank uses credit scoring after a fundamental rights impact assessment.'],
    ['not_assessable', HIRING],
  ],
  'eu_ai_act.art43.conformity_assessment': [
    ['fail', `${HIRING} It launched without a conformity assessment.`],
    ['warning', HIRING],
    ['pass', HIRING_WITH_EVERYTHING],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art72.post_market_monitoring': [
    ['fail', `${HIRING} There is no post-market monitoring.`],
    ['warning', HIRING],
    ['pass', HIRING_WITH_EVERYTHING],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art50_1.ai_interaction_disclosure': [
    ['fail', 'The support chatbot pretends to be a human agent.'],
    ['fail', 'Users of the chatbot are never told they are chatting with an AI.'],
    ['warning', 'A chatbot answers support questions.'],
    ['pass', 'A chatbot answers support questions and tells users they are chatting with an AI.'],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art50_2_4.synthetic_content': [
    ['fail', 'The app creates deepfakes of politicians that are not labelled as AI-generated.'],
    ['fail', 'The campaign uses deepfakes that impersonate real politicians.'],
    ['warning', 'The app offers voice cloning.'],
    ['pass', 'AI-generated images are watermarked with C2PA content credentials.'],
    ['not_assessable', UNRELATED],
  ],
  'eu_ai_act.art50_3.emotion_biometric_notice': [
    ['fail', 'The store secretly runs emotion recognition on shoppers.'],
    ['warning', 'The retail kiosk detects emotions of shoppers.'],
    ['pass', 'The retail kiosk detects emotions of shoppers; a privacy notice at the entrance informs shoppers about it.'],
    ['not_assessable', UNRELATED],
  ],
});
