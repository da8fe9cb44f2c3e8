/**
 * Hindi and Hinglish insults, humiliation and curses aimed at a person (rules/hindi-insult.ts).
 * Phrase syntax and folding as in lexicons/hindi.ts (fold.ts: `a/b` a choice of words, `~` up
 * to three other words; "gadhe"/"gadhey", "aukaat"/"aukat"/"okat" fold alike).
 *
 * The gaalis (HI_ABUSE) are abuse wherever they stand. The words here are not: "gadha" is a
 * donkey, "suar" a pig, "dalal" a broker, "ullu" an owl, "chor" a thief in the news. They count as
 * an insult only when aimed at someone (see the rule); the phrases of HI_HUMILIATION and
 * HI_CURSES already name their target.
 */

/** Insult words: an insult only when aimed at a person (second person, vocative, "X kahin ka"). */
export const HI_INSULT_WORDS: readonly string[] = [
  'nalayak/nalaayak/nalaik/nalayek',
  'gadha/gadhe/gadhi/gadhon/gadhey',
  'dhakkan',
  'murkh/moorkh/murakh/murkha',
  'bewakoof/bevakoof/bewkoof/bewakuf/bevkuf/bewkuf',
  'besharam/besharm/besharmi',
  'gawar/ganwar/gavar/gavaar/ganvaar/gawaar',
  'anpadh/anpad',
  'nikamma/nikamme/nikammi',
  // "dalla" folds to "dala", which is also "daala" (put): the rule asks for the double l.
  'dalla/dalle/dalli/dalal/dalaal',
  'bhadwa/bhadwe/bhadve/bhadva/bhadwi/bhadwo',
  'suar/suwar/suvar/suar/suaro/suwaro',
  // "chapri" folds to "capri" (the trousers, the island): the rule asks for the "ch".
  'chapri/chhapri/chapriya/chhapriya',
  'chamcha/chamche/chamchi/chamcho',
  'andhbhakt/andhbhakto/andhbhakton/andbhakt',
  'jahil/jaahil',
  'kalank',
  'bikau/bikaau',
  'dogla/dogle/dogli',
  'gaddar/gaddaar',
  'namakharam',
  'namak haram',
  'kamchor',
  'ghatiya',
  'badtameez/badtamiz/badtameej',
  'lafanga/lafange',
  'chor',
  'pagal/paagal',
  'नालायक',
  'गधा/गधे/गधी',
  'ढक्कन',
  'मूर्ख/मुर्ख',
  'बेवकूफ/बेवकूफ़/बेवक़ूफ़',
  'बेशर्म',
  'गंवार/गँवार/गवार',
  'अनपढ़',
  'निकम्मा/निकम्मे/निकम्मी',
  'दल्ला/दल्ले/दलाल',
  'भड़वा/भड़वे/भडवा/भडवे',
  'सूअर/सुअर',
  'छपरी',
  'चमचा/चमचे/चमची',
  'अंधभक्त/अंधभक्तों',
  'जाहिल',
  'कलंक',
  'बिकाऊ',
  'दोगला/दोगले',
  'गद्दार',
  'नमकहराम',
  'नमक हराम',
  'कामचोर',
  'घटिया',
  'बदतमीज़/बदतमीज',
  'चोर',
  'पागल',
];

/**
 * Humiliation that names its target: "teri aukaat kya hai", "apni aukaat mein reh", "tu hai
 * kaun", "tere baap ki jaagir hai", "shakal dekhi hai apni", "chullu bhar paani mein doob mar",
 * "ullu ka pattha". ("Aukaat se bahar kharcha mat karo", within one's means, is not one.)
 */
export const HI_HUMILIATION: readonly string[] = [
  'teri/tumhari/tera/tere aukat/aukad/okat/aukaat',
  'aukat/aukad/okat ~ teri/tumhari/tera/tere',
  'apni/apne aukat/aukad/okat mein/me/main reh/rah/raho/rehna/rahna/rehiyo',
  'aukat/aukad/okat dikha/dikhla/dikhani/dikhana/yad',
  'tu/tum hai/ho kaun',
  'tu kaun hota/hoti hai',
  'tum kaun hote/hoti ho',
  'kaun hota/hoti hai tu',
  'do kaudi/kodi/kori ka/ki/ke',
  'tere/tumhare/tera baap ki jagir',
  'shakal/shakl/sakal dekhi hai apni',
  'apni shakal/shakl dekh',
  'paida/peda hi galat/glat',
  'dub/doob mar/maro/marna/mariyo',
  'chullu bhar pani/paani mein/me dub/doob',
  'ullu ka/ke pattha/patthe/pata/pate',
  'talve/talwe/talva chat/chato/chatna/chatne/chatte',
  'tujhse/tumse kisne pucha/poocha',
  'gand/gaand mein/me dum',
  'izzat mitti mein/me mila',
  'तेरी/तुम्हारी औकात',
  'औकात ~ तेरी/तुम्हारी',
  'अपनी औकात में रह/रहो/रहना',
  'औकात दिखा/दिखाना/याद',
  'तू/तुम है/हो कौन',
  'तू कौन होता/होती है',
  'दो कौड़ी का/की/के',
  'तेरे/तुम्हारे बाप की जागीर',
  'शक्ल/शकल देखी है अपनी',
  'पैदा ही गलत',
  'डूब मर/मरो/मरना',
  'चुल्लू भर पानी में डूब',
  'उल्लू का/के पट्ठा/पट्ठे',
  'तलवे चाट/चाटो/चाटना',
  'तुझसे/तुमसे किसने पूछा',
];

/** Wishing harm on the person addressed: "bhagwan kare tu barbaad ho jaye", "tujhe keede padenge". */
export const HI_CURSES: readonly string[] = [
  'tu/tum/tera/teri/tere/tumhara/tumhari barbad/barbaad/tabah ho',
  'tera/teri/tumhara/tumhari satyanas/satyanash/satyanaash/beda/nash',
  'tera/tumhara accident/ekcident ho',
  'tujhe/tumhe/tere/tumhare kide/keede/kire pade/padenge/padein/padne',
  'tujhe/tumhe kodh/kod ho',
  'teri/tumhari arthi uthe/nikle',
  'तू/तुम बर्बाद/तबाह हो',
  'तेरा/तुम्हारा सत्यानाश/नाश',
  'तेरा/तुम्हारा एक्सीडेंट हो',
  'तुझे/तुम्हें/तेरे/तुम्हारे कीड़े पड़ें/पड़ेंगे/पड़े',
  'तेरी/तुम्हारी अर्थी उठे',
];
