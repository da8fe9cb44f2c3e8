/**
 * AUTHORED benign task requests (written for this project, not from any dataset): everyday
 * instructions to an assistant ("Write a short poem about the monsoon", "Make a list of ...",
 * "Write a Python function that ...") in English, romanised Hindi and Hindi.
 *
 * Why: the harmful-request sources (STL safety requests, AdvBench, HarmBench, MaliciousInstruct)
 * are almost all imperative task requests, while the benign training rows are mostly questions,
 * posts and replies (the only imperative benign tasks were 50 Alpaca rows). The crime head had
 * learned the request form itself: "Write a python function that sorts a list" read as crime
 * (out-of-sample self-instruct seed tasks: 12% below 7.0 on safety). These rows teach the heads
 * that the form is neutral, so that the topic decides. The self-instruct seed tasks
 * (`../shared/data/injection/benign_selfinstruct.jsonl`) are never trained on: they are the
 * held-out check (scripts/validate-instructions.ts).
 * Read by scripts/harm-data.ts (a source group of its own); deterministic.
 */

const TASKS: readonly string[] = [
  'Write a short poem about {T}.',
  'Write a haiku about {T}.',
  'Make a list of ten facts about {T}.',
  'Give me three ideas for a blog post about {T}.',
  'Create a quiz with five questions about {T}.',
  'Explain {T} to a ten-year-old.',
  'Summarize what people usually get wrong about {T}.',
  'Write a persuasive paragraph on why students should learn about {T}.',
  'Suggest a catchy title for a podcast episode on {T}.',
  'Draft an email to my team inviting them to a talk on {T}.',
  'Compose a tweet announcing our workshop on {T}.',
  'Create an outline for a presentation on {T}.',
  'Describe {T} in exactly three sentences.',
  'Generate five interview questions for an expert in {T}.',
  'Write a children\'s story that involves {T}.',
  'List the pros and cons of {T}.',
  'Give me a fun fact about {T} that most people do not know.',
  'Write a product description for a book about {T}.',
  'Rewrite this sentence to sound more formal: "{T} is pretty cool, you should check it out."',
  'Translate into French: "I would like to learn more about {T}."',
  'Classify the following topic as science, history, art or sport: {T}.',
  'Create a study plan for learning about {T} in four weeks.',
  'Identify the three most important dates in the history of {T}.',
  'Find a good analogy that explains {T}.',
  'Provide a short glossary of terms used when talking about {T}.',
  'Come up with a riddle whose answer is {T}.',
  'Tell me a joke about {T}.',
  'Name three famous books that mention {T}.',
  'Prepare a one-minute speech about {T} for a school assembly.',
  'Paraphrase this sentence: "Many people find {T} fascinating."',
  'Answer in one word: is {T} a noun?',
  'Correct the grammar: "me and my friend loves {T} very much."',
  'Design a poster slogan for an exhibition on {T}.',
  'Recommend a documentary about {T} and say why.',
  'Given a paragraph about {T}, list its main ideas.',
  'Use {T} in a sentence that a child could understand.',
  'Choose the best title for an essay on {T} and explain the choice.',
  'Write a dialogue between two friends discussing {T}.',
  'Make a timeline of key events related to {T}.',
  'Estimate how long it takes to learn the basics of {T}.',
  // "Given" is how many task datasets phrase an input; HarmBench's contextual requests use it too.
  'Summarize the given article about {T} in two sentences.',
  'Rewrite the given paragraph about {T} in simpler words.',
  'Find the spelling mistakes in the given text about {T}.',
  'Using the given notes on {T}, write a short summary.',
  'Classify the given sentence about {T} as positive or negative.',
  'Given a list of facts about {T}, pick the most surprising one.',
];

const TOPICS: readonly string[] = [
  'the monsoon', 'black holes', 'the French Revolution', 'photosynthesis', 'the history of cricket', 'jazz music',
  'volcanoes', 'the water cycle', 'ancient Rome', 'machine learning', 'healthy breakfasts', 'bird migration',
  'the Mughal empire', 'renewable energy', 'chess openings', 'the human heart', 'origami', 'coral reefs',
  'the stock market', 'Diwali', 'the printing press', 'electric cars', 'honey bees', 'the Olympic games',
  'climate change', 'Indian classical dance', 'the moon landing', 'composting', 'public libraries', 'tea',
  'the solar system', 'rainforests', 'the Silk Road', 'football', 'baking bread', 'recycling', 'the Internet',
  'Shakespeare', 'yoga', 'the Himalayas', 'penguins', 'pottery', 'the Renaissance', 'smartphones', 'gardening',
];

/** Tasks that are not about a topic: code, data, planning, writing help. */
const STANDALONE: readonly string[] = [
  'Write a Python function that sorts a list of numbers from largest to smallest.',
  'Write a JavaScript function that returns the current date in ISO format.',
  'Write a SQL query that counts the orders per customer in the orders table.',
  'Write a bash script that renames every .jpeg file in a folder to .jpg.',
  'Fix the bug in this code: for i in range(10) print(i)',
  'Write a regular expression that matches a five-digit postal code.',
  'Create a monthly budget for a family of four living in Pune.',
  'Plan a three-day trip to Jaipur for two people on a small budget.',
  'Make a grocery list for a week of vegetarian dinners.',
  'Give me a recipe for a quick tomato soup.',
  'Suggest ten names for a bakery that sells sourdough bread.',
  'Write a cover letter for a junior accountant position.',
  'Draft a polite reminder to a client whose invoice is two weeks overdue.',
  'Write a thank-you note to a teacher who is retiring.',
  'Create a workout plan for a beginner who has thirty minutes a day.',
  'Summarize the following meeting notes into three action items: budget approved, launch moved to May, hire one designer.',
  'Convert 72 degrees Fahrenheit to Celsius and show the steps.',
  'Find all the prime numbers between 1 and 50.',
  'Write a limerick about a cat who loves boxes.',
  'Generate a to-do list for moving to a new apartment.',
  'Create a table comparing three popular note-taking apps.',
  'Write a LinkedIn post announcing that I started a new job.',
  'Make a packing list for a weekend camping trip.',
  'Give me five tips to improve my handwriting.',
  'Write a toast for my sister\'s wedding.',
  'Come up with a slogan for a bicycle repair shop.',
  'Propose an agenda for a one-hour team retrospective.',
  'Rewrite this paragraph in simpler English for a new reader.',
  'Sort these words alphabetically: mango, apple, cherry, banana.',
  'Write unit tests for a function that adds two numbers.',
  'Turn these bullet points into a short paragraph: sunny morning, long walk, fresh coffee.',
  'Recommend three novels for a reader who liked The Hobbit.',
  'Write an apology message for missing a friend\'s birthday party.',
  'Explain the difference between a list and a tuple in Python.',
  'Design a simple logo idea for a tea shop and describe it in words.',
  'Write step-by-step instructions for making a paper airplane.',
  'Create a lesson plan for teaching fractions to fourth graders.',
  'Make a chore chart for three children for one week.',
  'Give me a list of icebreaker questions for a team meeting.',
  'Write a job description for a part-time librarian.',
];

/** Programs and apps that do ordinary things: the harmful requests ask for programs that steal or spy. */
const CODE_FRAMES: readonly string[] = [
  'Write a program to {C}.',
  'Write a program that can {C}.',
  'Create a script that can {C}.',
  'Develop an app that helps users {C}.',
  'Build a tool to {C}.',
  'Write a function to {C}.',
  'Here is a program to {C}.',
  'Design a website that lets people {C}.',
];
const CODE_TASKS: readonly string[] = [
  'compute the average of a list of numbers', 'convert Celsius to Fahrenheit', 'count the words in a text file',
  'check whether a number is prime', 'find the largest value in an array', 'reverse a string', 'track their daily water intake',
  'plan weekly meals', 'split a restaurant bill among friends', 'sort photos into folders by date', 'resize a batch of images',
  'back up their own documents to an external drive', 'calculate the monthly payment on a loan', 'find the shortest route between two cities',
  'merge two sorted lists', 'read a CSV file and print the totals', 'detect duplicate rows in a spreadsheet',
  'schedule meetings across time zones', 'convert between units of measurement', 'play tic-tac-toe', 'show the weather forecast',
  'keep a reading list', 'learn vocabulary with flash cards', 'log their workouts',
];

const HI_LATN: readonly string[] = [
  '{T} par ek chhoti kavita likho.',
  '{T} ke baare mein paanch rochak tathya batao.',
  'Mere liye {T} par ek blog post ka outline banao.',
  '{T} ko ek bachche ko aasaan bhasha mein samjhao.',
  '{T} par ek quiz banao jisme paanch sawaal hon.',
];
const HI_LATN_TOPICS: readonly string[] = ['monsoon', 'cricket ka itihaas', 'Diwali', 'chai', 'chand', 'barish', 'Taj Mahal', 'ped paudhe', 'computer', 'yoga'];

const HI: readonly string[] = [
  '{T} पर एक छोटी कविता लिखो।',
  '{T} के बारे में पाँच रोचक तथ्य बताओ।',
  'मेरे लिए {T} पर एक निबंध की रूपरेखा बनाओ।',
  '{T} को एक बच्चे को आसान भाषा में समझाओ।',
  '{T} पर पाँच सवालों का एक क्विज़ बनाओ।',
];
const HI_TOPICS: readonly string[] = ['मानसून', 'क्रिकेट का इतिहास', 'दीवाली', 'चाय', 'चाँद', 'बारिश', 'ताजमहल', 'पेड़ पौधे', 'कंप्यूटर', 'योग'];

export interface InstructionRow {
  text: string;
  label: 0;
  lang: string;
  category: 'benign_instruction';
  kind: 'request';
  source: string;
}

/** Every row, in a fixed order. */
export function authoredInstructions(): InstructionRow[] {
  const texts: Array<[string, string]> = [];
  // Each topic takes every other template (not all of them): variety without a full cross product.
  TOPICS.forEach((topic, i) => TASKS.forEach((t, k) => (k + i) % 2 === 0 && texts.push([t.replace('{T}', topic), 'en'])));
  for (const t of STANDALONE) texts.push([t, 'en']);
  for (const task of CODE_TASKS) for (const frame of CODE_FRAMES) texts.push([frame.replace('{C}', task), 'en']);
  for (const topic of HI_LATN_TOPICS) for (const t of HI_LATN) texts.push([t.replace('{T}', topic).replace(/^./, (c) => c.toUpperCase()), 'hi-Latn']);
  for (const topic of HI_TOPICS) for (const t of HI) texts.push([t.replace('{T}', topic), 'hi']);
  return texts.map(([text, lang], i) => ({ text, label: 0, lang, category: 'benign_instruction', kind: 'request', source: `authored/svc-score-engine@1:authored-instructions#${i}` }));
}

