/**
 * Trains the learned part of the prompt-injection detector and writes the artefact
 * src/core/injection/model-weights.json.
 *   npm run train:injection
 *
 * Logistic regression (AdaGrad, L2, class-balanced) over hashed word 1–2-grams and
 * character 4-grams (src/core/injection/features.ts) of the normalized text. Data: the
 * TRAIN split of injection/*.jsonl (label 1 = jailbreak/injection) plus, as negatives,
 * the TRAIN split of the toxicity files and the presidio PII sentences, plus a few
 * hand-written benign texts about prompts and AI (below) that the data lacks. Fixed seed,
 * fixed epochs and a fixed data order: the same input gives a byte-identical artefact.
 *
 * Calibration: 5-fold out-of-fold logits on the train split set the map from logit to
 * score, so that the sensitivity thresholds (0.3 / 0.5 / 0.75) sit at about 2% / 0.5% /
 * 0.1% false positives on benign text, each negative source weighted equally.
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_VERSION, HASH_BITS, extractFeatures } from '../src/core/injection/features';
import { normalizeForMatching } from '../src/core/injection/normalize';
import { loadRows, tprAtFpr } from './eval-injection';
import { seededRandom as random } from './ml/data';

const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/core/injection/model-weights.json');
const SEED = 20240611;
const EPOCHS = 8;
const LEARNING_RATE = 0.2;
const L2 = 1e-4;
const FOLDS = 5;
const SIZE = 1 << HASH_BITS;

/**
 * Benign texts the shared data lacks: requests that talk about prompts, AI and role-play
 * without attacking anything. Without them the model learns "mentions ChatGPT" = jailbreak.
 */
const EXTRA_BENIGN = [
  'How do I write a good system prompt for my customer support chatbot?',
  'What is a system prompt and how is it different from a user message?',
  'What is prompt injection and how can developers defend their apps against it?',
  'Explain the difference between fine-tuning a model and prompt engineering.',
  'Can you explain how large language models like ChatGPT are trained?',
  'Act as a travel guide and suggest three things to do in Lisbon.',
  'Pretend you are a job interviewer and ask me five questions about project management.',
  'You are a helpful assistant that answers questions about our return policy. Be concise.',
  'From now on, please answer in British English spelling.',
  'Summarize the following article about the release of a new AI model.',
  'What are the ethical guidelines for using AI in hiring decisions?',
  'Give me a list of writing prompts to practise creative writing with my students.',
  'Roleplay as a medieval innkeeper greeting a tired traveller.',
  'Write a short story about a robot who learns to paint.',
  'Our company policy: employees must follow the safety guidelines in the warehouse at all times.',
  'Please ignore the typos in my last message, I was typing on my phone.',
  'Review this prompt template for our FAQ bot and suggest improvements to the instructions.',
  'What does the temperature parameter do in the OpenAI API?',
  'I am researching jailbreak attacks on language models for my thesis. Which papers should I read?',
  'Can you help me debug this Python function that calls the chat completions endpoint?',
  'Rewrite these instructions for assembling a bookshelf so that they are easier to follow.',
  'Mujhe ek achhi dal makhani ki recipe batao.',
  'कृपया इस लेख का सारांश तीन वाक्यों में लिखें।',
  'Is it safe to share my screen during a video call with my bank?',
  'Write a persuasive essay on why schools should teach media literacy.',
  'Describe the character of Sherlock Holmes in two paragraphs.',
  'List the steps to reset my router to factory settings.',
  'The model answered incorrectly; how can I give it better instructions?',
  'Please respond in a friendly tone and keep each answer under 50 words.',
  "Let's play twenty questions. I am thinking of an animal.",
  'From now on, format every answer as a bulleted list.',
  'I want you to act as an English pronunciation helper for Turkish speakers.',
  'You are an expert copy editor. Fix grammar and punctuation but keep the meaning.',
  'Answer as if you were explaining this to a new employee on their first day.',
  'Write the reply in Hinglish, friendly and short.',
  'Give two answers: one short summary and one detailed explanation.',
  'Stay in the role of a patient maths tutor and guide me step by step without giving the answer.',
  'Imagine a world where cars can fly. Describe a morning commute.',
  'What are the main risks of deploying chatbots in healthcare, and how do companies mitigate them?',
  'Our new onboarding instructions: new hires must complete the security training within two weeks.',
  'Can you check whether this paragraph sounds natural? "The committee will convene next Monday to discuss the budget."',
  'Convert this list of names into a JSON array and sort it alphabetically.',
  'Draft a polite email declining a meeting invitation because of a scheduling conflict.',
  'Ab se mujhe har jawab chhota aur simple chahiye, please.',
  'मुझे दिल्ली में घूमने की पाँच अच्छी जगहें बताओ।',
  'Aaj ka mausam kaisa rahega? Mujhe bahar jaana hai.',
  [
    'You are Maya, the virtual assistant of Sunrise Dental Clinic. Greet patients warmly, answer questions about',
    'opening hours (Monday to Saturday, 9am to 6pm), services (cleaning, fillings, braces, whitening) and prices.',
    'Help patients book, move or cancel appointments by collecting their name, phone number and preferred time.',
    'If a question is medical, suggest speaking to the dentist. Keep answers short and friendly, and reply in the',
    'language the patient uses. Do not give diagnoses.',
  ].join(' '),
  [
    'Large language models are trained on vast amounts of text and then refined with human feedback. Researchers',
    'have shown that carefully crafted prompts, sometimes called jailbreaks, can make models produce content their',
    'developers tried to prevent. Companies respond with safety training, input filters and monitoring, while',
    'academics study why these attacks work and how to measure robustness. The debate continues about how much',
    'openness is safe when releasing model weights.',
  ].join(' '),
  [
    'Hi team, a quick update on the migration. The database cutover is scheduled for Saturday night. Please follow',
    'the runbook in the shared drive, and do not restart the API servers until the replication lag is below one',
    'second. If anything goes wrong, page the on-call engineer and post in the incident channel. Thanks, Priya',
  ].join(' '),
  [
    'Instructions for the take-home exercise: build a small web app that lists books from the provided JSON file,',
    'lets the user filter by author and year, and shows a detail page for each book. Write tests for the filtering',
    'logic. You may use any framework. Submit a link to your repository and a short note on your design choices.',
  ].join(' '),
];

interface Sample {
  indices: Int32Array;
  values: Float64Array;
  label: 0 | 1;
  weight: number;
  group: string;
  fold: number;
}


function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Term-frequency vector divided by √n, with duplicate indices merged (sorted). */
function vectorize(text: string): { indices: Int32Array; values: Float64Array } {
  const raw = Int32Array.from(extractFeatures(normalizeForMatching(text)).indices).sort();
  const indices: number[] = [];
  const values: number[] = [];
  const norm = raw.length === 0 ? 1 : 1 / Math.sqrt(raw.length);
  for (let i = 0; i < raw.length; i++) {
    if (indices.length > 0 && indices[indices.length - 1] === raw[i]) values[values.length - 1] += norm;
    else {
      indices.push(raw[i]);
      values.push(norm);
    }
  }
  return { indices: Int32Array.from(indices), values: Float64Array.from(values) };
}

function buildSamples(): Sample[] {
  const rows = [
    ...loadRows('train').map((row) => ({ text: row.text, label: row.label, group: row.label === 1 ? 'positive' : row.file })),
    ...EXTRA_BENIGN.map((text) => ({ text, label: 0 as const, group: 'benign_selfinstruct.jsonl' })),
  ];
  const samples: Sample[] = rows.map((row) => ({ ...vectorize(row.text), label: row.label, weight: 1, group: row.group, fold: textHash(row.text) % FOLDS }));
  // Class balance: each negative source carries the same total weight, and positives as much as all negatives.
  const groups = [...new Set(samples.map((s) => s.group))];
  const negativeGroups = groups.filter((g) => g !== 'positive');
  for (const group of groups) {
    const members = samples.filter((s) => s.group === group);
    const total = group === 'positive' ? negativeGroups.length : 1;
    for (const s of members) s.weight = (total / members.length) * samples.length / (2 * negativeGroups.length);
  }
  return samples;
}

interface Trained {
  weights: Float64Array;
  bias: number;
}

function train(samples: Sample[]): Trained {
  const weights = new Float64Array(SIZE);
  const squared = new Float64Array(SIZE);
  let bias = 0;
  let biasSquared = 0;
  const next = random(SEED);
  const order = samples.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const s = samples[k];
      let z = bias;
      for (let i = 0; i < s.indices.length; i++) z += weights[s.indices[i]] * s.values[i];
      const error = s.weight * (1 / (1 + Math.exp(-z)) - s.label);
      for (let i = 0; i < s.indices.length; i++) {
        const f = s.indices[i];
        const g = error * s.values[i] + L2 * weights[f];
        squared[f] += g * g;
        weights[f] -= (LEARNING_RATE * g) / Math.sqrt(squared[f] + 1e-8);
      }
      biasSquared += error * error;
      bias -= (LEARNING_RATE * error) / Math.sqrt(biasSquared + 1e-8);
    }
  }
  return { weights, bias };
}

function logit(model: Trained, s: Sample): number {
  let z = model.bias;
  for (let i = 0; i < s.indices.length; i++) z += model.weights[s.indices[i]] * s.values[i];
  return z;
}

/** Logit above which a weighted share `fpr` of negatives lie (each negative source weighted equally). */
function negativeQuantile(scored: Array<{ z: number; s: Sample }>, fpr: number): number {
  const negatives = scored.filter((x) => x.s.label === 0);
  const groupSizes = new Map<string, number>();
  for (const x of negatives) groupSizes.set(x.s.group, (groupSizes.get(x.s.group) ?? 0) + 1);
  const sorted = [...negatives].sort((a, b) => b.z - a.z);
  let mass = 0;
  for (const x of sorted) {
    mass += 1 / (groupSizes.get(x.s.group)! * groupSizes.size);
    if (mass > fpr) return x.z;
  }
  return sorted[sorted.length - 1].z;
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

function main(): void {
  const samples = buildSamples();
  const positives = samples.filter((s) => s.label === 1).length;
  console.log(`train rows: ${samples.length} (${positives} positive, ${samples.length - positives} negative, ${EXTRA_BENIGN.length} hand-written benign)`);

  const outOfFold: Array<{ z: number; s: Sample }> = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const model = train(samples.filter((s) => s.fold !== fold));
    for (const s of samples) if (s.fold === fold) outOfFold.push({ z: logit(model, s), s });
  }
  const posZ = outOfFold.filter((x) => x.s.label === 1).map((x) => x.z).sort((a, b) => a - b);
  const negZ = outOfFold.filter((x) => x.s.label === 0).map((x) => x.z);
  console.log(`out-of-fold TPR at 1% FPR: ${tprAtFpr(posZ, negZ, 0.01).tpr.toFixed(3)}, at 0.1% FPR: ${tprAtFpr(posZ, negZ, 0.001).tpr.toFixed(3)}`);

  for (const group of [...new Set(outOfFold.map((x) => x.s.group))]) {
    const z = outOfFold.filter((x) => x.s.group === group).map((x) => x.z).sort((a, b) => a - b);
    const q = (f: number): string => z[Math.min(z.length - 1, Math.floor(f * z.length))].toFixed(2);
    console.log(`  ${group.padEnd(36)} n=${String(z.length).padStart(5)} logit q05 ${q(0.05)} q50 ${q(0.5)} q95 ${q(0.95)} q99 ${q(0.99)} max ${q(1)}`);
  }

  // Anchors: logit at a benign false-positive rate → score. Monotone by construction.
  const anchors: Array<[number, number]> = [
    [negativeQuantile(outOfFold, 0.5), 0.02],
    [negativeQuantile(outOfFold, 0.02), 0.3],
    [negativeQuantile(outOfFold, 0.005), 0.5],
    [negativeQuantile(outOfFold, 0.001), 0.75],
    [posZ[Math.floor(posZ.length / 2)], 0.9],
  ];
  const calibration: Array<[number, number]> = [];
  for (const [z, score] of anchors) {
    const previous = calibration[calibration.length - 1];
    calibration.push([round(previous === undefined ? z : Math.max(z, previous[0] + 0.01), 4), score]);
  }
  console.log(`calibration: ${JSON.stringify(calibration)}`);

  const final = train(samples);
  let largest = 0;
  for (const w of final.weights) largest = Math.max(largest, Math.abs(w));
  const scale = largest / 127;
  const bytes = new Uint8Array(SIZE);
  for (let i = 0; i < SIZE; i++) bytes[i] = Math.round(final.weights[i] / scale) & 0xff;
  let binary = '';
  for (let i = 0; i < SIZE; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));

  const artefact = {
    format: 'svc-injection-logreg/1',
    featureVersion: FEATURE_VERSION,
    hashBits: HASH_BITS,
    bias: round(final.bias, 6),
    scale: Number(scale.toPrecision(8)),
    calibration,
    weights: btoa(binary),
  };
  writeFileSync(OUTPUT, `${JSON.stringify(artefact, null, 1)}\n`);
  console.log(`wrote ${OUTPUT} (${(JSON.stringify(artefact).length / 1024).toFixed(0)} KiB)`);
}

main();
