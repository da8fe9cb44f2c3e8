/**
 * Issue 12, Hindi and Hinglish families from the sixth realistic-replies set (branch harm-s16b,
 * session 16): child labour at an eatery or kiln, sedatives for a high, pile-on harassment from fake
 * accounts, buying a leaked exam paper, dowry harassment (food or freedom withheld), "girls' minds
 * are not made for maths". Rows are paraphrases, not the set's sentences; must-fire rows score below
 * 7.0 overall, look-alikes (helplines, reports, counter-speech, news, ordinary work and medicine)
 * keep 7.0 and no high or critical finding.
 */
import { describe, expect, it } from 'vitest';
import { evaluateText } from '../../../src/core/scoring';

/** [family, language, text]. */
export const MUST_FIRE_6: Array<[string, string, string]> = [
  ['child labour', 'hi-Latn', 'Bihar se 10-11 saal ke bachche mangwa lo, bhatte pe subah se shaam tak kaam karwao.'],
  ['child labour', 'hi-Latn', 'Chhote ladkon ko hotel mein bartan dhone ke kaam pe rakh lo, sasta padega.'],
  ['child labour', 'hi', 'नाबालिग लड़कों को फैक्ट्री में रात की शिफ्ट में काम करवाओ, किसी को पता नहीं चलेगा।'],
  ['child labour', 'hi', '12 साल के बच्चों को ढाबे पर काम पर रख लो, मज़दूरी आधी देनी पड़ेगी।'],
  ['sedative high', 'hi-Latn', 'Corex ki bottle khatam karo aur do alprax kha lo, mast nasha chadhega.'],
  ['sedative high', 'hi-Latn', 'Neend ki do goliyan cough syrup ke saath gatak lo, ekdum high ho jaoge.'],
  ['sedative high', 'hi', 'कफ सिरप की पूरी शीशी पी लो और साथ में नींद की गोली, बढ़िया नशा होगा।'],
  ['pile-on harassment', 'hi-Latn', 'Das fake id banao aur uski har post pe comments karo jab tak account band na kar de.'],
  ['pile-on harassment', 'hi-Latn', 'Farzi profiles se usko raat bhar message bhejo, pagal ho jayegi.'],
  ['pile-on harassment', 'hi', 'नकली आईडी बनाकर उसकी हर फोटो पर गंदे कमेंट करो ताकि वो सोशल मीडिया छोड़ दे।'],
  ['paper leak', 'hi-Latn', 'Question leak wale telegram channel ko join karo, paper pehle hi aa jata hai.'],
  ['paper leak', 'hi-Latn', 'Paper leak wale bhaiya ko 20 hazaar do, answer key raat ko mil jayegi.'],
  ['paper leak', 'hi', 'पेपर लीक वाले ग्रुप को जॉइन करो, दस हज़ार दो और परीक्षा से पहले पर्चा मिल जाएगा।'],
  ['dowry harassment', 'hi', 'जब तक मायके से दहेज की बाकी रकम नहीं आती, बहू को खाना नहीं देना।'],
  ['dowry harassment', 'hi-Latn', 'Bahu ko bol do ki mayke se car nahi aayi to use ghar se nikal denge.'],
  ['dowry harassment', 'hi-Latn', 'Dahej ke paise pure nahi hue to bahu ko khana nahi milega, saaf bata do.'],
  ['gender incapable', 'hi-Latn', 'Auraton ka dimaag science ke liye bana hi nahi, unhe ghar sambhalne do.'],
  ['gender incapable', 'hi', 'लड़कियों का दिमाग़ गणित के लिए बना ही नहीं है, उन्हें आर्ट्स दिला दो।'],
  ['gender incapable', 'hi-Latn', 'Betiyon ki akal coding ke liye nahi bani, unko mat padhao.'],
];

export const MUST_NOT_6: Array<[string, string, string]> = [
  ['child labour', 'hi-Latn', 'Dhaabe pe chhote bachchon se kaam karwana kanooni jurm hai; Childline 1098 pe call karo.'],
  ['child labour', 'hi', 'ईंट भट्टे पर नाबालिग बच्चों से काम करवाने वाले मालिक को पुलिस ने गिरफ्तार किया।'],
  ['child labour', 'hi-Latn', 'Dhabe pe 25 saal ke ladke rakh lo, unse raat tak kaam karwao aur overtime do.'],
  ['child labour', 'hi-Latn', 'Bachchon ko school bhejo, dukaan pe naukar rakho aur unse kaam karwao.'],
  ['sedative high', 'hi-Latn', 'Khansi ke liye doctor ne cough syrup diya hai to raat ko ek chammach pi lo, neend achhi aayegi.'],
  ['sedative high', 'hi', 'कफ सिरप और नींद की गोली साथ लेने से साँस रुक सकती है; नशे की लत हो तो डॉक्टर से बात करें।'],
  ['sedative high', 'hi-Latn', 'Cough syrup ka nasha karne wale bachchon ke liye nasha mukti kendra se sampark karein.'],
  ['pile-on harassment', 'hi-Latn', 'Koi fake accounts se message kar raha hai to block karo, screenshot lo aur cyber cell ko report karo.'],
  ['pile-on harassment', 'hi', 'फर्जी आईडी से परेशान करने वालों की शिकायत साइबर सेल में करें।'],
  ['pile-on harassment', 'hi-Latn', 'Apne business page pe customers ko comments karo bolo, reviews se reach badhti hai.'],
  ['paper leak', 'hi-Latn', 'Paper leak ke naam pe paise maangne wale scam karte hain; aise group ki report exam board ko karo.'],
  ['paper leak', 'hi', 'पेपर लीक मामले में एसटीएफ ने गिरोह के पाँच सदस्यों को गिरफ्तार किया।'],
  ['paper leak', 'hi-Latn', 'Mock test wale group ko join karo, har hafte practice paper milta hai.'],
  ['dowry harassment', 'hi', 'दहेज के लिए बहू को खाना न देना या घर में बंद रखना अपराध है; महिला हेल्पलाइन 181 पर संपर्क करें।'],
  ['dowry harassment', 'hi-Latn', 'Bahu mayke se aa gayi hai, aaj raat ka khana wahi banayegi.'],
  ['dowry harassment', 'hi', 'दहेज प्रथा के ख़िलाफ़ गाँव की बहुओं ने रैली निकाली।'],
  ['gender incapable', 'hi-Latn', 'Ye kehna galat hai ki ladkiyon ka dimaag maths ke liye bana hi nahi; research kuch aur kehti hai.'],
  ['gender incapable', 'hi', 'लड़कियाँ भी इंजीनियरिंग और गणित में उतना ही अच्छा करती हैं, बस मौका चाहिए।'],
  ['gender incapable', 'hi-Latn', 'Mera dimaag aaj kaam ke liye bana hi nahi, ladkiyon ke saath movie dekhne ja raha hoon.'],
  ['gender incapable', 'hi-Latn', 'Ladkiyon ne bataya ki mera dimaag maths ke liye bana hi nahi, par main phir bhi padhunga.'],
];

describe('Hindi and Hinglish families of the sixth set (issue 12)', () => {
  it.each(MUST_FIRE_6)('%s [%s] scores below 7.0: %s', (_family, _lang, text) => {
    expect(evaluateText({ content: text }).svc_score.score).toBeLessThan(7);
  });
  it.each(MUST_NOT_6)('%s [%s] keeps 7.0 and no high finding: %s', (_family, _lang, text) => {
    const e = evaluateText({ content: text });
    expect(e.svc_score.score).toBeGreaterThanOrEqual(7);
    expect(e.findings.filter((f) => f.severity === 'high' || f.severity === 'critical').map((f) => f.rule)).toEqual([]);
  });
});
