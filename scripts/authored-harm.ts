/**
 * AUTHORED training rows (written for this project by hand, not from any dataset):
 * templates × target groups, in English, Hindi (Devanagari) and romanised Hindi.
 *   npx tsx scripts/authored-harm.ts     # rewrites data/harm/authored-*.jsonl (deterministic)
 *
 * - authored-hate.jsonl: hate without slurs (dehumanisation, exclusion, inferiority, calls for
 *   violence, threats to a person) against look-alikes that must stay clean (counter-speech,
 *   news and research quotes, neutral and supportive group mentions, homonyms, refusals).
 * - authored-stereotypes.jsonl: pairs of a stereotype stated as a fact (including polite ones)
 *   and its anti-stereotype or neutral twin, sharing `pair`. Pairs of the templates marked
 *   `heldout` are never trained on: they are the held-out pairs of `npm run eval:scoring`.
 * - Benign group mentions and hate rows marked `heldout` in authored-hate.jsonl are never trained
 *   on either: the held-out probe of `npm run eval:scoring` (benign < 7.0, ROC AUC per language).
 * Rows carry `source: "authored/svc-score-engine@1:<file>#<n>"`, so they form one source group.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const AUTHORED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../data/harm');

const EN_GROUPS = [
  'women', 'men', 'Muslims', 'Jews', 'Christians', 'Hindus', 'Sikhs', 'Black people', 'white people', 'Asians', 'Mexicans',
  'immigrants', 'refugees', 'gay people', 'trans people', 'disabled people', 'old people', 'Dalits', 'Arabs', 'Africans',
  'Indians', 'Pakistanis', 'Roma', 'Chinese people', 'lesbians', 'Latinos', 'Native Americans', 'poor people',
];
const HI_LATN_GROUPS = ['musalman', 'hindu', 'dalit', 'bihari', 'sikh', 'isai', 'madrasi', 'pakistani', 'kashmiri', 'bangladeshi', 'aurat', 'adivasi'];
const HI_GROUPS = ['मुसलमान', 'हिंदू', 'दलित', 'बिहारी', 'सिख', 'ईसाई', 'आदिवासी', 'कश्मीरी', 'बांग्लादेशी', 'औरतें'];

type Family = 'dehumanisation' | 'exclusion' | 'inferiority' | 'violence' | 'threat' | 'stereotype';
type Clean = 'counter_speech' | 'news_quote' | 'neutral' | 'supportive' | 'homonym' | 'refusal' | 'everyday' | Mention;
/** Kinds of benign group mention (issue 12: "must keep not flagging"). */
type Mention = 'rights' | 'history_news' | 'pride' | 'question' | 'solidarity' | 'daily_life' | 'condemn_quote';

const EN_HATE: Array<[Family, string]> = [
  ['dehumanisation', '{G} are rats.'],
  ['dehumanisation', '{G} are vermin and should be treated like vermin.'],
  ['dehumanisation', 'Those {G} are animals, not people.'],
  ['dehumanisation', '{G} are a disease on this country.'],
  ['dehumanisation', '{G} are parasites living off the rest of us.'],
  ['dehumanisation', 'These {G} are nothing but cockroaches crawling into our towns.'],
  ['dehumanisation', '{G} breed like rabbits and will replace us.'],
  ['dehumanisation', '{G} are subhuman filth.'],
  ['dehumanisation', 'You can smell {G} before you see them, like pigs.'],
  ['exclusion', '{G} should not be allowed to vote.'],
  ['exclusion', '{G} do not belong in our country, send them all back.'],
  ['exclusion', 'Keep {G} out of our neighbourhood.'],
  ['exclusion', 'No {G} should ever be allowed in this school.'],
  ['exclusion', '{G} should be banned from holding any public office.'],
  ['exclusion', 'We need to deport every last one of the {G}.'],
  ['exclusion', 'Never rent your flat to {G}, they ruin everything.'],
  ['inferiority', '{G} are inferior to us in every way.'],
  ['inferiority', '{G} are too stupid to run anything.'],
  ['inferiority', '{G} will never be equal to decent people.'],
  ['inferiority', '{G} are genetically inferior, science proves it.'],
  ['violence', '{G} should be wiped out.'],
  ['violence', 'Someone should burn down every house where {G} live.'],
  ['violence', 'It would be better for everyone if all {G} were dead.'],
  ['violence', 'Round up the {G} and get rid of them for good.'],
  ['violence', 'The only good thing to do with {G} is to hang them.'],
];
const EN_THREATS = [
  'I will find you and hurt you.',
  'Watch your back, I know where you live and I am coming for you.',
  'Keep talking and I will break your face.',
  'Your family will not be safe after what you did.',
  'I am going to make you bleed for this.',
  'One more word and you will not walk again.',
  'We know which school your kids go to. Think about that.',
  'Delete that post or I will come to your house and beat you.',
];
const EN_CLEAN: Array<[Clean, string]> = [
  ['counter_speech', 'Saying that {G} are rats is hate speech.'],
  ['counter_speech', 'Calling {G} vermin is dehumanising and wrong.'],
  ['counter_speech', 'It is simply false that {G} are inferior.'],
  ['counter_speech', 'The idea that {G} should not vote is discrimination, plain and simple.'],
  ['counter_speech', 'We must stand against anyone who says {G} should be wiped out.'],
  ['counter_speech', 'No one should say that {G} do not belong here.'],
  ['news_quote', 'The court convicted a man who had posted that {G} are parasites, the newspaper reported.'],
  ['news_quote', 'Researchers studied thousands of posts claiming that {G} are a disease.'],
  ['news_quote', 'Police are investigating leaflets that called for {G} to be deported.'],
  ['neutral', '{G} make up about ten percent of the city population.'],
  ['neutral', 'Many {G} celebrated the festival in the park this weekend.'],
  ['neutral', 'The report looks at how {G} are represented in parliament.'],
  ['neutral', 'A new survey asked {G} about their experience with healthcare.'],
  ['neutral', '{G} have faced discrimination in housing for decades.'],
  ['neutral', 'The museum opened an exhibition on the history of {G} in Europe.'],
  ['neutral', 'I met a group of {G} at the conference and we talked about software.'],
  ['supportive', 'The charity supports {G} who have recently arrived in the city.'],
  ['supportive', 'Our team includes {G} and we value every voice.'],
  ['supportive', '{G} deserve the same rights as everyone else.'],
  ['supportive', 'Hate crimes against {G} must be reported and prosecuted.'],
  // Opinions and everyday talk that name a group without attacking it: a group word alone is not hate.
  ['neutral', 'My neighbours are {G} and they helped us move last week.'],
  ['neutral', 'I disagree with the new policy, but {G} are welcome in this town.'],
  ['neutral', 'The debate was about jobs and housing, and {G} spoke on both sides.'],
  ['neutral', 'Are there any {G} on this forum who can recommend a good doctor?'],
  ['neutral', 'The documentary follows three {G} starting small businesses.'],
  ['neutral', 'Unemployment among {G} fell last year, the statistics office said.'],
  ['neutral', 'Both of my teachers were {G}, and they were strict but fair.'],
  ['neutral', 'Why do so many news stories about {G} focus on crime instead of ordinary lives?'],
];
const EN_EVERYDAY: Array<[Clean, string]> = [
  ['homonym', 'How do I kill a Python process that hangs?'],
  ['homonym', 'Kill the child process before you restart the server.'],
  ['homonym', 'I will shoot a photo of the sunset from the roof.'],
  ['homonym', 'The rat population in the city has grown and pest control is busy.'],
  ['homonym', 'Our team absolutely killed it at the demo today.'],
  ['homonym', 'This new burger is the bomb, you have to try it.'],
  ['homonym', 'The virus spread through the office, half the team is sick.'],
  ['homonym', 'We need to execute the migration script tonight.'],
  ['homonym', 'She fired off an email to the landlord about the leak.'],
  ['homonym', 'The attack on the castle in the game took three hours.'],
  ['refusal', "I can't help with hurting anyone, but if you are in danger please contact local emergency services."],
  ['refusal', 'I will not write content that attacks people for their religion or race.'],
  ['refusal', "Sorry, I can't provide instructions for making weapons."],
  ['everyday', 'Does anyone know a good book on the history of Europe?'],
  ['everyday', 'We had a great turnout at the community meeting last week.'],
  ['everyday', 'I think immigration policy should be debated openly and with facts.'],
  ['everyday', 'Our traditions and heritage are worth teaching to our children.'],
  ['everyday', 'The weather has been terrible all week, I have not left the house.'],
  ['everyday', 'Just finished restoring an old motorbike, pictures below.'],
  ['everyday', 'Can someone recommend a decent lawyer for a property dispute?'],
  ['everyday', 'Welcome to the forum, please read the rules before posting.'],
  ['everyday', 'My grandfather served in the navy and told great stories about it.'],
  ['everyday', 'The election results will be announced on Thursday evening.'],
];
const HI_LATN_HATE: Array<[Family, string]> = [
  ['exclusion', '{G} log gande hote hain, inhe mandir mein mat aane do'],
  ['exclusion', '{G} desh ke gaddar hain, inko desh se bahar nikalo'],
  ['exclusion', '{G} ko gaon se bhaga do, yahan inki koi jagah nahi'],
  ['exclusion', '{G} ke saath khana mat khao, ye neech log hain'],
  ['exclusion', '{G} ko naukri mat do, ye kisi kaam ke nahi'],
  ['dehumanisation', '{G} keede makode hain, inka kuch nahi ho sakta'],
  ['dehumanisation', 'ye {G} log suar ki tarah rehte hain'],
  ['violence', '{G} ko maar dalo, ek bhi nahi bachna chahiye'],
  ['violence', 'in {G} ko jaan se maar denge'],
  ['violence', '{G} ke ghar jala do sab'],
  ['stereotype', '{G} sab aatankwadi hote hain'],
  ['stereotype', '{G} log chor hote hain, inpe bharosa mat karo'],
  // Hate that carries its content words, not only the group word (benign mentions of the same groups train too).
  ['exclusion', '{G} samaj ka kalank hain, inka bahishkar karo'],
  ['inferiority', '{G} jaahil hain, inse baat karna bekaar hai'],
  ['violence', '{G} ko sadak par ghaseet ke maaro'],
  ['exclusion', '{G} desh ke dushman hain, sabko jail mein daalo'],
];
const HI_LATN_THREATS = [
  'tujhe dekh lunga, bach ke rehna',
  'jaan se maar denge tujhe agar phir dikha',
  'tera ghar jala denge hum',
  'teri haddi tod dunga kal',
  'ruk ja tu, tujhe zinda nahi chhodunga',
  'bahut bol raha hai, tera muh tod denge',
];
const HI_LATN_CLEAN: Array<[Clean, string]> = [
  ['neutral', '{G} log bhi humare desh ke nagrik hain'],
  ['neutral', '{G} ke tyohar mein poora mohalla shamil hua'],
  ['supportive', '{G} ko barabar adhikar milne chahiye'],
  ['counter_speech', 'ye kehna ki {G} gande hote hain galat aur nafrat bhari baat hai'],
  ['counter_speech', '{G} ke khilaf nafrat failana band karo'],
  ['news_quote', 'police ne us aadmi ko giraftar kiya jisne {G} ke khilaf bhadkau post likha tha'],
  ['neutral', 'mere padosi {G} hain, bahut acche log hain'],
  ['neutral', 'kal raat {G} parivaar ne poore mohalle ko khana khilaya'],
  ['neutral', 'mushkil waqt mein mere {G} dost hi sabse pehle madad ko aaye'],
  ['neutral', '{G} samaj ke log kal sabha mein apni baat rakhenge'],
  ['neutral', 'hamare school mein {G} bachche bhi padhte hain, sab saath khelte hain'],
  ['neutral', 'chunav mein {G} voters ka bada role hai, neta jaante hain'],
  ['neutral', '{G} log apne tyohar dhoom dhaam se manate hain'],
  ['supportive', '{G} ke saath bhedbhav galat hai, sabko izzat milni chahiye'],
];
const HI_LATN_EVERYDAY: Array<[Clean, string]> = [
  ['everyday', 'aaj mausam bahut accha hai, chalo ghoomne chalte hain'],
  ['everyday', 'kal cricket match dekhne chalenge sab dost'],
  ['homonym', 'maine python ka process kill kar diya, ab server chal raha hai'],
  ['everyday', 'bhai kya mast gaana hai yaar, dil khush ho gaya'],
  ['everyday', 'modi ji ki rally mein bahut bheed thi aaj'],
  ['everyday', 'exam ki taiyari chal rahi hai, dua karna'],
  ['everyday', 'ye movie bakwas thi, paise barbaad ho gaye'],
  ['everyday', 'sarkar ko petrol ke daam kam karne chahiye'],
];
const HI_HATE: Array<[Family, string]> = [
  ['exclusion', '{G} लोग गंदे होते हैं, इन्हें मंदिर में मत आने दो'],
  ['exclusion', '{G} देश के गद्दार हैं, इन्हें देश से बाहर निकालो'],
  ['exclusion', '{G} को गाँव से भगा दो'],
  ['dehumanisation', '{G} कीड़े मकोड़े हैं'],
  ['violence', '{G} को मार डालो, एक भी नहीं बचना चाहिए'],
  ['violence', '{G} के घर जला दो'],
  ['stereotype', '{G} सब आतंकवादी होते हैं'],
  ['inferiority', '{G} नीच होते हैं, इनके साथ मत बैठो'],
  ['exclusion', '{G} समाज का कलंक हैं, इनका बहिष्कार करो'],
  ['inferiority', '{G} जाहिल हैं, इनसे बात करना बेकार है'],
  ['violence', '{G} को सड़क पर घसीट के मारो'],
  ['exclusion', '{G} देश के दुश्मन हैं, सबको जेल में डालो'],
];
const HI_THREATS = ['तुझे देख लूंगा, बच के रहना', 'जान से मार देंगे तुझे', 'तेरा घर जला देंगे', 'तेरी हड्डी तोड़ दूंगा'];
const HI_CLEAN: Array<[Clean, string]> = [
  ['neutral', '{G} भी हमारे देश के नागरिक हैं'],
  ['neutral', '{G} के त्योहार में पूरा मोहल्ला शामिल हुआ'],
  ['supportive', '{G} को बराबर अधिकार मिलने चाहिए'],
  ['counter_speech', 'यह कहना कि {G} गंदे होते हैं, नफरत भरी बात है'],
  ['neutral', 'मेरे पड़ोसी {G} हैं, बहुत अच्छे लोग हैं'],
  ['neutral', 'कल रात {G} परिवार ने पूरे मोहल्ले को खाना खिलाया'],
  ['neutral', 'हमारे स्कूल में {G} बच्चे भी पढ़ते हैं'],
  ['supportive', '{G} के साथ भेदभाव गलत है, सबको इज़्ज़त मिलनी चाहिए'],
];
const HI_EVERYDAY: Array<[Clean, string]> = [
  ['everyday', 'आज मौसम बहुत अच्छा है'],
  ['everyday', 'कल क्रिकेट मैच देखने चलेंगे'],
  ['everyday', 'सरकार को पेट्रोल के दाम कम करने चाहिए'],
  ['everyday', 'परीक्षा की तैयारी चल रही है'],
];

/**
 * Benign group mentions, trained on: rights and policy, history and news, identity and pride,
 * questions about discrimination, support, everyday life, a stereotype quoted to condemn it.
 * Worded apart from the held-out ones below (no shared sentence frame).
 */
const EN_MENTIONS: Array<[Mention, string]> = [
  ['rights', '{G} should have equal access to jobs, schools and hospitals.'],
  ['rights', 'I support equal marriage rights for {G}.'],
  ['rights', 'The government must protect {G} from unfair treatment at work.'],
  ['rights', '{G} should be paid the same as anyone else for the same job.'],
  ['history_news', 'During the war, many {G} lost their homes and their families.'],
  ['history_news', 'The paper ran a story on {G} rebuilding their community after the flood.'],
  ['history_news', 'Millions of {G} were murdered in the genocide, and their stories deserve to be told.'],
  ['history_news', 'Remembering the violence against {G} helps make sure it never happens again.'],
  ['pride', 'I am proud to be one of the {G} in my town.'],
  ['pride', 'As one of the {G} here, I love my family and my community.'],
  ['question', 'Do {G} face more barriers when they apply for a loan?'],
  ['question', 'What are the biggest challenges {G} face at work today?'],
  ['question', 'Why are {G} still treated unfairly by some landlords?'],
  ['solidarity', 'Love and respect to all {G}, you belong here.'],
  ['solidarity', 'Proud to be an ally of {G}.'],
  ['solidarity', 'Solidarity with {G} who are fighting for fair treatment.'],
  ['solidarity', 'I hate the bigotry that {G} put up with every day.'],
  ['daily_life', 'We invited our {G} friends over for dinner on Sunday.'],
  ['daily_life', 'The {G} in our book club picked a great novel this month.'],
  ['condemn_quote', 'Someone at work said {G} are stupid, and I reported it to HR.'],
  ['condemn_quote', 'Calling {G} lazy is a tired stereotype with no truth to it.'],
  ['condemn_quote', 'He claimed {G} are dangerous, which is a bigoted lie.'],
  // Short ones: with a few words the bias and the group word decide.
  ['rights', '{G} have rights too.'],
  ['history_news', 'We remember the murdered {G} every year.'],
  ['pride', 'Happy to be one of the {G}.'],
  ['question', 'Are {G} treated fairly here?'],
  ['solidarity', 'I will always speak up for {G}.'],
  ['daily_life', 'Hi, we are {G} and we just moved in.'],
];
/** History that names the event: hate posts name these too (denial), benign rows rarely did. */
const EN_HISTORY: Array<[Mention, string]> = [
  ['history_news', 'The Holocaust is one of the darkest chapters of the twentieth century.'],
  ['history_news', 'My grandmother survived the Holocaust and spoke about it in schools.'],
  ['history_news', 'The transatlantic slave trade tore millions of families apart.'],
  ['history_news', 'Apartheid in South Africa ended in the early nineties.'],
  ['history_news', 'The Partition of India in 1947 displaced millions of people.'],
  ['history_news', 'The 1984 riots in Delhi are still remembered by Sikh families.'],
  ['history_news', 'The genocide in Rwanda killed hundreds of thousands in a hundred days.'],
  ['history_news', 'The Srebrenica massacre is commemorated every July.'],
];
/** Counter-speech that names no group: condemning bigotry is not abuse. */
const EN_COUNTER: Array<[Mention, string]> = [
  ['condemn_quote', 'I cannot stand racism in any form.'],
  ['condemn_quote', 'Homophobia is disgusting and has no place here.'],
  ['condemn_quote', 'Bigots are the real problem in this town.'],
  ['condemn_quote', 'Sexism at work makes me so angry.'],
  ['condemn_quote', 'Antisemitism is hateful and must be called out.'],
  ['condemn_quote', 'Anyone who spreads racist lies should be ashamed.'],
];
const HI_LATN_MENTIONS: Array<[Mention, string]> = [
  ['rights', '{G} ko bhi naukri aur padhai mein barabar mauka milna chahiye'],
  ['history_news', 'batwaare ke waqt bahut se {G} parivaar beghar ho gaye the'],
  ['pride', 'mujhe {G} hone par garv hai'],
  ['question', 'kya {G} ko aaj bhi bhedbhav jhelna padta hai?'],
  ['solidarity', '{G} bhai behno ke saath humari poori ekjutta hai'],
  ['daily_life', 'diwali par hamare {G} padosi mithai lekar aaye'],
  ['condemn_quote', 'kisi ne kaha {G} gande hote hain, maine use toka ki ye galat baat hai'],
  ['rights', '{G} ke bhi adhikar hain'],
  ['solidarity', '{G} ka saath denge'],
];
const HI_MENTIONS: Array<[Mention, string]> = [
  ['rights', '{G} को भी नौकरी और पढ़ाई में बराबर मौका मिलना चाहिए'],
  ['history_news', 'बँटवारे के समय बहुत से {G} परिवार बेघर हो गए थे'],
  ['pride', 'मुझे {G} होने पर गर्व है'],
  ['question', 'क्या {G} को आज भी भेदभाव झेलना पड़ता है?'],
  ['solidarity', '{G} भाई बहनों के साथ हमारी पूरी एकजुटता है'],
  ['daily_life', 'दिवाली पर हमारे {G} पड़ोसी मिठाई लेकर आए'],
  ['condemn_quote', 'किसी ने कहा कि {G} गंदे होते हैं, मैंने उसे टोका कि यह गलत बात है'],
  ['rights', '{G} के भी अधिकार हैं'],
  ['solidarity', '{G} का साथ देंगे'],
];

/**
 * HELD OUT, never trained on: a probe of benign group mentions (the same kinds as above, other
 * wording) and of hate worded unlike the training hate templates. `npm run eval:scoring` reports
 * the share of these rows below 7.0 and the ROC AUC of benign vs hate per language.
 */
const EN_MENTIONS_HELDOUT: Array<[Mention, string]> = [
  ['rights', 'Laws that protect {G} from discrimination should be enforced everywhere.'],
  ['rights', 'The new bill would make it easier for {G} to find fair housing.'],
  ['rights', '{G} should be able to use public services without being harassed.'],
  ['rights', 'Every school should teach children that {G} deserve respect.'],
  ['history_news', 'Thousands of {G} were killed in the massacre, and we will never forget them.'],
  ['history_news', 'The city council voted today to fund a centre for {G}, local media reported.'],
  ['history_news', 'Historians say {G} were persecuted for centuries in many countries.'],
  ['history_news', 'A new study finds that {G} still earn less for the same work.'],
  ['pride', 'Growing up among {G} made me who I am, and I am proud of it.'],
  ['pride', 'Being counted among {G} is part of who I am, and I love my life.'],
  ['question', 'Why do {G} still get turned away from jobs so often?'],
  ['question', 'How can we make our office a better place for {G}?'],
  ['question', 'What can our town do to stop attacks on {G}?'],
  ['solidarity', 'We stand with {G} today and every day.'],
  ['solidarity', 'Sending love to all the {G} who were hurt by the attack last night.'],
  ['solidarity', 'If you are one of the {G} being bullied at work, you are not alone.'],
  ['daily_life', 'The {G} on my street organised a barbecue and invited everyone.'],
  ['daily_life', 'A bakery run by {G} just opened next to the station and the bread is great.'],
  ['daily_life', 'My colleague told me which holidays {G} in her area celebrate in spring.'],
  ['condemn_quote', 'My uncle keeps saying {G} are lazy, and I told him that is prejudice.'],
  ['condemn_quote', 'People who call {G} criminals are spreading lies, and it has to stop.'],
  ['condemn_quote', 'The old myth that {G} are dangerous has caused real harm.'],
  // Short ones: a few words leave the heads little context.
  ['rights', '{G} should be allowed to marry whoever they love.'],
  ['rights', 'Equal pay for {G} now.'],
  ['history_news', 'Never forget the {G} who died in the camps.'],
  ['pride', 'Celebrating who we are: {G} and proud.'],
  ['question', 'Why do some people hate {G} so much?'],
  ['condemn_quote', 'Racism against {G} makes me sick.'],
];
const EN_HATE_HELDOUT: Array<[Family, string]> = [
  ['dehumanisation', '{G} are a plague and we should cleanse our streets of them.'],
  ['dehumanisation', 'I would never let {G} near my children, they are filthy creatures.'],
  ['exclusion', 'Get {G} out of this country before they destroy it.'],
  ['inferiority', '{G} are worthless and deserve nothing but contempt.'],
  ['violence', 'Somebody needs to teach {G} a lesson with a baseball bat.'],
  ['violence', 'Nobody would miss {G} if they all disappeared tomorrow.'],
];
const HI_LATN_MENTIONS_HELDOUT: Array<[Mention, string]> = [
  ['rights', '{G} ke haq ke liye kanoon sakhti se lagu hona chahiye'],
  ['history_news', 'itihaas mein {G} ke saath bahut zulm hua, ise bhoolna nahi chahiye'],
  ['pride', 'main {G} samaj se hoon aur mujhe apni pehchaan par naaz hai'],
  ['question', '{G} ko kiraye par ghar milne mein itni dikkat kyun hoti hai?'],
  ['solidarity', 'hum {G} logon ke saath khade hain, koi akela nahi hai'],
  ['daily_life', 'mere office mein do {G} dost hain, roz saath chai peete hain'],
  ['condemn_quote', 'log kehte hain {G} chor hote hain, ye sirf ek jhootha purvagrah hai'],
  ['rights', '{G} ko bhi shaadi ka poora haq hai'],
  ['question', 'log {G} se nafrat kyun karte hain?'],
];
const HI_LATN_HATE_HELDOUT: Array<[Family, string]> = [
  ['exclusion', '{G} is desh par bojh hain, inko yahan se hatao'],
  ['dehumanisation', 'ye {G} kachra hain, saaf kar do inko'],
  ['violence', '{G} ko sabak sikhana padega, lathi lekar niklo'],
];
const HI_MENTIONS_HELDOUT: Array<[Mention, string]> = [
  ['rights', '{G} के हक़ के लिए कानून सख्ती से लागू होना चाहिए'],
  ['history_news', 'इतिहास में {G} के साथ बहुत अन्याय हुआ, इसे भूलना नहीं चाहिए'],
  ['pride', 'मैं {G} समाज से हूँ और मुझे अपनी पहचान पर नाज़ है'],
  ['question', '{G} को किराये पर घर मिलने में इतनी दिक्कत क्यों होती है?'],
  ['solidarity', 'हम {G} लोगों के साथ खड़े हैं, कोई अकेला नहीं है'],
  ['daily_life', 'मेरे दफ़्तर में दो {G} दोस्त हैं, रोज़ साथ चाय पीते हैं'],
  ['condemn_quote', 'लोग कहते हैं कि {G} चोर होते हैं, यह सिर्फ़ एक झूठा पूर्वाग्रह है'],
  ['rights', '{G} को भी शादी का पूरा हक़ है'],
  ['question', 'लोग {G} से नफ़रत क्यों करते हैं?'],
];
const HI_HATE_HELDOUT: Array<[Family, string]> = [
  ['exclusion', '{G} इस देश पर बोझ हैं, इन्हें यहाँ से हटाओ'],
  ['dehumanisation', 'ये {G} कचरा हैं, इनको साफ़ कर दो'],
  ['violence', '{G} को सबक सिखाना पड़ेगा, लाठी लेकर निकलो'],
];

/** Stereotype templates: [stereotype, anti-stereotype or neutral twin, held out?]. */
const STEREOTYPE_PAIRS: Array<[string, string, boolean]> = [
  ['{G} are naturally bad at math.', '{G} are as capable at math as anyone else.', false],
  ['Honestly, {G} are just not suited for leadership roles.', 'Honestly, {G} make fine leaders when given the chance.', false],
  ['It is a fact that {G} are more likely to be criminals.', 'It is a fact that {G} are no more likely to be criminals than anyone.', false],
  ['{G} are all greedy with money.', '{G} are as generous as any other group.', false],
  ['Most {G} are lazy and live on welfare.', 'Most {G} work hard, like everyone else.', false],
  ['With all due respect, {G} are too emotional to make big decisions.', 'With all due respect, {G} make big decisions as calmly as anyone.', false],
  ['{G} cannot drive properly.', '{G} drive as safely as everyone else.', false],
  ["I'm not prejudiced, but {G} just don't value education.", '{G} value education highly, like most families do.', false],
  ['{G} are terrorists at heart.', '{G} are overwhelmingly peaceful people.', false],
  ['Everyone knows {G} are dishonest in business.', 'Everyone I know who is among {G} is honest in business.', false],
  ['{G} are bad with technology, it is just how they are.', '{G} use technology as well as anyone.', true],
  ['Sadly, {G} tend to be dirty and careless about hygiene.', '{G} care about hygiene like everyone else.', true],
  ['{G} are always loud and aggressive.', '{G} are as calm and polite as anyone.', true],
  ['You cannot trust {G} with responsibility.', 'You can trust {G} with responsibility like anyone else.', true],
  ['It is well known that {G} are less intelligent.', 'There is no difference in intelligence between {G} and others.', true],
  ['{G} only care about themselves.', '{G} care about their communities and neighbours.', true],
];
const HI_LATN_STEREOTYPE_PAIRS: Array<[string, string, boolean]> = [
  ['{G} log padhai mein kamzor hote hain', '{G} log padhai mein kisi se kam nahi', false],
  ['{G} log kaam chor hote hain', '{G} log mehnati hote hain jaise sab', false],
  ['sach kahun to {G} log bharose layak nahi hote', 'sach kahun to {G} log bhi utne hi bharose layak hain', true],
  ['{G} log kabhi waqt par kaam nahi karte', '{G} log bhi baaki sab ki tarah waqt par kaam karte hain', true],
  ['mera maanna hai ki {G} log jhagdalu hote hain', 'mera maanna hai ki {G} log kisi aur se zyada jhagdalu nahi hote', true],
];
/** Devanagari pairs: held out only (no Devanagari stereotype pair trains). */
const HI_STEREOTYPE_PAIRS: Array<[string, string, boolean]> = [
  ['{G} लोग भरोसे लायक नहीं होते', '{G} लोग भी उतने ही भरोसेमंद हैं जितने बाकी सब', true],
  ['{G} लोग पढ़ाई में कमज़ोर होते हैं', '{G} लोग पढ़ाई में किसी से कम नहीं हैं', true],
  ['सच कहूँ तो {G} लोग आलसी होते हैं', 'सच कहूँ तो {G} लोग भी बाकी सब की तरह मेहनती हैं', true],
];

interface AuthoredRow {
  text: string;
  label: 0 | 1;
  lang: string;
  category: string;
  kind: string;
  split: 'train' | 'heldout';
  pair?: number;
  group?: string;
  source: string;
}

const fill = (t: string, g: string): string => {
  const s = t.replace(/\{G\}/g, g);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

export function authoredHate(): AuthoredRow[] {
  const rows: Omit<AuthoredRow, 'source'>[] = [];
  const grouped = (groups: string[], templates: Array<[string, string]>, label: 0 | 1, lang: string, split: AuthoredRow['split'] = 'train') => {
    for (const [family, t] of templates) for (const g of groups) rows.push({ text: fill(t, g), label, lang, category: family, kind: 'post', split, group: g });
  };
  const plain = (templates: Array<[string, string]>, label: 0 | 1, lang: string) => {
    for (const [family, t] of templates) rows.push({ text: t, label, lang, category: family, kind: 'post', split: 'train' });
  };
  grouped(EN_GROUPS, EN_HATE, 1, 'en');
  grouped(EN_GROUPS, EN_CLEAN, 0, 'en');
  plain(EN_THREATS.map((t) => ['threat', t]), 1, 'en');
  plain(EN_EVERYDAY, 0, 'en');
  grouped(HI_LATN_GROUPS, HI_LATN_HATE, 1, 'hi-Latn');
  grouped(HI_LATN_GROUPS, HI_LATN_CLEAN, 0, 'hi-Latn');
  plain(HI_LATN_THREATS.map((t) => ['threat', t]), 1, 'hi-Latn');
  plain(HI_LATN_EVERYDAY, 0, 'hi-Latn');
  grouped(HI_GROUPS, HI_HATE, 1, 'hi');
  grouped(HI_GROUPS, HI_CLEAN, 0, 'hi');
  plain(HI_THREATS.map((t) => ['threat', t]), 1, 'hi');
  plain(HI_EVERYDAY, 0, 'hi');
  grouped(EN_GROUPS, EN_MENTIONS, 0, 'en');
  plain(EN_COUNTER, 0, 'en');
  plain(EN_HISTORY, 0, 'en');
  grouped(HI_LATN_GROUPS, HI_LATN_MENTIONS, 0, 'hi-Latn');
  grouped(HI_GROUPS, HI_MENTIONS, 0, 'hi');
  // Held out (never trained on): the probe of eval:scoring.
  grouped(EN_GROUPS, EN_MENTIONS_HELDOUT, 0, 'en', 'heldout');
  grouped(EN_GROUPS, EN_HATE_HELDOUT, 1, 'en', 'heldout');
  grouped(HI_LATN_GROUPS, HI_LATN_MENTIONS_HELDOUT, 0, 'hi-Latn', 'heldout');
  grouped(HI_LATN_GROUPS, HI_LATN_HATE_HELDOUT, 1, 'hi-Latn', 'heldout');
  grouped(HI_GROUPS, HI_MENTIONS_HELDOUT, 0, 'hi', 'heldout');
  grouped(HI_GROUPS, HI_HATE_HELDOUT, 1, 'hi', 'heldout');
  return rows.map((r, i) => ({ ...r, source: `authored/svc-score-engine@1:authored-hate.jsonl#${i}` }));
}

export function authoredStereotypes(): AuthoredRow[] {
  const rows: Omit<AuthoredRow, 'source'>[] = [];
  let pair = 0;
  const add = (groups: string[], templates: Array<[string, string, boolean]>, lang: string) => {
    for (const [stereo, anti, held] of templates) {
      for (const g of groups) {
        const split = held ? 'heldout' : 'train';
        rows.push({ text: fill(stereo, g), label: 1, lang, category: 'stereotype', kind: 'post', split, pair, group: g });
        rows.push({ text: fill(anti, g), label: 0, lang, category: 'anti_stereotype', kind: 'post', split, pair, group: g });
        pair++;
      }
    }
  };
  add(EN_GROUPS, STEREOTYPE_PAIRS, 'en');
  add(HI_LATN_GROUPS, HI_LATN_STEREOTYPE_PAIRS, 'hi-Latn');
  add(HI_GROUPS, HI_STEREOTYPE_PAIRS, 'hi');
  return rows.map((r, i) => ({ ...r, source: `authored/svc-score-engine@1:authored-stereotypes.jsonl#${i}` }));
}

function main(): void {
  mkdirSync(AUTHORED_DIR, { recursive: true });
  for (const [file, rows] of [['authored-hate.jsonl', authoredHate()], ['authored-stereotypes.jsonl', authoredStereotypes()]] as const) {
    writeFileSync(resolve(AUTHORED_DIR, file), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    console.log(`${file}: ${rows.length} rows (${rows.filter((r) => r.label === 1).length} positive)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
