import { describe, expect, it } from 'vitest';
import { detectSignals } from '../../../src/core/compliance/detect';
import { SIGNAL_SPECS, type SignalId } from '../../../src/core/compliance/signals';

/** Signals set by derivation or by PII detection, tested separately below. */
type DerivedOrPii = 'data.special_category' | 'data.sensitive' | 'data.phi' | 'ai.high_risk' | 'exposure.identifiers' | 'exposure.indian_identifiers';
type PatternSignal = Exclude<SignalId, DerivedOrPii>;

interface SignalCase {
  /** Sentences in which the signal must be found. */
  matches: string[];
  /** Sentences in which it must not be found (near misses). */
  ignores: string[];
  /** For negatable signals: sentences that deny it (reported as `not:<id>` only). */
  denied?: string[];
}

// The Record type makes the compiler insist on a row for every pattern signal.
const TABLE: Record<PatternSignal, SignalCase> = {
  'data.personal': {
    matches: ['We store your email address and phone number.', 'Customer data is kept in our CRM.', 'It logs the IP address of visitors.'],
    ignores: ['The weather is nice today.', 'Our office address is on the website footer page.'],
  },
  'data.health': {
    matches: [
      'The bot emails lab results to patients.',
      'We keep medical records for ten years.',
      'It stores each patient’s diagnosis and prescriptions.',
      'HIV status is recorded.',
      'The user was diagnosed with diabetes.',
    ],
    ignores: [
      'We sell garden furniture.',
      'The system health dashboard is green.',
      'Common symptoms of the flu include fever.',
      'All unit test results are green.',
      'Diabetes is a chronic disease.',
    ],
  },
  'data.biometric': {
    matches: ['We collect fingerprints at the gate.', 'The app uses facial recognition to log in.', 'A voiceprint verifies the caller.'],
    ignores: ['Please enter your password.', 'Our facilities are open daily.'],
  },
  'data.genetic': {
    matches: ['Customers send us a DNA sample.', 'We analyse genetic data for ancestry.'],
    ignores: ['Generic medicines are cheaper.', 'dna is not an acronym in lower case here.'],
  },
  'data.special_other': {
    matches: ['The form asks for religion and caste.', 'We infer political opinions from likes.', 'Sexual orientation is optional.'],
    ignores: ['The form asks for your name.', 'Politics is a popular topic.'],
  },
  'data.children': {
    matches: ['The app is designed for children.', 'Users under 13 need help.', 'Our service is used by teenagers.', 'A 12-year-old can sign up.'],
    ignores: ['Adults only.', 'The page loads in under 5 seconds.'],
    denied: ['The service is not directed to children.'],
  },
  'data.financial': {
    matches: ['Enter your credit card number.', 'We verify the bank account.', 'We check credit history.', 'The IFSC code is needed.'],
    ignores: ['The bank of the river is steep.', 'Our account managers will call you.'],
  },
  'data.payment_system': {
    matches: ['UPI transactions are logged.', 'Payment data is stored for audits.'],
    ignores: ['Payment is due on Friday.', 'We accept UPI.'],
  },
  'data.indian_id': {
    matches: ['Enter your Aadhaar number.', 'We verify the PAN card.', 'Upload your voter ID.', 'Share your UPI ID.'],
    ignores: ['Heat the pan on the stove.', 'We serve customers pan-India.'],
  },
  'data.government_id': {
    matches: ['Enter your social security number.', 'We keep a copy of the passport details.', 'Your SSN is required.'],
    ignores: ['Social media is popular.', 'The ssn field is lower case only.'],
  },
  'data.precise_location': {
    matches: ['The app collects precise geolocation.', 'GPS coordinates are stored.'],
    ignores: ['Our location is Mumbai.', 'Locate the nearest branch.'],
  },
  'processing.sale': {
    matches: ['We sell your personal data to partners.', 'Customer lists are sold to marketers.', 'We work with data brokers.'],
    ignores: ['We sell shoes and bags.', 'The sale ends tomorrow.'],
    denied: ['We do not sell your personal information.'],
  },
  'processing.sharing_third_party': {
    matches: ['We share your data with third parties.', 'Details are disclosed to our insurers.', 'It shares Aadhaar numbers with an ad network.'],
    ignores: ['Share this article with friends on social media.', 'Third parties are mentioned in the contract.'],
    denied: ['We never share your data with advertisers.'],
  },
  'processing.ad_network': {
    matches: ['Data goes to our advertising partners.', 'We embed tracking pixels.', 'Advertisers receive segments.'],
    ignores: ['Adverse events are reported.', 'We advertise on billboards.'],
    denied: ['No ad networks receive your data.'],
  },
  'processing.targeted_ads': {
    matches: ['We use your history for targeted advertising.', 'Cross-context behavioral advertising is enabled.', 'We serve personalised ads.'],
    ignores: ['Advertising revenue grew.', 'Targets were met this quarter.'],
    denied: ['We do not show targeted ads to minors.'],
  },
  'processing.marketing': {
    matches: ['Your email is added to the marketing list.', 'We send promotional emails.', 'Subscribe to the newsletter.'],
    ignores: ['The market opened higher.', 'Marketed as a premium product.'],
    denied: ['We will not use your data for marketing.'],
  },
  'processing.profiling': {
    matches: ['We build behavioural profiles of users.', 'Profiling is used to rank offers.', 'The model infers interests from browsing.'],
    ignores: ['Update your profile picture.', 'A profile of the company appears in the report.'],
    denied: ['We do not engage in profiling.'],
  },
  'processing.automated_decision': {
    matches: ['The system automatically rejects applications.', 'Automated decisions set credit limits.', 'The model ranks candidates by score.'],
    ignores: ['Automated tests run nightly.', 'Candidates may apply online.'],
    denied: ['No automated decision-making takes place.'],
  },
  'processing.solely_automated': {
    matches: ['The decision is fully automated.', 'Claims are decided entirely by the algorithm.', 'There is no human in the loop.'],
    ignores: ['A human reviews every case.', 'Builds are automated.'],
  },
  'processing.tracking': {
    matches: ['The SDK tracks users across apps.', 'We use location tracking.', 'The tool monitors keystrokes of employees.'],
    ignores: ['Track your parcel here.', 'The race track is closed.'],
    denied: ['We do not track children.'],
  },
  'processing.cross_border': {
    matches: ['Data is transferred to the United States.', 'Records are stored on servers in Singapore.', 'We rely on international transfers.'],
    ignores: ['Our staff travel abroad.', 'We ship parcels worldwide.'],
    denied: ['Data is never transferred outside India.'],
  },
  'processing.indefinite_retention': {
    matches: ['We retain data indefinitely.', 'We never delete chat logs.', 'There is no retention limit.'],
    ignores: ['We retain data for 30 days.', 'Indefinite articles are grammar.'],
  },
  'processing.excessive_collection': {
    matches: ['We collect as much data as possible.', 'We gather all available information in case it is useful.'],
    ignores: ['We collect your email to send receipts.', 'Collect your parcel at the counter.'],
    denied: ['We do not collect more data than necessary.'],
  },
  'processing.device_harvesting': {
    matches: ['The loan app accesses your contacts and photos.', 'It uploads call logs to our servers.'],
    ignores: ['Contact us for help.', 'Photos from the event are online.'],
    denied: ['The app never reads your SMS messages.'],
  },
  'processing.full_record_disclosure': {
    matches: ['The assistant emails the entire medical record to the insurer.', 'We send full patient charts to the vendor.'],
    ignores: ['Patients can view their record.', 'A full refund is available.'],
    denied: ['We never send the entire medical record to insurers.'],
  },
  'processing.secondary_use': {
    matches: ['We may use your data for any purpose.', 'Data is later used for advertising.', 'We repurpose support chats.'],
    ignores: ['We use your data for the purpose stated above.', 'Purpose-built tools help.'],
    denied: ['Your data is not used for any other purpose.'],
  },
  'processing.training': {
    matches: ['We train our models on your conversations.', 'Customer chats are used to train the assistant.'],
    ignores: ['Staff training is mandatory.', 'Train tickets are available.'],
    denied: ['We never train models on customer data.'],
  },
  'processing.research': {
    matches: ['Records are shared for medical research.', 'Data is used for research purposes.'],
    ignores: ['Do your own research before buying.', 'Researchers visited the office.'],
    denied: ['Data is not used for research purposes.'],
  },
  'processing.vendor': {
    matches: ['We use a cloud provider to host data.', 'Transcripts go to a third-party AI service.', 'Our vendors process payments.', 'Data is sent to OpenAI.'],
    ignores: ['We are a family business.', 'Providers of music licences.'],
    denied: ['We do not use third-party AI services.'],
  },
  'processing.vendor_own_use': {
    matches: ['Vendors may use the data for their own purposes.', 'Partners are free to sell the data as they see fit.'],
    ignores: ['Vendors may use the data only to host our service.', 'Partners are listed on our site.'],
  },
  'processing.large_scale': {
    matches: ['We process data of millions of users.', 'A large-scale deployment across 20 million patients.', 'A nationwide rollout.'],
    ignores: ['A small clinic with ten staff.', 'The scale shows 5 kg.'],
  },
  'processing.breach': {
    matches: ['A data breach exposed customer emails.', 'The database was hacked last week.', 'Records were leaked online.'],
    ignores: ['Breach of contract is a legal term.', 'We closed the leaky tap.'],
    denied: ['No data breach has occurred.'],
  },
  'processing.breach_delayed': {
    matches: ['We waited three months before notifying customers.', 'The company decided not to notify the regulator.', 'Patients were told months later.'],
    ignores: ['We notify customers within 72 hours.', 'Wait for the page to load.'],
  },
  'processing.public_exposure': {
    matches: ['Files sit in a public S3 bucket.', 'The spreadsheet is publicly accessible.', 'Anyone with the link can view it.'],
    ignores: ['The library is open to the public.', 'Public holidays are listed.'],
    denied: ['Patient files are never publicly accessible.'],
  },
  'processing.unencrypted': {
    matches: ['Records are stored unencrypted.', 'Passwords are kept in plain text.', 'Files are sent over FTP.'],
    ignores: ['Records are encrypted.', 'Use plain language in notices.'],
    denied: ['Passwords are never stored in plain text.'],
  },
  'processing.covert': {
    matches: ['The app secretly records audio.', 'Data is collected without the user’s knowledge.', 'Users are not informed about tracking.'],
    ignores: ['Users are informed before collection.', 'A secret recipe for success.'],
  },
  'processing.bundled_consent': {
    matches: ['Consent boxes are pre-ticked.', 'By using this app you agree to all processing.', 'Consent is assumed from continued use.'],
    ignores: ['Users tick an unticked box to consent.', 'By the way, the app is free.'],
  },
  'processing.consent_irrevocable': {
    matches: ['Consent cannot be withdrawn once given.', 'We continue to process data after users withdraw consent.'],
    ignores: ['Consent can be withdrawn at any time.', 'We continue to improve our service.'],
  },
  'processing.rights_denied': {
    matches: ['Deletion requests are ignored.', 'Users cannot delete their accounts.', 'There is no way to access your data.'],
    ignores: ['Users can delete their accounts.', 'Requests are answered within 30 days.'],
  },
  'processing.rights_retaliation': {
    matches: ['We charge higher prices to consumers who opt out.', 'We suspend accounts of users who request deletion.'],
    ignores: ['We charge the same price to everyone.', 'Accounts may be suspended for fraud.'],
  },
  'processing.financial_incentive': {
    matches: ['Join our loyalty program for discounts.', 'Get a coupon in exchange for your email address.'],
    ignores: ['Discounts apply to all customers.', 'Our programs run weekly.'],
    denied: ['We do not run a loyalty program.'],
  },
  'processing.reidentifiable': {
    matches: ['The anonymized dataset still includes patient names and dates of birth.', 'The records can be re-identified with voter rolls.'],
    ignores: ['The dataset is anonymized with all identifiers removed.', 'Identify the right product for you.'],
    denied: ['The data cannot be re-identified.'],
  },
  'context.public_space': {
    matches: ['Cameras cover public spaces.', 'Deployed at train stations.', 'CCTV feeds are analysed.'],
    ignores: ['Installed in private homes.', 'The public sector budget.'],
  },
  'context.workplace': {
    matches: ['The tool monitors employees.', 'Used during job interviews.', 'It scores candidates.'],
    ignores: ['Used by shoppers at home.', 'Read the instructions.'],
  },
  'context.education': {
    matches: ['Used in classrooms.', 'It grades students.', 'Deployed in universities.'],
    ignores: ['Used in warehouses.', 'Schooling of fish.'],
  },
  'domain.healthcare': {
    matches: ['Our hospital uses a chatbot.', 'A telehealth service.', 'Doctors review the notes.'],
    ignores: ['Our bakery uses a chatbot.', 'Hospitality industry.'],
  },
  'entity.significant_data_fiduciary': {
    matches: ['We are a significant data fiduciary.', 'As an SDF we run audits.'],
    ignores: ['We are a data fiduciary.', 'The sdf file format.'],
  },
  'ai.system': {
    matches: ['Our AI answers questions.', 'A machine learning model scores leads.', 'The chatbot replies instantly.', 'The hiring model ranks people.'],
    ignores: ['A spreadsheet tracks orders.', 'Said the aide.'],
  },
  'ai.chatbot': {
    matches: ['A chatbot answers questions.', 'Our virtual assistant books slots.', 'You are chatting with an AI assistant.'],
    ignores: ['A human agent answers questions.', 'Assistance is available.'],
    denied: ['We do not use chatbots.'],
  },
  'ai.synthetic_media': {
    matches: ['The app creates deepfakes.', 'We offer voice cloning.', 'AI-generated images appear in ads.'],
    ignores: ['Real photos from our studio.', 'Synthetic fabrics are durable.'],
    denied: ['We never produce deepfakes.'],
  },
  'ai.impersonation': {
    matches: ['The bot pretends to be a human agent.', 'The assistant never reveals that it is an AI.', 'It impersonates real politicians.'],
    ignores: ['The bot says it is an AI.', 'Human agents answer calls.'],
  },
  'ai.manipulation': {
    matches: ['The app uses subliminal cues.', 'Dark patterns push upgrades.', 'It manipulates users into buying.'],
    ignores: ['The app uses clear prices.', 'Data manipulation in spreadsheets is easy.'],
    denied: ['We never use dark patterns.'],
  },
  'ai.exploit_vulnerability': {
    matches: ['The game exploits the loneliness of elderly users.', 'Offers prey on people in debt.', 'Payday loans targeting vulnerable people in debt.'],
    ignores: ['We exploit economies of scale.', 'Loans are offered to all.'],
    denied: ['The game never exploits the loneliness of elderly users.'],
  },
  'ai.social_scoring': {
    matches: ['The city runs a social scoring system.', 'A citizen score decides access.', 'It scores residents based on their social media activity.'],
    ignores: ['A credit score is used.', 'Social events are fun.'],
    denied: ['We do not do social scoring.'],
  },
  'ai.predictive_policing': {
    matches: ['The model predicts whether a person will commit a crime.', 'We offer predictive policing.', 'Recidivism risk scores are produced.'],
    ignores: ['Police cars are blue.', 'We predict the weather.'],
    denied: ['The tool does not offer predictive policing.'],
  },
  'ai.personality_traits': {
    matches: ['Based on personality traits.', 'It uses nationality and family background.'],
    ignores: ['Based on the invoice.', 'Personal best time.'],
  },
  'ai.face_scraping': {
    matches: ['We scrape facial images from social media.', 'We build a face database from scraped photos.'],
    ignores: ['We scrape prices from websites.', 'Upload your profile picture.'],
    denied: ['We never scrape facial images from social media.'],
  },
  'ai.emotion_recognition': {
    matches: ['The tool detects emotions of callers.', 'It ranks candidates by their facial expressions.', 'Emotion recognition is enabled.'],
    ignores: ['The movie is emotional.', 'Facial cleansers are on sale.'],
    denied: ['We do not use emotion recognition.'],
  },
  'ai.sensitive_trait_inference': {
    matches: ['The system infers sexual orientation from photos.', 'It predicts religion from names.', 'Ethnicity classification of faces.'],
    ignores: ['It infers delivery times.', 'Religion is a private matter.'],
    denied: ['The system does not infer sexual orientation.'],
  },
  'ai.realtime_rbi': {
    matches: ['Police use live facial recognition.', 'Cameras identify faces in real time.'],
    ignores: ['Users unlock phones with face recognition.', 'Live music tonight.'],
    denied: ['We do not use live facial recognition.'],
  },
  'ai.opaque': {
    matches: ['The model is a black box.', 'The criteria are kept secret.', 'The system does not explain rejections.'],
    ignores: ['Reasons are explained to applicants.', 'A black cat.'],
  },
  'ai.unreliable': {
    matches: ['The model may hallucinate citations.', 'It was deployed without any testing.', 'An unvalidated model gives advice.'],
    ignores: ['The model is validated on test data.', 'Tested and ready.'],
  },
  'ai.discrimination': {
    matches: ['The model rejects female applicants.', 'Loans are priced based on caste.', 'Women are less suited for engineering roles.'],
    ignores: ['Loans are priced based on income.', 'Female and male toilets.'],
    denied: ['Decisions are never based on religion.'],
  },
  'ai.proxy_features': {
    matches: ['Pin codes are used as a feature.', 'The model uses surnames to rank applicants.'],
    ignores: ['Enter your pin code for delivery.', 'Surnames are printed on cards.'],
    denied: ['The model does not use surnames to rank applicants.'],
  },
  'ai.biased_data': {
    matches: ['The model was trained on biased data.', 'It was trained mostly on urban men.'],
    ignores: ['The data was audited for bias.', 'Trained staff answer calls.'],
    denied: ['The model was not trained on biased data.'],
  },
  'ai.exclusion': {
    matches: ['The service is only available in English.', 'There is no screen reader support.'],
    ignores: ['The service is available in Hindi and English.', 'English breakfast is served.'],
  },
  'area.biometric_identification': {
    matches: ['A facial recognition system identifies shoplifters.', 'Remote biometric identification is used.'],
    ignores: ['Users verify with a PIN.', 'Recognition awards for staff.'],
    denied: ['We do not use remote biometric identification.'],
  },
  'area.critical_infrastructure': {
    matches: ['The AI balances the power grid.', 'It controls the water supply network.'],
    ignores: ['The power of habit.', 'Water the plants daily.'],
    denied: ['The AI does not control the power grid.'],
  },
  'area.education': {
    matches: ['The AI grades student essays.', 'Online exam proctoring flags cheating.', 'It decides university admissions.'],
    ignores: ['Students get a discount.', 'Education is important.'],
    denied: ['The AI does not grade student essays.'],
  },
  'area.employment': {
    matches: ['The tool screens CVs of applicants.', 'A hiring algorithm shortlists candidates.', 'It tracks driver productivity.'],
    ignores: ['We are hiring!', 'Job openings are posted.'],
    denied: ['The tool never screens CVs of applicants.'],
  },
  'area.essential_services': {
    matches: ['The model performs credit scoring.', 'It decides loan eligibility.', 'It assesses creditworthiness.'],
    ignores: ['Services are essential.', 'Pay your bill on time.'],
    denied: ['The model is not used for credit scoring.'],
  },
  'area.law_enforcement': {
    matches: ['The tool is used by police to identify suspects.', 'It is deployed for law enforcement purposes.'],
    ignores: ['We disclose data to police if legally required by a court.', 'Enforce the dress code.'],
    denied: ['The tool is not used by police to identify suspects.'],
  },
  'area.migration': {
    matches: ['The system screens asylum applications.', 'Used at border control.'],
    ignores: ['Data migration is scheduled.', 'Visa cards accepted.'],
    denied: ['It is not used for border control.'],
  },
  'area.justice': {
    matches: ['The tool recommends sentences to judges.', 'It informs bail decisions.'],
    ignores: ['Justice is a virtue.', 'Courtyard dining.'],
    denied: ['It does not inform bail decisions.'],
  },
  'safeguard.consent': {
    matches: ['We ask for your consent.', 'Users opt in to emails.', 'We obtain your permission first.'],
    ignores: ['Contents of the box.', 'We consult experts.'],
    denied: ['Data is processed without consent.'],
  },
  'safeguard.explicit_consent': {
    matches: ['We require explicit consent.', 'Separate written authorization is collected.'],
    ignores: ['We require consent.', 'Explicit lyrics warning.'],
    denied: ['No explicit consent is collected.'],
  },
  'safeguard.parental_consent': {
    matches: ['Verifiable parental consent is required.', 'We obtain consent from a parent.'],
    ignores: ['Parents can attend.', 'Parental leave policy.'],
    denied: ['Children sign up without parental consent.'],
  },
  'safeguard.age_verification': {
    matches: ['Age verification runs at signup.', 'We verify the age of users.'],
    ignores: ['The age of the building.', 'Verify your email.'],
    denied: ['There is no age verification.'],
  },
  'safeguard.lawful_basis': {
    matches: ['Our lawful basis is legitimate interests.', 'Processing is necessary for the performance of a contract.'],
    ignores: ['Basic plan features.', 'Legal advice is available.'],
    denied: ['We have no lawful basis for this.'],
  },
  'safeguard.art9_condition': {
    matches: ['Data is processed for medical diagnosis by clinicians.', 'Staff are bound by professional secrecy.'],
    ignores: ['Medical supplies are sold.', 'Secrecy is a virtue in fiction.'],
    denied: ['Data is not processed for medical diagnosis.'],
  },
  'safeguard.notice': {
    matches: ['Read our privacy notice.', 'We inform users about what we collect.', 'A notice at collection is shown.'],
    ignores: ['Notice the difference.', 'Read our terms.'],
    denied: ['There is no privacy notice.'],
  },
  'safeguard.purpose_specified': {
    matches: ['We use your email only to send receipts.', 'Data is not used for any other purpose.', 'Processing is limited to the stated purpose.'],
    ignores: ['We use your email.', 'Only you can prevent fires.'],
  },
  'safeguard.minimisation': {
    matches: ['We apply data minimisation.', 'Identifiers are masked.', 'We only collect the data that is strictly necessary.'],
    ignores: ['We collect your data.', 'Minimal design.'],
  },
  'safeguard.retention': {
    matches: ['Records are deleted after 90 days.', 'Our retention policy limits storage.', 'We keep logs for 12 months.'],
    ignores: ['We keep logs.', 'Retention of staff is high.'],
    denied: ['There is no retention policy.'],
  },
  'safeguard.erasure': {
    matches: ['We delete your data upon request.', 'You have the right to erasure.'],
    ignores: ['Delete the spam folder.', 'Erase the whiteboard.'],
    denied: ['We do not delete your data upon request.'],
  },
  'safeguard.dpia': {
    matches: ['A DPIA was completed.', 'We ran a data protection impact assessment.'],
    ignores: ['An impact report on sales.', 'dpia in lower case.'],
    denied: ['No DPIA was carried out.'],
  },
  'safeguard.fria': {
    matches: ['A fundamental rights impact assessment was done.', 'The FRIA is on file.'],
    ignores: ['Fundamental physics.', 'Friday release.'],
    denied: ['No fundamental rights impact assessment was done.'],
  },
  'safeguard.dpo': {
    matches: ['Contact our data protection officer.', 'Our DPO reviews projects.'],
    ignores: ['Contact our sales officer.', 'The depot is closed.'],
    denied: ['We have not appointed a DPO.'],
  },
  'safeguard.independent_audit': {
    matches: ['An independent data auditor reviews us.', 'We commission annual audits.'],
    ignores: ['Audio settings.', 'Our finance team audits expenses.'],
    denied: ['There are no independent audits.'],
  },
  'safeguard.rights': {
    matches: ['You have the right of access.', 'You can delete your data at any time.', 'Submit a data subject request.'],
    ignores: ['Turn right at the corner.', 'All rights reserved.'],
    denied: ['Users do not have the right of access.'],
  },
  'safeguard.right_to_know': {
    matches: ['You have the right to know what we collect.', 'We list the categories of personal information we collect.'],
    ignores: ['Good to know.', 'Categories of products.'],
    denied: ['Consumers have no right to know what we collect.'],
  },
  'safeguard.right_to_delete': {
    matches: ['You have the right to delete your information.', 'You may request deletion.'],
    ignores: ['Delete the draft.', 'Request a quote.'],
    denied: ['There is no right to deletion.'],
  },
  'safeguard.opt_out': {
    matches: ['You can opt out at any time.', 'Click unsubscribe.'],
    ignores: ['Opt for the larger size.', 'Subscribe now.'],
    denied: ['Users cannot opt out.'],
  },
  'safeguard.do_not_sell_link': {
    matches: ['Click "Do Not Sell or Share My Personal Information".', 'We honor Global Privacy Control signals.', 'See Your Privacy Choices.'],
    ignores: ['We do not sell shoes online.', 'Your choices matter.'],
    denied: ['The site has no Do Not Sell link and ignores Global Privacy Control.', 'We bypass GPC signals.'],
  },
  'safeguard.limit_sensitive_link': {
    matches: ['Use the "Limit the Use of My Sensitive Personal Information" link.', 'You have the right to limit the use of sensitive data.'],
    ignores: ['Speed limit ahead.', 'Sensitive skin products.'],
    denied: ['There is no way to limit the use of sensitive data.'],
  },
  'safeguard.incentive_notice': {
    matches: ['See our notice of financial incentive.', 'We estimate the value of the consumer’s data at $5.'],
    ignores: ['Notice the price.', 'Value for money.'],
    denied: ['There is no notice of financial incentive.'],
  },
  'safeguard.non_discrimination': {
    matches: ['We will not discriminate against you for exercising your rights.', 'Our non-discrimination policy applies.'],
    ignores: ['Discrimination is a social problem.', 'We will not be open on Sunday.'],
  },
  'safeguard.transfer_mechanism': {
    matches: ['Transfers rely on standard contractual clauses.', 'The US recipient is certified under the Data Privacy Framework.'],
    ignores: ['Standard delivery is free.', 'A framework agreement.'],
    denied: ['Transfers happen without standard contractual clauses.'],
  },
  'safeguard.localisation': {
    matches: ['All data is stored only in India.', 'We use Indian data centres.', 'Servers located in India.'],
    ignores: ['Our customers are in India.', 'Localised content.'],
    denied: ['Data is not stored in India.'],
  },
  'safeguard.encryption': {
    matches: ['Data is encrypted at rest and in transit.', 'We use AES-256.', 'All traffic uses TLS 1.3.'],
    ignores: ['Data is stored in a database.', 'Tls in lower case is not an acronym.'],
    denied: ['The backups are not encrypted.'],
  },
  'safeguard.access_control': {
    matches: ['Role-based access control is enforced.', 'Staff log in with MFA.', 'Access is restricted to clinicians.'],
    ignores: ['Access the portal here.', 'Remote control for the TV.'],
    denied: ['There are no access controls.'],
  },
  'safeguard.security_program': {
    matches: ['We maintain reasonable security safeguards.', 'We are ISO 27001 certified.', 'We run penetration testing yearly.'],
    ignores: ['Security guards at the gate.', 'We have a social programme.'],
    denied: ['We have no security measures.'],
  },
  'safeguard.logging': {
    matches: ['Every decision is written to an audit trail.', 'We log all access to records.', 'Record-keeping is automatic.'],
    ignores: ['Logging industry news.', 'Records are kept.'],
    denied: ['No audit logs are kept.'],
  },
  'safeguard.breach_notification': {
    matches: ['We notify affected users within 72 hours.', 'Our breach notification process is tested.', 'We inform the Data Protection Board without delay.'],
    ignores: ['We notify you of new products.', 'Breach of contract.'],
    denied: ['We did not notify affected patients within 60 days.'],
  },
  'safeguard.deidentification': {
    matches: ['Data is de-identified using the Safe Harbor method.', 'Records are anonymised before analysis.', 'We remove all 18 identifiers.'],
    ignores: ['Data is identified by ID.', 'Identification documents.'],
    denied: ['The data is not anonymised.'],
  },
  'safeguard.hipaa_authorization': {
    matches: ['We obtain written authorization from patients.', 'Patients sign a HIPAA authorization form.', 'An IRB waiver covers the study.'],
    ignores: ['Authorization header in the API.', 'Sign the guestbook.'],
    denied: ['We do not obtain written authorization from patients.'],
  },
  'safeguard.treatment_payment_operations': {
    matches: ['PHI is used for treatment, payment, and health care operations.', 'Shared with specialists in order to provide treatment.'],
    ignores: ['Payment is due.', 'Operations team.'],
  },
  'safeguard.baa': {
    matches: ['We signed a business associate agreement with the vendor.', 'A BAA is in place.'],
    ignores: ['Baa baa black sheep.', 'Business associates meet monthly.'],
    denied: ['There is no BAA with the transcription vendor.'],
  },
  'safeguard.patient_rights': {
    matches: ['We provide a notice of privacy practices.', 'Patients can access their medical records in the patient portal.', 'Request an amendment of your record.'],
    ignores: ['Patients can book visits.', 'Practice makes perfect.'],
    denied: ['We do not provide a notice of privacy practices.'],
  },
  'safeguard.service_contract': {
    matches: ['Vendors sign a data processing agreement.', 'Processors are contractually prohibited from selling data.'],
    ignores: ['Sign the contract for the office lease.', 'Processing fees apply.'],
    denied: ['There is no data processing agreement.'],
  },
  'safeguard.human_oversight': {
    matches: ['A human reviews each decision.', 'Every rejection is reviewed by a loan officer.', 'Recruiters can override the ranking.'],
    ignores: ['The human body is complex.', 'Reviewed by customers online.'],
    denied: ['Applications are rejected without human review.'],
  },
  'safeguard.appeal': {
    matches: ['Applicants can appeal the decision.', 'You may contest the decision.'],
    ignores: ['Decisions are final.', 'Curb appeal of houses.'],
    denied: ['Applicants cannot appeal the decision.'],
  },
  'safeguard.explanation': {
    matches: ['We explain the reasons for each decision.', 'Adverse action notices list reason codes.'],
    ignores: ['We explain our pricing.', 'Decisions are made daily.'],
    denied: ['We do not explain decisions.'],
  },
  'safeguard.instructions_for_use': {
    matches: ['Deployers receive instructions for use.', 'Limitations are documented in the user guide.'],
    ignores: ['Instructions for assembly.', 'Use the stairs.'],
    denied: ['Deployers get no instructions for use.'],
  },
  'safeguard.documentation': {
    matches: ['We publish a model card.', 'Technical documentation covers the design.'],
    ignores: ['Documentation of invoices.', 'A business card.'],
    denied: ['There is no technical documentation.'],
  },
  'safeguard.risk_management': {
    matches: ['A risk management system covers the lifecycle.', 'We red-team the model.', 'We identify and mitigate foreseeable risks.'],
    ignores: ['Risky business.', 'Management meets weekly.'],
    denied: ['No risk assessment was performed.'],
  },
  'safeguard.bias_testing': {
    matches: ['We run bias audits every quarter.', 'The model was tested for bias across gender groups.', 'Fairness testing is done before release.'],
    ignores: ['We test the website.', 'Biased opinions exist.'],
    denied: ['The model was never tested for bias.'],
  },
  'safeguard.data_governance': {
    matches: ['Our data governance process documents sources.', 'Data provenance is recorded.'],
    ignores: ['Our governance board meets.', 'Data is stored.'],
    denied: ['There is no data governance.'],
  },
  'safeguard.accuracy_testing': {
    matches: ['Accuracy metrics are reported.', 'The model is validated on held-out data.', 'It was clinically validated.'],
    ignores: ['Accuracy matters.', 'Test your knowledge.'],
    denied: ['There was no accuracy testing before launch.'],
  },
  'safeguard.conformity': {
    matches: ['The system passed a conformity assessment.', 'It carries the CE marking.'],
    ignores: ['Conformity to fashion.', 'CE is a prefix.'],
    denied: ['No conformity assessment was performed.'],
  },
  'safeguard.post_market_monitoring': {
    matches: ['We run post-market monitoring.', 'Model drift monitoring alerts the team.', 'We report serious incidents.'],
    ignores: ['Market monitoring of prices.', 'Incidents happen.'],
    denied: ['There is no post-market monitoring.'],
  },
  'safeguard.ai_disclosure': {
    matches: ['Users are told they are chatting with an AI.', 'The assistant introduces itself as a virtual assistant.', 'I am an AI assistant.'],
    ignores: ['Users chat with each other.', 'A real person answers.'],
    denied: ['Users are never told they are chatting with an AI.'],
  },
  'safeguard.content_marking': {
    matches: ['Images are watermarked.', 'Content is labelled as AI-generated.', 'We attach C2PA content credentials.'],
    ignores: ['Images are stored.', 'Water marks on the ceiling.'],
    denied: ['Videos are not watermarked.'],
  },
  'safeguard.safety_testing': {
    matches: ['Content filters block harmful output.', 'We red-team every release.', 'Guardrails are in place.'],
    ignores: ['Safety shoes are required.', 'Guard the door.'],
    denied: ['The model was released without safety testing.'],
  },
  'safeguard.grievance': {
    matches: ['Contact our grievance officer.', 'You can file a complaint with the Data Protection Board.'],
    ignores: ['Grief counselling is available.', 'File a report.'],
    denied: ['There is no grievance officer.'],
  },
  'safeguard.nomination': {
    matches: ['You have the right to nominate another person.', 'Nominate an individual to act for you.'],
    ignores: ['Nominate a film for the award.', 'The nomination is open.'],
  },
  'safeguard.withdraw_consent': {
    matches: ['You can withdraw your consent at any time.', 'Consent can be withdrawn in the app.'],
    ignores: ['Withdraw cash at the ATM.', 'Consent is recorded.'],
    denied: ['You cannot withdraw your consent.'],
  },
  'safeguard.consent_manager': {
    matches: ['Consent flows through a registered consent manager.', 'We use the account aggregator framework.'],
    ignores: ['Contact the manager.', 'Consent is recorded.'],
    denied: ['We do not use a consent manager.'],
  },
  'safeguard.accountability_owner': {
    matches: ['An AI governance committee approves launches.', 'A named accountable officer owns the model.', 'Independent auditors review the system.'],
    ignores: ['The committee meets on Fridays.', 'Officer of the day.'],
    denied: ['There is no AI governance committee.'],
  },
  'safeguard.accessibility': {
    matches: ['The assistant works in Hindi and Tamil.', 'It meets WCAG 2.1 AA.', 'Voice input helps low-literacy users.'],
    ignores: ['The assistant works fast.', 'Accessible parking.'],
    denied: ['The assistant does not support Hindi.'],
  },
  'safeguard.risk_classification': {
    matches: ['The system is classified as high-risk under the AI Act.', 'Our risk classification is documented.'],
    ignores: ['High risk investments.', 'Classification of species.'],
    denied: ['There is no risk classification.'],
  },
  'safeguard.judicial_authorisation': {
    matches: ['Use requires prior authorisation by a judicial authority.', 'Only for a targeted search for missing children.'],
    ignores: ['Authorised dealers only.', 'Search our catalogue.'],
    denied: ['Use happens without court orders.'],
  },
  'safeguard.medical_or_safety_purpose': {
    matches: ['Used only for safety reasons in mines.', 'Driver fatigue detection alerts truckers.'],
    ignores: ['Safety first.', 'Medical insurance.'],
    denied: ['It is not used for safety reasons.'],
  },
};

describe('signal catalog', () => {
  const rows = Object.entries(TABLE) as [PatternSignal, SignalCase][];

  it('has a table row for every signal with phrases', () => {
    const withPhrases = (Object.keys(SIGNAL_SPECS) as SignalId[]).filter((id) => {
      const spec = SIGNAL_SPECS[id] as { phrases?: unknown; acronyms?: unknown };
      return spec.phrases !== undefined || spec.acronyms !== undefined;
    });
    expect(withPhrases.sort()).toEqual(rows.map(([id]) => id).sort());
  });

  describe.each(rows)('%s', (id, row) => {
    it.each(row.matches)('finds it in: %s', (text) => {
      expect(detectSignals({ content: text }).has(id)).toBe(true);
    });
    it.each(row.ignores)('does not find it in: %s', (text) => {
      expect(detectSignals({ content: text }).has(id)).toBe(false);
    });
    if (row.denied) {
      it.each(row.denied)('reports it as denied in: %s', (text) => {
        const signals = detectSignals({ content: text });
        expect(signals.has(`not:${id}`)).toBe(true);
        expect(signals.has(id)).toBe(false);
      });
    }
  });

  it('gives every negatable signal a denied example', () => {
    const negatable = rows.filter(([id]) => (SIGNAL_SPECS[id] as { negatable?: boolean }).negatable === true);
    expect(negatable.filter(([, row]) => !row.denied).map(([id]) => id)).toEqual([]);
  });
});

describe('evidence', () => {
  it('cites the matched span of the content', () => {
    const content = 'Intro. We sell your personal data to brokers.';
    const [e] = detectSignals({ content }).evidence('processing.sale');
    expect(e).toMatchObject({ source: 'content', signal: 'processing.sale', text: 'sell your personal data' });
    expect(e.source === 'content' && content.slice(e.start, e.end)).toBe('sell your personal data');
  });

  it('treats a string context as more text, cited as the context', () => {
    const [e] = detectSignals({ content: 'Hello', context: 'A chatbot for a hospital' }).evidence('ai.chatbot');
    expect(e).toMatchObject({ source: 'context', key: 'context', text: 'chatbot', start: 2, end: 9 });
  });

  it('reads structured context values, arrays and flags', () => {
    const signals = detectSignals({
      content: 'Hello',
      context: {
        domain: 'healthcare',
        data_types: ['email', 'health'],
        decision_type: 'automated_decision',
        processes_children: true,
        cross_border_transfers: 'none',
        entity_type: 'significant_data_fiduciary',
      },
    });
    expect(signals.evidence('domain.healthcare')[0]).toMatchObject({ source: 'context', key: 'domain', text: 'healthcare' });
    expect(signals.evidence('data.health')[0]).toMatchObject({ source: 'context', key: 'data_types[1]' });
    expect(signals.has('processing.automated_decision')).toBe(true);
    expect(signals.evidence('data.children')[0]).toMatchObject({ source: 'context', key: 'processes_children' });
    expect(signals.has('not:processing.cross_border')).toBe(true);
    expect(signals.has('processing.cross_border')).toBe(false);
    expect(signals.has('entity.significant_data_fiduciary')).toBe(true);
  });

  it('does not apply context keywords to the content', () => {
    // "health" is a context keyword of data.health, not a content phrase.
    expect(detectSignals({ content: 'Health and safety at work.' }).has('data.health')).toBe(false);
  });

  it('turns PII findings into evidence without repeating the value', () => {
    const signals = detectSignals({ content: 'ID 2345 6789 0123', contentPii: [{ type: 'AADHAAR', start: 3, end: 17 }] });
    expect(signals.evidence('exposure.indian_identifiers')[0]).toMatchObject({ source: 'content', start: 3, end: 17, text: '[AADHAAR]' });
    expect(signals.has('data.indian_id')).toBe(true);
    expect(signals.has('data.personal')).toBe(true);
  });
});

describe('derived signals', () => {
  it.each([
    ['data.special_category', 'We store lab results.', true],
    ['data.special_category', 'We store email addresses.', false],
    ['data.sensitive', 'We verify the Aadhaar number.', true],
    ['data.sensitive', 'We store email addresses.', false],
    ['data.personal', 'Kids use the app.', true],
    ['data.personal', 'The weather is nice.', false],
    ['data.phi', 'The hospital stores email addresses.', true],
    ['data.phi', 'The bakery stores email addresses.', false],
    ['ai.high_risk', 'The AI screens CVs of applicants.', true],
    ['ai.high_risk', 'The AI writes poems.', false],
  ] as const)('%s from "%s" is %s', (id, content, expected) => {
    expect(detectSignals({ content }).has(id)).toBe(expected);
  });

  it('takes a declared high-risk flag from the context', () => {
    expect(detectSignals({ content: 'x', context: { high_risk_indicators: true } }).has('ai.high_risk')).toBe(true);
  });
});
