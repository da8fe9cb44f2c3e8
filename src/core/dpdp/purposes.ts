/**
 * Keyword topics of common processing purposes. They tell what a declared purpose is
 * about and what a piece of content is about, so that gate and scan can compare them
 * (S.4 purpose limitation, S.6 consent for a specified purpose).
 */
export interface PurposeTopic {
  topic: string;
  keywords: readonly string[];
}

export const PURPOSE_TOPICS: readonly PurposeTopic[] = [
  {
    topic: 'lending',
    keywords: [
      'loan', 'loans', 'lending', 'lender', 'borrow', 'borrower', 'credit', 'credit score', 'cibil', 'emi', 'emis',
      'mortgage', 'repayment', 'interest rate', 'underwriting', 'overdraft', 'collateral', 'nbfc', 'disbursal',
      'disbursement', 'bank account', 'bank statement', 'banking', 'fixed deposit', 'financial', 'finance',
    ],
  },
  {
    topic: 'healthcare',
    keywords: [
      'health', 'healthcare', 'medical', 'diagnosis', 'symptom', 'symptoms', 'medicine', 'medication',
      'prescription', 'doctor', 'hospital', 'patient', 'treatment', 'clinic', 'disease', 'therapy',
      'blood pressure', 'diabetes', 'telemedicine', 'lab report',
    ],
  },
  {
    topic: 'education',
    keywords: [
      'education', 'educational', 'school', 'student', 'students', 'exam', 'exams', 'course', 'courses', 'homework',
      'syllabus', 'marks', 'admission', 'tuition', 'teacher', 'learning', 'curriculum', 'edtech', 'tutoring',
    ],
  },
  {
    topic: 'marketing',
    keywords: [
      'marketing', 'advertising', 'advertisement', 'ad', 'ads', 'offer', 'offers', 'discount', 'discounts',
      'promotion', 'promotional', 'promo', 'coupon', 'newsletter', 'campaign', 'cashback', 'deal', 'deals',
      'buy now', 'limited time', 'sale', 'upsell', 'cross-sell',
    ],
  },
  {
    topic: 'employment',
    keywords: [
      'employment', 'job', 'jobs', 'hiring', 'recruitment', 'recruiting', 'resume', 'cv', 'interview', 'candidate',
      'candidates', 'employee', 'employees', 'payroll', 'salary', 'appraisal', 'workforce', 'hr',
    ],
  },
  {
    topic: 'insurance',
    keywords: ['insurance', 'insurer', 'policyholder', 'premium', 'premiums', 'insured', 'coverage', 'claim settlement'],
  },
  {
    topic: 'ecommerce',
    keywords: [
      'e-commerce', 'ecommerce', 'order', 'orders', 'delivery', 'shipping', 'cart', 'checkout', 'refund', 'purchase',
      'seller', 'marketplace',
    ],
  },
  {
    topic: 'tracking',
    keywords: [
      'tracking', 'behavioural tracking', 'behavioral tracking', 'analytics', 'profiling', 'behavioural',
      'behavioral', 'personalisation', 'personalization', 'monitoring', 'telemetry',
    ],
  },
];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One word-bounded alternation per topic, longest phrase first so phrases win over their words. */
const TOPIC_PATTERNS: ReadonlyArray<{ topic: string; re: RegExp }> = PURPOSE_TOPICS.map(({ topic, keywords }) => ({
  topic,
  re: new RegExp(
    `\\b(?:${[...keywords].sort((a, b) => b.length - a.length).map((k) => escapeRegex(k).replace(/ /g, '\\s+')).join('|')})\\b`,
    'gi',
  ),
}));

/** Distinct keywords of each topic found in `text`, lower-cased, for topics with at least one. */
export function topicKeywords(text: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const { topic, re } of TOPIC_PATTERNS) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      const words = found.get(topic) ?? new Set<string>();
      words.add(m[0].toLowerCase().replace(/\s+/g, ' '));
      found.set(topic, words);
    }
  }
  return found;
}

/** Topics a declared purpose is about; one keyword suffices in a short purpose string. */
export function purposeTopics(purpose: string): string[] {
  return [...topicKeywords(purpose).keys()];
}

/** Comparable form of a purpose name: "Loan Processing" and "loan_processing" are the same purpose. */
export function purposeKey(purpose: string): string {
  return purpose.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
}

/** Same purpose name, or two purposes about the same topic ("personal loan advisory" and "loan"). */
export function purposesMatch(a: string, b: string): boolean {
  if (purposeKey(a) === purposeKey(b)) return true;
  const topicsOfB = new Set(purposeTopics(b));
  return purposeTopics(a).some((t) => topicsOfB.has(t));
}
