/**
 * Hinglish aggression probe (issue #12): hand-written aggression and abuse aimed at a person or a
 * group, romanised and Devanagari, and benign twins full of the same words (civil political
 * disagreement, news of a threat, "don't abuse", banter without insult, complaints, cricket).
 * Each row goes through evaluateText({content, dimensions: ['safety', 'fairness']}).
 *
 *   npx tsx scripts/hinglish-aggression-probe.ts            table (tuning rows, held-out rows, all)
 *   npx tsx scripts/hinglish-aggression-probe.ts --misses   tuning rows on the wrong side of 7.0 on safety
 *   npx tsx scripts/hinglish-aggression-probe.ts --rows     every row with its scores and rules
 *
 * Every fifth row of each label is held out ("held out" below): it was written with the others,
 * but its per-row results were not looked at while rules were written from the misses.
 */
import { evaluateText } from '../src/core/scoring';
import { rocAuc } from './ml';

interface Row {
  text: string;
  /** 1 = aggression or abuse at a person or group, 0 = benign twin. */
  label: 0 | 1;
}

const AGGRESSION: readonly string[] = [
  // romanised: aukaat, humiliation, insults with and without gaalis
  'Teri aukaat kya hai mere saamne baat karne ki?',
  'Apni aukaat mein reh, samjha?',
  'Tu hai kaun be, do kaudi ka aadmi.',
  'Abe chutiyaa, dimaag hai ya nahi tere paas?',
  'Bhosdi ke, zyada bakwas mat kar.',
  'Kamine insaan, tujhe sharam nahi aati?',
  'Tu ekdum nalayak hai, kisi kaam ka nahi.',
  'Gadha hai tu, itni si baat samajh nahi aati.',
  'Ye anchor dalla hai, paise leke news chalata hai.',
  'Bhadwe patrakar, kitne mein bika?',
  'Suar ki aulaad, nikal yahan se.',
  'Saale kutte, teri himmat kaise hui.',
  'Tere baap ki jaagir hai kya? Aukaat dikha dunga tujhe.',
  'Ek thappad marunga na, saare daant bahar aa jayenge.',
  'Ghar aake marunga tujhe, bach ke rehna.',
  'Teri saari video viral kar dunga, phir dekhna.',
  'Tera pardafash kar dunga sabke saamne, izzat mitti mein mila dunga.',
  'Is neta ko joote maarne chahiye, chor kahin ka.',
  'Ye MLA sabse bada chor hai, jail mein sadna chahiye isko.',
  'Tere jaise ghatiya log desh ke liye kalank hain.',
  'Teri maa ne kya sikhaya tujhe? Gawar ki aulaad.',
  'Tere baap ko bhi yahi bimari thi, poora khandaan hi paagal hai.',
  'Teri behen ko bhi bol dena, poora khandaan nikamma hai.',
  'Bhagwan kare tu barbaad ho jaye.',
  'Tujhe keede padenge, dekh lena.',
  'Tera accident ho jaye yahi dua hai.',
  'Jaake doob mar kahin, besharam.',
  'Chullu bhar paani mein doob mar.',
  'Bhaag yahan se chaprii, shakal dekhi hai apni?',
  'Tum jaise jokers ko twitter chhod dena chahiye, anpadh gawar.',
  'Oye harami, phone kyu nahi uthata?',
  'Chamche ho tum sab, chup chaap talve chaato.',
  'Andhbhakt saale, dimaag ghutne mein hai tera.',
  'Tu toh paida hi galat hua hai.',
  'Tere jaise nalaayak ko naukri kisne di?',
  'Kaminey, paise wapas kar warna haath pair tod dunga.',
  'Tujhe sadak pe ghaseet ke marenge.',
  'Journalist ke naam pe kalank hai tu, bikau media.',
  'Pappu ko kuch nahi aata, ek number ka murkh hai.',
  'Chup kar be bewakoof, tujhse kisne poocha.',
  'Jhaat barabar aukaat nahi hai teri.',
  'Tu ullu ka pattha hai.',
  'Dhakkan kahin ka, kuch bhi bolta rehta hai.',
  'Mooh band rakh warna chappal se maarungi.',
  'Gaand mein dum hai toh saamne aa.',
  'bsdk tu ruk, tera number mere paas hai.',
  'mc bc sab tere jaise hi hote hain.',
  'Tu besharam hai, tujhe sharm se doob jaana chahiye.',
  'Laat maar ke nikalo isko studio se.',
  'Is dalle ko koi samjhao, bakwaas band kare.',
  'kaminaa insaan hai tu',
  'abe gadhe ki aulaad, dikhta nahi kya?',
  'tu bhadwa hai, saala bhadwaa kahin ka',
  'suaar jaisi shakal hai teri',
  'bosdike tujhe sharam nahi aati',
  'chutya hai kya be tu?',
  // Devanagari
  'तेरी औकात क्या है मुझसे बात करने की?',
  'अपनी औकात में रह, समझा?',
  'कमीने, तुझे शर्म नहीं आती?',
  'तू एकदम नालायक है, किसी काम का नहीं।',
  'गधा है तू, इतनी सी बात नहीं समझता।',
  'ये एंकर दलाल है, पैसे लेकर खबर चलाता है।',
  'भड़वे पत्रकार, कितने में बिका?',
  'सूअर की औलाद, निकल यहाँ से।',
  'साले कुत्ते, तेरी हिम्मत कैसे हुई।',
  'एक थप्पड़ मारूंगा, सारे दांत बाहर आ जाएंगे।',
  'घर आकर मारूंगा तुझे।',
  'तेरी सारी पोल खोल दूंगा सबके सामने।',
  'इस नेता को जूते मारने चाहिए, चोर कहीं का।',
  'तेरी माँ ने कुछ नहीं सिखाया, गंवार की औलाद।',
  'भगवान करे तू बर्बाद हो जाए।',
  'जा के डूब मर कहीं, बेशर्म।',
  'चुल्लू भर पानी में डूब मरो।',
  'तू पैदा ही गलत हुआ है।',
  'अंधभक्त साले, दिमाग घुटने में है तेरा।',
  'चुप कर बेवकूफ, तुझसे किसने पूछा।',
  'उल्लू का पट्ठा है तू।',
  'तुझे सड़क पर घसीट के मारेंगे।',
  'बिकाऊ मीडिया के दलाल, शर्म करो।',
  'हरामखोर नेता, जनता का पैसा खा गया।',
  'तेरे जैसे घटिया लोग देश पर कलंक हैं।',
  'तेरे बाप की जागीर है क्या?',
  'मुंह बंद रख वरना चप्पल से मारूंगी।',
  'तेरे कीड़े पड़ेंगे, देख लेना।',
  'भोसड़ी के, ज़्यादा बकवास मत कर।',
  'चमचे हो तुम सब, तलवे चाटो।',
];

const BENIGN: readonly string[] = [
  // romanised: same words, no insult aimed at anyone
  'Aukaat se bahar kharcha mat karo, pehle budget banao.',
  'Har insaan ki izzat karo, chahe wo kisi bhi kaam ka ho.',
  'Main kaun hota hoon judge karne wala, sabki apni kahani hai.',
  'Gaali mat do yaar, aaram se baat karo.',
  'Bhai kisi ko chutiya bolna theek nahi, tameez se baat kar.',
  'Sarkar ki nayi policy galat hai, isse kisano ko nuksan hoga.',
  'Mujhe is neta ki baaton se asahmati hai, par main unka samman karta hoon.',
  'Ye MLA pichhle chunav mein haar gaye the, is baar jeet gaye.',
  'Police ne bataya ki aaropi ne peedit ko jaan se maarne ki dhamki di thi.',
  'Anchor ne kal raat ki debate mein sarkar se tikhe sawal puche.',
  'Patrakar ko dhamki milne ki khabar par press club ne virodh jataya.',
  'Bhai kal match mein Kohli ne kya chhakka mara, maza aa gaya!',
  'Rohit ne gendbaazon ki dhulai kar di, 50 gend mein century.',
  'Bowler ne wicket le li, stumps ukhad diye.',
  'Customer care walon ne teen din se mera complaint solve nahi kiya, bahut niraash hoon.',
  'Mera order abhi tak nahi aaya, kripya refund process kariye.',
  'Aapki service bahut kharab hai, main consumer forum mein shikayat karunga.',
  'Yaar kal party mein bahut maza aaya, phir milte hain.',
  'Abe sun, kal chai pe milte hain, bahut din ho gaye.',
  'Tu toh chhupa rustam nikla bhai, gaana mast gaaya.',
  'Bhai tera joke sunke hass hass ke pet dukh gaya.',
  'Apne parivaar ka khayal rakhna, maa ko pranaam kehna.',
  'Meri behen ki shaadi hai agle mahine, zaroor aana.',
  'Bhagwan kare tumhe naukri mil jaye, best of luck.',
  'Dua hai ki tum jaldi theek ho jao.',
  'Gadha din bhar bojh uthata hai, kisaan ke liye bahut kaam ka janwar hai.',
  'Suar ka maans kuch dharmon mein varjit hai.',
  'Dalal ne zameen ka sauda karwaya aur commission liya.',
  'Neta ji ke bhashan mein tathyon ki kami thi, ye meri raay hai.',
  'Is sarkar ki arthik niti se mehngai badhi hai, aankde dekhiye.',
  'Vipaksh ko sansad mein behas karni chahiye, shor nahi.',
  'Trolls ko jawab mat do, block karo aur aage badho.',
  'Kisi ki maa behen ko gaali dena galat hai, aisa mat karo.',
  'Online abuse ki shikayat cyber cell mein karein.',
  'Usne mujhe dhamki di ki video viral kar dega, maine police mein report kiya.',
  'Video viral ho gaya, ek din mein das lakh views!',
  'Reporter ne ghotale ka pardafash kiya, bahut badhiya kaam.',
  'Bach ke rehna, sadak pe barf jami hai.',
  'Thappad film dekhi? Taapsee ki acting kamaal thi.',
  'Ghar aake khana khayenge, maa ne biryani banayi hai.',
  'Jaake aaram kar, kal exam hai.',
  'Chullu bhar paani se kuch nahi hota, pedon ko zyada paani chahiye.',
  'Teacher ne kaha mehnat karo, koi bhi bachcha nalayak nahi hota.',
  'Pappu Yadav ne aaj Patna mein rally ki.',
  'Chup rehna bhi ek kala hai, har baat ka jawab zaroori nahi.',
  'Bhai ye joota kitne ka hai? Size 9 chahiye.',
  'Studio mein aaj ek khaas mehmaan aaye hain.',
  'Sadak pe gaddhe bahut hain, nagar nigam kuch kare.',
  'Andhvishwas se bacho, doctor ki salah lo.',
  'Ullu raat mein jaagta hai aur din mein sota hai.',
  'Modi sarkar ki nitiyon ki aalochana karna loktantra ka hissa hai.',
  'Rahul Gandhi ke bayan par BJP ne pratikriya di.',
  'Ye anchor hamesha ek taraf ki baat karta hai, mujhe pasand nahi.',
  'Bhai tu toh kamaal hai, teri batting dekh ke maza aa gaya.',
  'Kal tera number aayega interview mein, tayyari kar le.',
  'Saamne wali dukaan pe samose ache milte hain.',
  // Devanagari
  'औकात से बाहर खर्च मत करो, बजट बनाओ।',
  'गाली मत दो, आराम से बात करो।',
  'सरकार की नई नीति गलत है, इससे किसानों को नुकसान होगा।',
  'मैं इस नेता से असहमत हूं, पर उनका सम्मान करता हूं।',
  'पुलिस ने बताया कि आरोपी ने पीड़ित को जान से मारने की धमकी दी थी।',
  'पत्रकार को धमकी मिलने पर प्रेस क्लब ने विरोध जताया।',
  'कल मैच में कोहली ने शानदार छक्का मारा।',
  'गेंदबाज़ ने स्टंप उखाड़ दिए, क्या गेंद थी!',
  'ग्राहक सेवा ने तीन दिन से मेरी शिकायत हल नहीं की।',
  'मेरा ऑर्डर अभी तक नहीं आया, कृपया रिफंड करें।',
  'यार कल पार्टी में बहुत मज़ा आया।',
  'माँ को मेरा प्रणाम कहना।',
  'भगवान करे तुम्हें नौकरी मिल जाए।',
  'गधा दिन भर बोझ उठाता है।',
  'दलाल ने ज़मीन का सौदा करवाया।',
  'विपक्ष को संसद में बहस करनी चाहिए, शोर नहीं।',
  'किसी की माँ बहन को गाली देना गलत है।',
  'ऑनलाइन गाली-गलौज की शिकायत साइबर सेल में करें।',
  'रिपोर्टर ने घोटाले का पर्दाफाश किया।',
  'घर आकर खाना खाएंगे।',
  'थप्पड़ फ़िल्म में तापसी की एक्टिंग कमाल थी।',
  'उल्लू रात में जागता है।',
  'मीडिया को सरकार से सवाल पूछने चाहिए।',
  'इस मंत्री के बयान से मैं सहमत नहीं हूं, तथ्य कुछ और कहते हैं।',
  'बच्चों को डांटने के बजाय प्यार से समझाइए।',
  'चुप रहना भी एक कला है।',
  'सूअर पालन से किसानों की आय बढ़ी है।',
  'कीड़े लगने से फसल खराब हो गई।',
  'गलत फैसले से कंपनी को घाटा हुआ, सीईओ ने माफ़ी मांगी।',
  'पोल खुलने के डर से मंत्री ने इस्तीफा दे दिया, अखबार ने लिखा।',
];

export const ROWS: readonly Row[] = [...AGGRESSION.map((text) => ({ text, label: 1 as const })), ...BENIGN.map((text) => ({ text, label: 0 as const }))];

/** Every fifth row of each label: not looked at row by row while rules were written. */
function heldOut(i: number, label: 0 | 1): boolean {
  return (label === 1 ? i : i - AGGRESSION.length) % 5 === 4;
}

const isDevanagari = (t: string) => /[\u0900-\u097f]/.test(t);

interface Scored extends Row {
  i: number;
  safety: number;
  fairness: number;
  overall: number;
  rules: string[];
}

function score(): Scored[] {
  return ROWS.map((row, i) => {
    const r = evaluateText({ content: row.text, dimensions: ['safety', 'fairness'] });
    return {
      ...row,
      i,
      safety: r.dimension_scores.safety!.score,
      fairness: r.dimension_scores.fairness!.score,
      overall: r.svc_score.score,
      rules: [...new Set(r.findings.map((f) => `${f.rule}:${f.points}`))],
    };
  });
}

function table(name: string, rows: Scored[]): string {
  const pos = rows.filter((r) => r.label === 1);
  const neg = rows.filter((r) => r.label === 0);
  const below = (xs: Scored[]) => xs.filter((r) => r.safety < 7).length;
  // A lower score is more harmful: negate so that ROC AUC reads "aggression ranked below benign".
  const auc = rocAuc(pos.map((r) => -r.overall), neg.map((r) => -r.overall));
  const atOrBelow = pos.filter((r) => r.safety <= 7).length;
  return `| ${name} | ${pos.length} / ${neg.length} | ${below(pos)} (${((100 * below(pos)) / pos.length).toFixed(0)}%) | ${atOrBelow} | ${below(neg)} | ${auc.toFixed(3)} |`;
}

if (process.argv[1]?.endsWith('hinglish-aggression-probe.ts')) {
  const args = process.argv.slice(2);
  const rows = score();
  for (const r of rows) {
    const wrong = r.label === 1 ? r.safety >= 7 : r.safety < 7;
    if (args.includes('--rows') || (args.includes('--misses') && wrong && !heldOut(r.i, r.label))) {
      console.log(`${wrong ? '✗' : ' '} ${r.label ? 'aggr' : 'beni'} ${r.safety.toFixed(2).padStart(5)} ${r.fairness.toFixed(2).padStart(5)} ${r.text.slice(0, 70).padEnd(70)} ${r.rules.join(' ')}`);
    }
  }
  console.log('\n| rows | aggression / benign | aggression < 7.0 on safety | aggression ≤ 7.0 | benign < 7.0 on safety | ROC AUC (overall score) |\n|---|---:|---:|---:|---:|---:|');
  const tune = rows.filter((r) => !heldOut(r.i, r.label));
  const held = rows.filter((r) => heldOut(r.i, r.label));
  console.log(table('tuning rows', tune));
  console.log(table('held-out rows', held));
  console.log(table('romanised', rows.filter((r) => !isDevanagari(r.text))));
  console.log(table('Devanagari', rows.filter((r) => isDevanagari(r.text))));
  console.log(table('all', rows));
}
