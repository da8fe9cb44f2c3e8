/**
 * Hindi and romanised Hinglish phrase lists for the act families of the third realistic-replies set
 * (issue 12, branch harm-hindi2): a veiled threat against someone's relative, caste segregation,
 * cutting as a self-harm method, an advance-fee scam script, image abuse, an organised assault,
 * hiding drugs from the police and carrying a blade to stab. Phrase syntax of fold.ts (`a/b` a
 * choice of single words, `~` up to three other words); the Latin fold already merges ee/i, oo/u,
 * w/v, q/k, z/j, aspirates and doubled letters, the Devanagari fold nukta and chandrabindu.
 * Every list is used with another in the same sentence (rules/hindi-acts.ts): none fires alone.
 */

// ---- Veiled threat against a relative ("agar gawahi di to uske bete ka school se lautna mushkil kar denge").

/** Someone else's relative or home: a possessive before a family word or their house, shop or vehicle ("uske bete", "तेरी बहन", "uske ghar"). */
export const HI_OTHERS_RELATIVE: readonly string[] = [
  'uski/uske/uska/teri/tere/tera/tumhari/tumhare/tumhara/unki/unke/unka/iski/iske/iska behen/behan/bahan/beti/betiyon/biwi/bivi/bibi/patni/maa/ma/mummy/bete/beta/beton/bachche/bachchon/bachon/bache/bacche/bachcha/bhai/bhaiyon/parivar/pariwar/family/gharwalon/gharwale/gharvale/gharwali/ghar/dukaan/dukan/gaadi/gadi',
  'उसकी/उसके/उसका/तेरी/तेरे/तेरा/तुम्हारी/तुम्हारे/तुम्हारा/उनकी/उनके/उनका/इसकी/इसके/इसका बहन/बेटी/बेटियों/बीवी/पत्नी/मां/माँ/बेटे/बेटा/बेटों/बच्चे/बच्चों/बच्चा/भाई/परिवार/घरवालों/घरवाले/घरवाली/घर/दुकान/गाड़ी',
];

/**
 * Harm named by its effect, not by a weapon, in the first person plural or as a veiled outcome:
 * "jeena haraam kar denge", "lautna mushkil kar denge", "bahar nikalna band karwa denge", "kuch
 * bhi ho sakta hai", "salamati ki guarantee nahi", "sahi salamat nahi lautega". Counts only with a
 * relative of someone else and a condition in the sentence (see HI_VEILED_CONDITION).
 */
export const HI_VEILED_HARM: readonly string[] = [
  'mushkil/muskil/haram/haraam/barbad/barbaad/tabah/narak/nark kar/karva/karwa/kara denge/dunga/dalenge/dalunga/dege',
  // Causative only ("band karwa denge"): "agar baarish hui to bachchon ka school jaana band kar denge" is a parent.
  'jina/jeena/nikalna/lautna/jana/jaana/aana-jaana/ana-jana/aana-jana/padhna/ghumna band/bandh karva/karwa/kara denge/dunga/dalenge/dege',
  // Abduction: "uski beti ko uthwa lenge".
  'utha/uthva/uthwa/uthava lenge/lunga/lege/lenge',
  'utha/uthva/uthwa le jayenge/jaenge/jaayenge',
  'मुश्किल/हराम/बर्बाद/तबाह/नरक कर/करवा/करा देंगे/दूंगा/डालेंगे',
  'उठा/उठवा लेंगे/लूंगा',
  'उठा/उठवा ले जाएंगे/जायेंगे',
  'जीना/निकलना/लौटना/जाना/आना-जाना/पढ़ना बंद करवा/करा देंगे/दूंगा/डालेंगे',
  // Something of theirs shut by force (session 17): "uski dukaan band karwa denge". After the
  // relative ("uski dukaan", "उसका घर"), so the shut thing is theirs; causative only, as above.
  'band/bandh karva/karwa/kara denge/dunga/dalenge/dege',
  'बंद करवा/करा देंगे/दूंगा/डालेंगे',
  'jana/jaana/aana-jaana/nikalna/jeena mushkil/muskil ho jayega/jaega/jaayega',
  'जाना/आना-जाना/निकलना/जीना मुश्किल हो जाएगा/जायेगा',
  // Leaving home stopped, said of someone else's household (session 17): "uska ghar se nikalna band kar denge".
  'ghar se nikalna/niklna band/bandh kar denge/dunga/dalenge/dege',
  'घर से निकलना बंद कर देंगे/दूंगा/डालेंगे',
];

/**
 * A veiled outcome ("kuch bhi ho sakta hai", "salamati ki guarantee nahi", "sahi salamat nahi
 * lautega"): also a doctor's or a school's warning, so it counts only where the sentence also
 * hands the message on ("usko bata do ki ...", HI_VEILED_MESSENGER).
 */
export const HI_VEILED_OUTCOME: readonly string[] = [
  'kuch/kuc bhi ho sakta/skta hai',
  'salamati/salamti/hifajat/hifazat/suraksha ki ~ guarantee/garanti/gaaranti nahi/nahin/nhi',
  'sahi salamat/salaamat nahi/nahin/nhi ~ lautega/lautenge/lautegi/aayega/aayenge/ayega/bachega/bachenge/rahega/rahenge',
  'zimmedar/jimmedar/jimedar/zimedar/zimmedaar nahi/nahin/nhi/honge/hoge',
  'कुछ भी हो सकता है',
  'सलामती/हिफ़ाज़त/सुरक्षा की ~ गारंटी नहीं',
  'सही सलामत नहीं ~ लौटेगा/लौटेंगे/लौटेगी/आएगा/आएंगे/बचेगा/बचेंगे/रहेगा',
  'ज़िम्मेदार/जिम्मेदार नहीं/होंगे',
  // Knowing where the family goes (session 17): "hume pata hai uske bachche kis school mein jaate hain".
  'kis/kaunse/kaun/konse school/college/tuition/coaching/class ~ jaate/jate/jaati/jati/padhte/padhti/jaata/jata',
  'किस/कौन/कौनसे स्कूल/कॉलेज/ट्यूशन/कोचिंग ~ जाते/जाती/जाता/पढ़ते/पढ़ती/पढ़ता',
  // "... tere bachche roz school jaate hain, dhyan rakhna": a reminder that the family is reachable (session 17).
  'dhyan/dhyaan rakhna/rakhiyo',
  'dhyan/dhyaan rakh lena',
  'soch/samajh lena/lijiye',
  'ध्यान रखना/रखियो',
  'ध्यान रख लेना',
  'सोच/समझ लेना/लीजिए',
];

/** Handing a message on: "usko bata do", "keh dena", "samjha do". */
export const HI_VEILED_MESSENGER: readonly string[] = [
  'bata/bol/keh/kah/samjha/samja do/dena/dijiye/dejiye/de',
  'बता/बोल/कह/समझा दो/देना/दीजिए/दे',
  'kahiye/kahie/boliye/bolie/bataiye/bataie/samjhaiye',
  'कहिए/कहिये/बोलिए/बोलिये/बताइए/समझाइए',
];

/** The condition a veiled threat is made on: "agar ...", "warna", "nahi diye to", "बोला तो". */
export const HI_VEILED_CONDITION: readonly string[] = [
  'agar/agr/warna/varna/verna/vrna',
  'nahi/nahin/nhi ~ to/toh',
  'zyada/jyada/jada bola/boli/bole/bolega/bolegi ~ to/toh',
  'अगर/वरना/वर्ना',
  'नहीं ~ तो',
  'ज़्यादा/ज्यादा बोला/बोली/बोलेगा ~ तो',
];

// ---- Caste segregation and untouchability ("unke bartan alag rakhna", "pangat mein alag bithao").

/** A caste named as a group (not a religion: "Jain mehmaanon ke liye alag bartan" is food custom). */
export const HI_CASTE_GROUP: readonly string[] = [
  'jat/jati/jatiyon/jatiyo/caste/biradari wale/wala/vale/vala/valo/valon/ke/ki',
  'nichi/nichli/nichle/chhoti/choti/chhote/chote/nich jat/jati/jatiyon/jatiyo/caste/ghar',
  'sc/st wale/wala/walo/walon/vale/log/logo/logon',
  'dalit/dalito/daliton/harijan/harijano/harijanon/shudra/shudro/shudron/achhut/achut/chamar/chamaro/chamaron/bhangi/bhangiyo/bhangiyon/valmiki/balmiki/jatav/jatavon/musahar/musaharon/mahar/maharon/dom/domon',
  'जात/जाति/जातियों/बिरादरी वाले/वालों/वाला/के/की',
  'नीची/निचली/छोटी जात/जाति/जातियों',
  'एससी/एसटी वाले/वालों/लोग/लोगों',
  'दलित/दलितों/हरिजन/हरिजनों/शूद्र/शूद्रों/अछूत/अछूतों/चमार/चमारों/भंगी/भंगियों/वाल्मीकि/जाटव/जाटवों/मुसहर/मुसहरों/महार/महारों/डोम/डोमों',
];

/** Keeping people apart as an instruction: separate seats, dishes, no touching, no shared meal. */
export const HI_SEGREGATION: readonly string[] = [
  'alag/alg/piche/pichhe/peeche ~ bithao/bithana/bithaiye/bithaen/bithayen/baithao/baithana/baithaiye',
  'bartan/bartano/bartanon/thali/thaliyan/plate/plates/glass/gilas/cup/cap/katori/lota ~ alag/alg ~ rakho/rakhna/rakhiye/rakhen/do/dena/karo/karna',
  'alag/alg ~ bartan/bartano/thali/plate/glass/gilas/cup/katori/lota ~ rakho/rakhna/rakhiye/rakhen/do/dena',
  'अलग/पीछे ~ बैठाओ/बैठाना/बिठाओ/बिठाना/बिठाइए/बैठाइए/बिठाएं',
  'बर्तन/बर्तनों/थाली/थालियां/प्लेट/गिलास/कप/कटोरी/लोटा ~ अलग ~ रखो/रखना/रखिए/रखें/दो/देना/करो',
  'अलग ~ बर्तन/थाली/प्लेट/गिलास/कप/कटोरी/लोटा ~ रखो/रखना/रखिए/रखें/दो/देना',
];

/** The same as a prohibition: "apne bartan mein mat dena", "chhuna mat", "rasoi mein mat aane do". */
export const HI_SEGREGATION_NEG: readonly string[] = [
  'apne/apni/hamare bartan/bartano/thali/glass/gilas/cup mein/me mat/na ~ dena/do/khilana/pilana',
  'chhuna/chuna/chhoona/chhune/chune mat/na',
  'mat/na chhuna/chuna/chhona/chhuo/chuo',
  'haath/hath ka/ki khana/kana/pani/paani ~ mat/na khana/kana/pina/pena/lena',
  'saath/sath ~ baith/baithkar/baithke/bethkar/bethke ~ mat/na khana/kana/khao/khilana',
  'rasoi/kitchen/chauke/chauka ~ mat/na aane/ane/ghusne do/dena',
  'अपने/अपनी/हमारे बर्तन/बर्तनों/थाली/गिलास/कप में मत/न ~ देना/दो/खिलाना/पिलाना',
  'छूना/छूने मत/न',
  'मत/न छूना/छुओ',
  'हाथ का/की खाना/पानी ~ मत/न खाना/पीना/लेना',
  'साथ ~ बैठकर/बैठके/बैठ ~ मत/न खाना/खाओ/खिलाना',
  'रसोई/किचन/चौके/चौका ~ मत/न आने/घुसने दो/देना',
];

// ---- Cutting as a self-harm method ("kalai pe gehra kaato", "blade se arm pe karo").

// Not "baju" (also a sleeve: "kurte ki baju kaat do") nor "baah" (folds to "ba").
const CUT_BODY_LATIN = 'kalai/kalayi/wrist/wrists/nas/nasen/nase/nason/banh/baanh/arm/arms/jangh/thigh/thighs';
const CUT_BODY_DEVA = 'कलाई/नस/नसें/नसों/बांह/बाँह/बाहों/जांघ/जाँघ';

/**
 * Cutting a body part as an instruction: the wrist, a vein, the arm or thigh, then a cutting verb
 * within three words ("kalai pe zor se kaato", "नस गहरी काटना", "jaangh pe cut karo"), or a blade
 * held to the body ("blade se upar arm pe karo", "compass se haath pe karo").
 */
export const HI_CUT: readonly string[] = [
  `${CUT_BODY_LATIN} ~ kato/katna/katiye/katen`,
  `${CUT_BODY_LATIN} ~ kat/cut lo/lena/do/dalo/dalna/karo/karna/kariye/kijiye`,
  `${CUT_BODY_LATIN} ~ cuts/cutting/ghav/zakhm/jakhm karo/karna/kijiye/dalo/lagao/lagana/banao`,
  `${CUT_BODY_LATIN} ~ chalao/chalana/chalaiye/ragdo/ragadna`,
  'blade/bled/razor/rezar/compass/kampas/ustra/ustara/cutter ~ kalai/wrist/nas/banh/baanh/arm/jangh/thigh/hath/haath/pair/skin/chamdi ~ karo/karna/kato/katna/kat/cut/chalao/chalana/ragdo',
  `${CUT_BODY_DEVA} ~ काटो/काटना/काटिए/काटें`,
  `${CUT_BODY_DEVA} ~ काट/कट लो/लेना/दो/डालो/डालना/करो/करना`,
  `${CUT_BODY_DEVA} ~ घाव/ज़ख्म/जख्म करो/करना/लगाओ/बनाओ`,
  `${CUT_BODY_DEVA} ~ चलाओ/चलाना/चलाइए/रगड़ो/रगड़ना`,
  'ब्लेड/रेज़र/कंपास/उस्तरा/कटर ~ कलाई/नस/बांह/बाँह/जांघ/जाँघ/हाथ/पैर/त्वचा/चमड़ी ~ करो/करना/काटो/काटना/काट/चलाओ/चलाना/रगड़ो',
];

/**
 * Food, things and care cut or broken in a kitchen, a craft or a clinic: "chicken ki jaangh pe cut
 * karo" is marinating and "chicken ki haddiyan tod do" is soup, not self-harm or a beating.
 */
export const HI_NOT_A_BODY: readonly string[] = [
  'chicken/murga/murgi/mutton/meat/gosht/machli/fish/bakra/bakre/tangdi/leg/soup/yakni/paya/paneer/aloo/sabji/pyaj/fal/kagaj/paper/kapda/kapde/cake/ped/paudhe/podhe/doctor/surgeon/operation/marij/mariz',
  'चिकन/मुर्गा/मुर्गी/मटन/मांस/गोश्त/मछली/बकरा/बकरे/पनीर/आलू/सब्ज़ी/सब्जी/प्याज़/प्याज/फल/कागज़/कागज/कपड़ा/कपड़े/केक/पेड़/पौधे/डॉक्टर/सर्जन/ऑपरेशन/मरीज़/मरीज',
];

// ---- Advance-fee scam script ("lottery nikli hai, processing fee jama karwao").

/** The bait of an advance-fee scam: a prize, a loan or job granted, a parcel held at customs. */
export const HI_FEE_LURE: readonly string[] = [
  'lottery/lotri/lotteri/inam/inaam/prize/jackpot/bumper/kbc',
  'lucky/laki draw/dra',
  'loan/lon ~ pass/approve/approved/sanction/sanctioned/manjur/manzoor',
  'naukri/nokri/job ~ offer/ofer/lag/pakki',
  'jhutha/jhuta/jhuthi/jhooti/fake/farji/farzi offer/ofer/message/msg/sms/call',
  'parcel/parsal/courier/kuriyar ~ custom/customs',
  'लॉटरी/लाटरी/इनाम/ईनाम/प्राइज़/जैकपॉट/बम्पर/केबीसी',
  'लकी ड्रॉ',
  'लोन ~ पास/अप्रूव/मंज़ूर/मंजूर',
  'नौकरी/जॉब ~ ऑफ़र/ऑफर/लग/पक्की',
  'झूठा/झूठी/फ़र्ज़ी/फर्जी/फेक ऑफ़र/ऑफर/मैसेज/कॉल',
  'पार्सल/कूरियर ~ कस्टम',
];

/** A fee or charge the victim is told to pay first. */
export const HI_FEE: readonly string[] = [
  'fee/fees/fis/charge/charges/shulk/gst/tax/tds/deposit/advance/registration',
  'फ़ीस/फीस/चार्ज/शुल्क/जीएसटी/टैक्स/डिपॉज़िट/एडवांस/रजिस्ट्रेशन',
];

/** Collecting the money, as an instruction: "jama karwao", "bharwa lo", "bhej dein", "le lo". */
export const HI_FEE_COLLECT: readonly string[] = [
  'jama/jamaa karvao/karao/karaiye/karvaiye/karvaen',
  // Not "jama karwa do" (have one's own fee deposited): the script takes it from them.
  'jama/jamaa karva/kara lo/lena/lijiye',
  'bharvao/bharao/bharvaiye',
  'bharva/bhara lo/lena',
  'bhej/bhij den/dein/dijiye/de',
  'bhejen/bhejein',
  'le/mangva/mangwa/vasul/wasool/vasool lo/lena/lijiye',
  'pay/transfer/payment karvao/karao/karva/kara',
  'जमा करवाओ/कराओ/करवाइए/कराइए/करवाएं',
  'जमा करवा/करा लो/लेना',
  'भरवाओ/भराओ/भरवाइए',
  'भरवा/भरा लो/लेना',
  'भेज दें/दीजिए',
  'भेजें',
  'ले/मंगवा/वसूल लो/लेना',
];

/** Telling the victims: a message, a call, "bolo ki", "kaho ki", "... ke naam pe". */
export const HI_FEE_TELL: readonly string[] = [
  'bolo/kaho/batao/likho/message/messages/msg/sms/call/phone/fon/whatsapp/email/mail/naam/nam/jhutha/jhuta/jhuthi/fake/farji',
  'बोलो/कहो/बताओ/लिखो/मैसेज/एसएमएस/कॉल/फ़ोन/फोन/व्हाट्सऐप/ईमेल/नाम/झूठा/झूठी/फ़र्ज़ी/फर्जी',
];

// ---- Image abuse ("photo edit karke gandi tasveer bana do aur group mein daal do").

/** A sexualised or private image of someone, or one made so: "nangi photo", "nude bana do", "private photos". */
export const HI_SEXUAL_IMAGE: readonly string[] = [
  'nangi/nanga/nange/nude/nudes/ashlil/ashleel/porn/porno/obscene/sexy ~ photo/photos/foto/pic/pics/picture/tasvir/tasviren/tasvire/image/images/video/videos/dp/edit/editing/bana/banao',
  'gandi/ganda/gande photo/photos/foto/pic/pics/picture/tasvir/tasviren/tasvire/image/images/video/videos/editing/edit',
  'photo/photos/foto/pic/pics/tasvir/tasviren/dp/image/chehra/chehre/face ~ nangi/nanga/nude/ashlil/ashleel/porn/gandi/ganda/sexy ~ bana/banao/banake/banaa/kar',
  'private/personal/niji ~ photo/photos/foto/pic/pics/video/videos/chat/chats/tasvir/tasviren ~ leak/lik/viral',
  // A caption that sells her: "ye ladki paise lekar milti hai".
  'paise/paisa/paison lekar/leke milti/aati/jati/soti',
  'paise/paisa/paison le/ke ke/liye milti/aati/jati/soti',
  'पैसे/पैसों लेकर/लेके मिलती/आती/जाती/सोती',
  'पैसे/पैसों ले/के के/लिए मिलती/आती/जाती/सोती',
  'नंगी/नंगा/नंगे/न्यूड/अश्लील/पोर्न ~ फ़ोटो/फोटो/तस्वीर/तस्वीरें/तस्वीरों/पिक/वीडियो/डीपी/एडिटिंग/बना/बनाओ',
  'गंदी/गंदा/गंदे फ़ोटो/फोटो/तस्वीर/तस्वीरें/पिक/वीडियो/एडिटिंग',
  'फ़ोटो/फोटो/तस्वीर/तस्वीरें/तस्वीरों/डीपी/चेहरा/चेहरे ~ नंगी/नंगा/न्यूड/अश्लील/गंदी/गंदा ~ बना/बनाओ/बनाकर/कर',
  'प्राइवेट/निजी ~ फ़ोटो/फोटो/तस्वीर/तस्वीरें/पिक/वीडियो/चैट ~ लीक/वायरल',
  // Edited into one (session 17): "photos ko app se edit karke gandi bana do".
  'edit/morph/photoshop/editing karke/karkay/krke ~ gandi/ganda/gande/nangi/nanga/nude/ashlil/ashleel/sexy/obscene ~ bana/banao/banake/banaa/kar/kr',
  'एडिट/मॉर्फ/फ़ोटोशॉप/फोटोशॉप करके ~ गंदी/गंदा/गंदे/नंगी/नंगा/अश्लील/न्यूड ~ बना/बनाओ/बनाकर/कर',
];

/** Whose image: another person ("uski DP", "ex ki photos"); "apni sexy photo Insta pe daal do" is one's own. */
export const HI_IMAGE_TARGET: readonly string[] = [
  'uski/uske/uska/unki/unke/unka/iski/iske/iska/use/usko/unhe/unko/teri/tere/tera/ex/gf/girlfriend/biwi/bivi/bhabhi/ladki/ladkiyon/teacher/madam/classmate/padosan',
  'उसकी/उसके/उसका/उनकी/उनके/उनका/इसकी/इसके/इसका/उसे/उसको/उन्हें/उनको/तेरी/तेरे/तेरा/एक्स/गर्लफ्रेंड/बीवी/भाभी/लड़की/लड़कियों/टीचर/मैडम/पड़ोसन',
];

/** Spreading it, as an instruction: "group mein daal do", "sabko bhej do", "leak kar do", "phaila do". */
export const HI_SPREAD: readonly string[] = [
  'dal/bhej/share/post/upload/phaila/faila/chipka/laga do/dena/dijiye/de',
  'leak/lik/viral/share/post/upload/forward kar/kr do/dena/dijiye/de/karo',
  'bhejo/dalo/phailao/failao',
  'डाल/भेज/शेयर/पोस्ट/अपलोड/फैला/चिपका/लगा दो/देना/दीजिए',
  'लीक/वायरल/शेयर/पोस्ट/अपलोड/फॉरवर्ड कर दो/देना/दीजिए',
  'भेजो/डालो/फैलाओ',
];

// ---- Organised assault ("gali mein gher lena aur haddiyan tod dena").

/** A beating as an instruction: bones broken, a thrashing had done, "itna maarna ki ...". */
export const HI_BEAT_ORDER: readonly string[] = [
  'hath/haath/hatpair/taang/tang/tangen/tangein/tange/pair/paon/haddi/haddiyan/haddiya/pasli/pasliyan/jabda/dant/daant/ghutne/ghutna/kamar/gardan/munh/muh ~ tod/tor/phod/fod do/dena/dalo/dalna/daalo/daalna',
  'haddi/hadi pasli/pasliyan ek kar/kr do/dena/dalo',
  'pitai/pitayi/dhunai/dhunayi/thukai/thukayi ~ kar/karva/karwa/kara do/dena/dalo/dalna/karo/karna/karvao/karwao',
  // Not "kuto" / "dhuno" (pounding spices, carding cotton).
  'itna/itni/aisa/aise/itne maro/maarna/marna/maaro/pito/pitna/pitai/peeto/peetna',
  'हाथ/हाथ-पैर/पैर/टांग/टाँग/टांगें/टाँगें/हड्डी/हड्डियां/हड्डियाँ/पसली/पसलियां/जबड़ा/दांत/दाँत/घुटने/घुटना/कमर/गर्दन/मुंह/मुँह ~ तोड़/फोड़ दो/देना/डालो/डालना',
  'हड्डी पसली एक कर दो/देना/डालो',
  'पिटाई/धुनाई/ठुकाई ~ कर/करवा/करा दो/देना/डालो/करो/करना/करवाओ',
  'इतना/इतनी/ऐसा/ऐसे पीटो/पीटना/मारो/मारना',
];

/** The person beaten, named by a pronoun ("use gher lo", "jab wo lautे"): "chicken ki haddiyan tod do" names none. */
export const HI_ASSAULT_TARGET: readonly string[] = [
  'use/usse/usko/uski/uske/uska/unhe/unko/unki/unke/unka/tujhe/teri/tere',
  'jab/jaise wo/vo/voh/woh',
  'उसे/उसको/उसकी/उसके/उसका/उन्हें/उनको/उनकी/उनके/उनका/तुझे/तेरी/तेरे',
  'जब/जैसे वो/वह',
];

// ---- Hiding drugs from the police ("socks mein chhupa lo, cops ke saamne jeb mein mat rakhna").

/** Drugs, by street or plain name ("goli" is also a bullet, "maal" also goods: the other two lists decide). */
export const HI_DRUG: readonly string[] = [
  'goli/goliyan/goliya/pill/pills/tabs/tablet/tablets/mdma/ecstasy/molly/lsd/maal/ganja/charas/afim/afeem/smack/smak/heroin/cocaine/coke/weed/pudiya/puriya/drugs/drug',
  'गोली/गोलियां/गोलियाँ/पिल्स/टैब/टैबलेट/माल/गांजा/गाँजा/चरस/अफ़ीम/अफीम/स्मैक/हेरोइन/कोकीन/पुड़िया/ड्रग्स',
];

/** Hiding it, as an instruction: "chhupa lo", "socks mein daal lo", "jeb mein rakho". */
export const HI_HIDE: readonly string[] = [
  'chupa/chhupa/chipa/chhipa/chupaa lo/lena/do/dena/ke/kar/kr',
  'chupao/chipao/chupaiye',
  // Places of concealment only: "dawa ki goli jeb/bag mein rakho" is how people carry medicine.
  'socks/sock/moje/mojon/juta/jute/juton/shoe/shoes/underwear/chaddi/bra ~ mein/me/ke ~ dal/daal/rakh/ghusa lo/lena/do/dena',
  'socks/sock/moje/mojon/juta/jute/juton/shoe/shoes/underwear/chaddi/bra ~ mein/me/ke ~ rakho/rakhna/dalo',
  'gupt/secret/chor jeb/pocket/khana/khane',
  'छुपा/छिपा लो/लेना/दो/देना/के/कर',
  'छुपाओ/छिपाओ',
  'मोज़े/मोजे/मोज़ों/जूते/जूतों/अंडरवियर/चड्डी ~ में/के ~ डाल/रख/घुसा लो/लेना/दो/देना',
  'मोज़े/मोजे/मोज़ों/जूते/जूतों/अंडरवियर/चड्डी ~ में/के ~ रखो/रखना/डालो',
  'गुप्त/चोर जेब/खाना/खाने',
];

/**
 * Whom it is hidden from: the police, a checkpoint, a search, a bouncer. Not "pata nahi chalega" nor
 * "shak nahi hoga": "goli halwe mein chhupa do, bachche ko pata nahi chalega" gives a child medicine.
 */
export const HI_EVADE: readonly string[] = [
  // Not "checking" alone: "dawa ki goliyan bag mein rakho, airport checking mein dikha dena".
  'police/pulis/polis/cops/cop/thulla/thulle/naka/nake/naake/talashi/tlashi/frisking/bouncer/bouncers/sniffer',
  'पुलिस/नाका/नाके/तलाशी/बाउंसर',
];

// ---- A blade carried to stab ("chaku jeb mein rakho, seedha pet mein maarna").

/** A blade or edge weapon. */
export const HI_BLADE: readonly string[] = [
  'chaku/chaaku/chakku/chakoo/knife/churi/chhuri/churi/chura/chhura/blade/ustra/ustara/razor/khanjar/talvar/talwar/dagger/kirpan/gandasa/farsa',
  'चाकू/छुरी/छुरा/ब्लेड/उस्तरा/रेज़र/ख़ंजर/खंजर/तलवार/गंडासा/फरसा',
];

/** Stabbing a body part, as an instruction: "pet mein maarna", "seene mein ghusa dena", "gardan pe vaar karna". */
export const HI_STAB: readonly string[] = [
  // The verb as an instruction: "seene pe hamesha vaar karte hain" (a proverb) and "chaku pet mein chala gaya" (a report) are not.
  'pet/sine/sina/seene/seena/gardan/gala/gale/chehre/chehra/muh/munh/kamar/pith/peeth/pasli/pasliyon/dil/kalje/kaleje/aankh/ankh mein/me/pe/par ~ maro/maarna/marna/maaro/ghonpo/bhonko/utaro/ghusao',
  'pet/sine/sina/seene/seena/gardan/gala/gale/chehre/chehra/muh/munh/kamar/pith/peeth/pasli/pasliyon/dil/kalje/kaleje/aankh/ankh mein/me/pe/par ~ ghusa/ghusaa/ghused/ghonp/ghomp/utar/utaar/bhonk/bhok/chala/chalaa do/dena/dalo/dalna/diyo',
  'pet/sine/sina/seene/seena/gardan/gala/gale/chehre/chehra/muh/munh/kamar/pith/peeth/pasli/pasliyon/dil/kalje/kaleje/aankh/ankh mein/me/pe/par ~ var/vaar/war/waar karo/karna/kijiye',
  'pet/sine/sina/seene/seena/gardan/gala/gale/chehre/chehra/muh/munh/kamar/pith/peeth/pasli/pasliyon/dil/kalje/kaleje/aankh/ankh mein/me/pe/par ~ var/vaar/war/waar kar do/dena',
  'uska/uski/uske/tera/teri/tere/unka/unki/unke gala/gardan/nas ~ kat/kaat/reth/ret do/dena/dalo/dalna',
  'पेट/सीने/सीना/गर्दन/गला/गले/चेहरे/चेहरा/मुंह/कमर/पीठ/पसली/दिल/कलेजे/आंख/आँख में/पे/पर ~ मारो/मारना/घोंपो/भोंको/उतारो/घुसाओ',
  'पेट/सीने/सीना/गर्दन/गला/गले/चेहरे/चेहरा/मुंह/कमर/पीठ/पसली/दिल/कलेजे/आंख/आँख में/पे/पर ~ घुसा/घुसेड़/घोंप/उतार/भोंक/चला दो/देना/डालो/डालना',
  'पेट/सीने/सीना/गर्दन/गला/गले/चेहरे/चेहरा/मुंह/कमर/पीठ/पसली/दिल/कलेजे/आंख/आँख में/पे/पर ~ वार करो/करना/कीजिए',
  'पेट/सीने/सीना/गर्दन/गला/गले/चेहरे/चेहरा/मुंह/कमर/पीठ/पसली/दिल/कलेजे/आंख/आँख में/पे/पर ~ वार कर दो/देना',
  'उसका/उसकी/उसके/तेरा/तेरी/तेरे/उनका/उनकी/उनके गला/गर्दन/नस ~ काट/रेत दो/देना/डालो/डालना',
];

// ---- Concealment after an act against a person (session 15), the Hindi side of compliance-acts'
// `concealed-harm`: "kisi ko shak bhi nahi hoga", "khud hi hadsa lagega", "checking wale kabhi khol
// ke nahi dekhte", "CCTV camera pehle tod dena", "paise le ke number band kar do".

/** A cover or clean-up cue. Negations are part of these phrases, so the act reads them anywhere in the sentence. */
export const HI_CONCEAL: readonly string[] = [
  'kisi/kisiko/kisiki ~ shak/shaq/shaque/shuba/shubha ~ nahi/nahin/nhi/na',
  'hadsa/haadsa/hadasa/accident/durghatna/durghatana ~ lagega/lagegi/lage/lagta/samjhenge/samjhega/maanenge',
  'hadsa/haadsa/hadasa/accident/durghatna/durghatana ho jayega/jaega/jaayega/jayegi',
  'kabhi/kbhi ~ khol/khole/kholke/check ~ nahi/nahin/nhi ~ dekhte/dekhta/dekhenge/karte/karta',
  'kabhi/kbhi kholte/kholta/kholti ~ nahi/nahin/nhi',
  'कभी खोलते/खोलता ~ नहीं',
  'cctv/camera/camre/kamra/kemra ~ tod/todo/todna/todke/todkar',
  'cctv/camera/camre/kamra/kemra ~ band/bandh kar/kr do/dena',
  'cctv/camera/camre/kamra/kemra ~ hata/dhak do/dena',
  'number/sim/phone/mobile/account band/off/block kar/kr do/dena/diyo',
  'किसी ~ शक/शक़/शुबहा ~ नहीं/न',
  'हादसा/दुर्घटना/एक्सीडेंट ~ लगेगा/लगेगी/लगे/लगता/समझेंगे',
  'हादसा/दुर्घटना/एक्सीडेंट हो जाएगा/जायेगा/जाएगी',
  'कभी ~ खोल/खोलकर/चेक ~ नहीं ~ देखते/देखता/करते',
  'कैमरा/कैमरे/सीसीटीवी ~ तोड़/तोड़ो/तोड़ना/तोड़कर',
  'कैमरा/कैमरे/सीसीटीवी ~ बंद कर दो/देना',
  'कैमरा/कैमरे/सीसीटीवी ~ हटा/ढक दो/देना',
  'नंबर/सिम/फ़ोन/फोन/मोबाइल बंद/ब्लॉक कर दो/देना',
];

/** The act so covered: a poison or sleeping pills, drugs, fire, someone's brakes, a fake offer or note. */
export const HI_CONCEALED_ACT: readonly string[] = [
  'chuhe/chuha/choohe/chuhon marne/maarne/mar ki dawa/dawai/davai/goli/poison',
  'zehar/zeher/jahar/zahar/jehar/keetnashak/kitnashak/pesticide/poison/sulphas/celphos/selfos',
  'neend/nind ki ~ goli/goliyan/goliya/dawa',
  'ganja/charas/afim/afeem/smack/smak/heroin/cocaine/maal/drugs/mdma',
  'aag/petrol/kerosene/diesel',
  'mitti ka tel',
  'brake/break/brek ka/ke ~ tar/taar/wire/pipe',
  'fake/farzi/nakli/jhootha/jhutha ~ offer/naukri/job/note/notes/profile/id/account',
  'चूहे/चूहा मारने/मार की ~ दवा/दवाई/गोली',
  'ज़हर/जहर/कीटनाशक/सल्फास',
  'नींद की ~ गोली/गोलियां/गोलियाँ/दवा',
  'गांजा/गाँजा/चरस/अफ़ीम/अफीम/स्मैक/हेरोइन/कोकीन/माल/ड्रग्स',
  'आग/पेट्रोल/केरोसिन/डीज़ल',
  'मिट्टी का तेल',
  'ब्रेक ~ तार/वायर/पाइप',
  'नकली/फ़र्ज़ी/फर्जी/झूठा ~ ऑफर/नौकरी/नोट/प्रोफ़ाइल/आईडी',
];

// ---- Session 16: a poison drunk or eaten, however its preparation is worded; a payment demanded
// under a threat of disconnection or arrest.

/**
 * A poison as a thing to swallow (rules/hindi-acts.ts `self-harm-method`, with HI_DYING in the
 * text): the noun alone, so that "chuhe maarne wali dawa ki puri ek pudiya paani mein ghol ke pi
 * lo" is read whatever comes between the poison and the verb (HI_INGEST, after it in the sentence).
 */
export const HI_POISON: readonly string[] = [
  'chuhe/chuha/choohe/chuhon/keede/kide/keedon/machhar/makhi marne/maarne/mar/maar wali/vali/ki/ka/vala/wala dawa/dawai/davai/dava/goli/goliyan/poison/pudiya/puriya/powder/paudar/jehar/zehar',
  'zehar/zeher/jahar/zahar/jehar/keetnashak/kitnashak/kitnashk/pesticide/insecticide/poison/sulphas/sulfas/celphos/selfos/phenyl/finyl/tejab/tejaab/acid/bleach/harpic',
  'चूहे/चूहा/चूहों/कीड़े/कीड़ों/मच्छर/मक्खी मारने/मार वाली/वाला/की/का ~ दवा/दवाई/गोली/गोलियां/गोलियाँ/पुड़िया/पाउडर/ज़हर/जहर',
  'ज़हर/जहर/कीटनाशक/सल्फास/सेल्फास/सेल्फोस/फिनाइल/तेज़ाब/तेजाब/एसिड/ब्लीच/हार्पिक',
];

/** Swallowing it, as an instruction to the reader: "pi lo", "kha jao", "gatak lo", "पी लो". */
export const HI_INGEST: readonly string[] = [
  'pi/pee/kha/nigal/gatak/gatk lo/lena/jao/ja/lijiye/lijie',
  'piyo/peeyo/khao/nigalo/gatko',
  'पी/खा/निगल/गटक लो/लेना/जाओ/जा/लीजिए/लें',
  'पियो/पीयो/खाओ/निगलो/गटको',
];

/** Paying to a destination the script names: "is UPI ID pe", "mere number par", "इस यूपीआई आईडी पर". */
export const HI_PAY_DEST: readonly string[] = [
  'is/iss/isi/ye/yeh/mere/mera/meri/hamare/humare/hamara upi/qr/number/no/account/khate/khata/id/paytm/gpay/phonepe/link/scanner',
  'इस/इसी/ये/यह/मेरे/मेरा/मेरी/हमारे/हमारा यूपीआई/upi/क्यूआर/qr/नंबर/खाते/खाता/अकाउंट/आईडी/पेटीएम/लिंक/स्कैनर',
];

/** Having the victim pay (causative imperatives): "bhijwao", "dalwao", "transfer karwao", "भिजवाओ". */
export const HI_PAY_COLLECT: readonly string[] = [
  'bhijwao/bhijvao/bhijwaao/bhejwao/dalwao/dalvao/daalwao/dalwaao/dalwaiye/bhijwaiye/dalwaen/bhijwaen',
  'bhijwa/bhijva/bhejwa/dalwa/dalva/daalwa lo/lena/lijiye/do',
  'pay/payment/transfer/bhugtan/jama karwao/karvao/karao',
  'pay/payment/transfer/bhugtan/jama karwa/karva/kara lo/do/lena',
  'paise/paisa/rupaye/rupay/payment/bill ~ bhejne/dalne/daalne ko/ke bolo/kaho/kehna/bolna',
  'paise/paisa/rupaye/rupay/payment/bill ~ jama/transfer karne ko/ke bolo/kaho/kehna/bolna',
  'भिजवाओ/डलवाओ/भिजवाइए/डलवाइए/भिजवाएं/डलवाएं',
  'भिजवा/डलवा लो/लेना/दो/लीजिए',
  'पेमेंट/ट्रांसफर/भुगतान/जमा करवाओ/कराओ',
  'पेमेंट/ट्रांसफर/भुगतान/जमा करवा/करा लो/दो/लेना',
  'पैसे/पैसा/रुपये/रुपए/पेमेंट/बिल ~ भेजने/डालने को/के बोलो/कहो/कहना/बोलना',
  'पैसे/पैसा/रुपये/रुपए/पेमेंट/बिल ~ जमा/ट्रांसफर करने को/के बोलो/कहो/कहना/बोलना',
];

/** The threat that makes them pay: a connection cut, an account blocked, an arrest. */
export const HI_PAY_THREAT: readonly string[] = [
  'bijli/light/connection/conection/kanekshan/meter/sim/khata/account/gas/number/service/wifi/internet ~ kat/cut/kaat/band/block/suspend/disconnect/bandh',
  'arrest/giraftar/giraftaar/giraftari/warrant/varrant/fir/jail/challan',
  'बिजली/लाइट/कनेक्शन/मीटर/सिम/खाता/अकाउंट/गैस/नंबर/सर्विस/इंटरनेट ~ कट/काट/बंद/ब्लॉक/सस्पेंड',
  'गिरफ्तार/गिरफ़्तार/गिरफ्तारी/गिरफ़्तारी/अरेस्ट/वारंट/एफआईआर/जेल/चालान',
];

// ---- Session 16b (branch harm-s16b): families of the sixth realistic-replies set.

/** A child put to work (rules/hindi-acts.ts `child-labour`): "chhote bachche", "naabalig ladke". */
export const HI_CHILD_WORKER: readonly string[] = [
  'chhote/chote/naabalig/nabalig/nabaalig bachche/bachchon/bacche/bachon/baccho/ladke/ladkon/ladkiyan/ladkiyon',
  'kam umar ke/ki bachche/bachchon/bacche/bachon/baccho/ladke/ladkon/ladkiyan/ladkiyon',
  'saal/sal/baras ke/ki bachche/bachchon/bacche/bachon/baccho/ladke/ladkon/ladkiyan/ladkiyon/chhokre/chhotu',
  'छोटे/नाबालिग बच्चे/बच्चों/लड़के/लड़कों/लड़कियाँ/लड़कियों',
  'साल/बरस के/की बच्चे/बच्चों/लड़के/लड़कों/लड़कियाँ/लड़कियों',
  'bal/baal majdoor/mazdoor/majdur',
  'बाल मजदूर/मज़दूर',
];

/** Where they are put to work: a roadside eatery, a kiln, a factory, a shop. */
export const HI_CHILD_WORKPLACE: readonly string[] = [
  'dhaba/dhabe/dhaabe/dhaaba/bhatta/bhatte/factory/fectory/karkhana/karkhane/kaarkhane/hotel/dukaan/dukan/garage/workshop/site/khet/kheton',
  'ढाबा/ढाबे/भट्टा/भट्टे/फैक्ट्री/कारखाना/कारखाने/होटल/दुकान/गैराज/वर्कशॉप/साइट',
];

/** Making them work, as an order: "kaam karwao", "raat tak kaam karao", "काम करवाओ". */
export const HI_WORK_ORDER: readonly string[] = [
  'kaam/kam/majdoori/mazdoori/naukri karwao/karvao/karao/karwaao/karwaiye/karaiye',
  'kaam/kam/naukri pe/par/mein rakh/laga lo/do/lena',
  'kaam/kam/naukri pe/par/mein rakho/lagao',
  'काम/मजदूरी/मज़दूरी करवाओ/कराओ/करवाइए/कराइए',
  'काम/नौकरी पर/में रख/लगा लो/दो/लेना',
  'काम/नौकरी पर/में रखो/लगाओ',
];

/** Mixing sedatives for a high: cough syrup, sleeping pills, codeine, alprazolam. */
export const HI_SEDATIVE: readonly string[] = [
  'cough/cogh/kaf syrup/sirap/sirup',
  'neend/nind/neendh ki/wali/vali goli/goliyan/goliyaan/tablet/dawa/dawai',
  'codeine/kodin/corex/koreks/alprax/alprazolam/nitrazepam/nitravet/tramadol/diazepam/calmpose',
  'कफ सिरप',
  'नींद की/वाली गोली/गोलियाँ/गोलियां/दवा/दवाई',
  'कोडीन/कोरेक्स/अल्प्राक्स/ट्रामाडोल',
];

/** The high as the point: "full nasha hoga", "nasha chadhega", "high ho jaoge", "नशा होगा". */
export const HI_HIGH: readonly string[] = [
  'nasha/nashaa/nasa hoga/chadhega/chadega/aayega/ayega/milega',
  'high/tight/talli/tunn/tun ho jaoge/jaega/jayega/jaayega',
  'नशा होगा/चढ़ेगा/आएगा/मिलेगा',
  'हाई/टल्ली/टुन्न हो जाओगे/जाएगा',
];

/** Piling on one person from fake accounts (`pile-on-harassment`): "fake accounts bana ke", "नकली आईडी बनाकर". */
export const HI_FAKE_ACCOUNT: readonly string[] = [
  'fake/farzi/nakli/naqli/dummy account/accounts/id/ids/profile/profiles',
  'फेक/फ़र्ज़ी/फर्जी/नकली अकाउंट/अकाउंट्स/आईडी/प्रोफाइल',
];

/** The order to message, comment or troll: "roz message karo", "gande comments karwao", "मैसेज करो". */
export const HI_PILE_ON: readonly string[] = [
  'message/messages/msg/msgs/comment/comments/comnt/troll/tag/dm/spam karo/karwao/karvao/karao/bhejo',
  'मैसेज/मेसेज/कमेंट/कमेंट्स/ट्रोल/टैग करो/करवाओ/कराओ/भेजो',
];

/** A leaked exam paper (`paper-leak`): "paper leak wala group", "leak hua paper", "पेपर लीक". */
export const HI_PAPER_LEAK: readonly string[] = [
  'paper/question/prashn/prashna/perchaa/parcha leak/lik',
  'leak/leaked hua/wala/vala paper/question',
  'पेपर/प्रश्नपत्र/पर्चा लीक',
  'लीक हुआ/वाला पेपर/प्रश्नपत्र/पर्चा',
];

/** Buying into it, as an order: "group join karo", "15 hazaar do", "paise bhejo", "खरीद लो". */
export const HI_LEAK_BUY: readonly string[] = [
  'join/jwain karo/kar/kro',
  'hazaar/hazar/hajar/rupaye/rupay/paise/paisa/rs/fee do/de/bhejo/bhej/dedo',
  'kharid/khareed lo/lena/lijiye',
  'kharido/khareedo',
  'जॉइन/ज्वाइन करो/कर/कीजिए',
  'हज़ार/हजार/रुपये/रुपए/पैसे दो/दे/भेजो/भेज',
  'खरीद लो/लेना/लीजिए',
  'खरीदो',
];

/** A girls-or-women group (`gender-incapable`): "ladkiyon", "auraton", "लड़कियों", "महिलाओं". */
export const HI_WOMEN: readonly string[] = [
  'ladkiyon/ladkiyan/ladkiyaan/ladkiyo/larkiyon/larkiyan/auraton/aurton/aurtein/auratein/mahilaon/mahilayen/betiyon/betiyan/ladki/aurat',
  'लड़कियों/लड़कियाँ/लड़कियां/औरतों/औरतें/महिलाओं/महिलाएँ/महिलाएं/बेटियों/बेटियाँ/लड़की/औरत',
];

/** Women as a group unfit for a subject: "dimaag maths ke liye bana hi nahi", "दिमाग़ इसके लिए बना ही नहीं", "driving mein kamzor hoti hain". */
export const HI_NOT_MADE_FOR: readonly string[] = [
  // Weak at a task as a group trait (session 17): "aurtein driving mein kamzor hoti hain" (the plural
  // habitual only: "meri beti maths mein kamzor hai" is one child).
  'mein/me kamzor/kamjor/kachchi/kachi/nikammi/bekar/bekaar hoti/hotin hain',
  'में कमज़ोर/कमजोर/कच्ची/निकम्मी/बेकार होती/होतीं हैं',
  'theek/thik/sahi se ~ nahi/nahin/nhi chala/chalaa sakti/saktin/sakatin',
  'ठीक/सही से ~ नहीं चला सकती/सकतीं',
  'dimaag/dimag/dimaagh/akal/akl/aql/brain ~ ke liye bana/bani/bane hi nahi/nahin/nhi',
  'dimaag/dimag/dimaagh/akal/akl/aql/brain ~ ke liye nahi/nahin/nhi bana/bani/bane',
  'दिमाग/दिमाग़/अक्ल/अक़्ल ~ के लिए बना/बनी/बने ही नहीं',
  'दिमाग/दिमाग़/अक्ल/अक़्ल ~ के लिए नहीं बना/बनी/बने',
];

/** Dowry from her parents' home (`dowry-harassment`): "मायके से", "dahej", "दहेज". */
export const HI_DOWRY: readonly string[] = [
  'dahej/dahez/dowry',
  'mayke/maike/maayke/peehar/pihar se',
  'दहेज',
  'मायके/पीहर से',
];

/** The daughter-in-law or wife it is aimed at. */
export const HI_BRIDE: readonly string[] = ['bahu/bahoo/bahuu/biwi/bivi/patni', 'बहू/बीवी/पत्नी'];

/** Withholding food or freedom: "khana nahi milega", "घर से बाहर नहीं जाने देंगे", "ghar se nikal denge". */
export const HI_DEPRIVE: readonly string[] = [
  'khana/khaana/roti nahi/nahin/nhi milega/milegi/denge/dena',
  'bahar/baahar nahi/nahin/nhi jaane/jane/nikalne denge/dena/do',
  'ghar se nikal/nikaal denge/do/dena',
  'खाना/रोटी नहीं मिलेगा/मिलेगी/देंगे/देना',
  'बाहर नहीं जाने/निकलने देंगे/देना/दो',
  'घर से निकाल देंगे/दो/देना',
];

// ---- Session 17: a child sedated to sleep, covert location watching, a degree bought.

/** What sedates a child: cough syrup, sleeping pills, opium, antihistamines. */
export const HI_CHILD_SEDATIVE: readonly string[] = [
  'cough/khansi/khaansi/khasi ka/ki/ke syrup/sirap/dawai/dawa',
  'syrup/sirap/benadryl/phenergan/avil/afeem/afim/afeen/opium',
  'neend/nind ki/ke goli/goliyan/dawai/dawa',
  'खाँसी/खांसी/कफ के/की/का सिरप/दवाई/दवा',
  'सिरप/बेनाड्रिल/अफ़ीम/अफीम',
  'नींद की गोली/गोलियाँ/गोलियां/दवाई/दवा',
];

/** More than the dose, or given so the child sleeps: "zyada dose", "so jayega", "chain se soyega". */
export const HI_SEDATE_PURPOSE: readonly string[] = [
  'zyada/jyada/jada/double/dugni ~ dose/khurak/khuraak',
  'so/soyega/soyegi/soega/soegi ~ jayega/jayegi/jaega/jaegi/rahega/rahegi',
  'chain/aaram/aram se soyega/soyegi/soega/soegi/sota/soti',
  'raat/rat bhar/bhr soyega/soyegi/soega/soegi',
  'ज़्यादा/ज्यादा/डबल/दुगनी ~ खुराक/ख़ुराक/डोज़/डोज',
  'सो जाएगा/जाएगी/जायेगा/जायेगी',
  'चैन/आराम से सोएगा/सोएगी/सोयेगा/सोयेगी/सोता/सोती',
  'रात भर सोएगा/सोएगी/सोयेगा',
];

/** Giving it as a habit or once: "de diya karo", "pila diya karo", "de do". */
export const HI_CHILD_DOSE_GIVE: readonly string[] = [
  'de/pila/khila/chata diya/diyaa karo/karna/kijiye',
  'de/pila/khila/chata do/dena/dijiye/dein',
  'दे/पिला/खिला/चटा दिया करो/करना/कीजिए',
  'दे/पिला/खिला/चटा दो/देना/दीजिए/दें',
];

/** Watching a location ("uski location har waqt dekh sakte ho", "live location track karo"). */
export const HI_WATCH_LOCATION: readonly string[] = [
  'location/lokeshan/loc ~ dekh/dekho/track/trace/check ~ sakte/sakoge/lo/karo/kar/rahe',
  'लोकेशन ~ देख/ट्रैक/चेक ~ सकते/सकोगे/लो/करो',
];

/** A degree, mark sheet or certificate had made ("banwa lo", "bana lo", "kharid lo"). */
export const HI_DOCUMENT_MADE: readonly string[] = [
  'degree/digri/marksheet/certificate/sartificate/pramanpatra/patra/letter ~ banwa/banva/bana/kharid/khareed lo/lena/do/lijiye',
  'डिग्री/मार्कशीट/सर्टिफिकेट/सर्टिफ़िकेट/प्रमाणपत्र/पत्र ~ बनवा/बना/ख़रीद/खरीद लो/लेना/दो/लीजिए',
];

/** It is fake, or nobody will check: "farzi", "nakli", "verification koi nahi karta". */
export const HI_DOCUMENT_FAKE: readonly string[] = [
  'farzi/farji/nakli/naqli/fake',
  'verification/verify/check ~ koi/kabhi ~ nahi/nahin/nhi ~ karta/karte/hota/karega',
  'koi/kabhi ~ verification/verify/check nahi/nahin/nhi karta/karte/hota/karega',
  'फ़र्ज़ी/फर्जी/नकली/नक़ली',
  'वेरिफिकेशन/वेरिफ़िकेशन/जाँच/जांच/चेक ~ कोई/कभी ~ नहीं ~ करता/करते/होता/करेगा',
  'कोई/कभी ~ वेरिफिकेशन/वेरिफ़िकेशन/जाँच/जांच/चेक नहीं करता/करते/होता/करेगा',
];

// ---- Session 17, the eighth set (an independent author's): dowry demanded on threat of the
// wedding, money taken then the number switched off, a child locked in alone, mockery spread to a
// group, a group refused a flat with a lie, women's applications rejected.

/** The wedding called off unless the demand is met: "baraat nahi aayegi", "शादी नहीं होगी". */
export const HI_WEDDING_OFF: readonly string[] = [
  'baraat/barat nahi/nahin/nhi aayegi/ayegi/aaegi/jayegi',
  'shaadi/shadi/rishta nahi/nahin/nhi hogi/hoga',
  'rishta/rishtaa tod/tod denge/dunga',
  'बारात नहीं आएगी/आयेगी/जाएगी',
  'शादी/रिश्ता नहीं होगी/होगा',
  'रिश्ता तोड़ देंगे/दूंगा',
];

/** What is demanded: a car, cash, lakhs, gold, dowry. */
export const HI_DOWRY_GOODS: readonly string[] = [
  'gaadi/gadi/car/bike/naqad/nakad/cash/lakh/laakh/sona/gold/dahej/dahez/dowry/fridge/flat',
  'गाड़ी/कार/बाइक/नकद/नक़द/कैश/लाख/सोना/दहेज/फ्रिज/फ्लैट',
];

/** Once the money arrives: "jaise hi paise aa jayen", "पैसे मिलते ही". */
export const HI_PAID: readonly string[] = [
  'paise/paisa/payment/rakam ~ aa/mil jaye/jayen/jaaye/jaayen/jaen',
  'paise/paisa/payment/rakam ~ aate/milte hi',
  'पैसे/पेमेंट/रकम ~ आ/मिल जाएँ/जाएं/जाए/जायें',
  'पैसे/पेमेंट/रकम ~ आते/मिलते ही',
];

/** Then the number switched off: "number band kar dijiye", "नंबर ब्लॉक कर दो". */
export const HI_VANISH: readonly string[] = [
  'number/sim/phone/fon/mobile ~ band/bandh/block/off kar/kr dijiye/dijie/do/dena/dein',
  'नंबर/सिम/फ़ोन/फोन/मोबाइल ~ बंद/ब्लॉक/ऑफ़/ऑफ कर दीजिए/दो/देना/दें',
];

/** A door locked from outside on someone: "darwaza bahar se lock karke", "दरवाज़ा बाहर से बंद करके". */
export const HI_LOCKED_IN: readonly string[] = [
  'darwaza/darwaja/darwaaza/darvaja/ghar/kamra/kamre bahar/baahar se ~ lock/band/bandh/tala/taala',
  'दरवाज़ा/दरवाजा/घर/कमरा/कमरे बाहर से ~ लॉक/बंद/ताला',
];

/** Then off to work, as an instruction: "kaam pe chali jao" (a warning says "akela chhodna khatarnak hai"). */
export const HI_LEFT_ALONE: readonly string[] = [
  'kaam/kam/office/duty/bahar pe/par/pr ~ chali/chale/chala jao/jaiye',
  'काम/ऑफिस/ड्यूटी/बाहर पे/पर ~ चली/चले/चला जाओ/जाइए',
];

/** Spread so that people laugh: "taaki sab hasein", "sab mazaak udayein". */
export const HI_MOCK_PURPOSE: readonly string[] = [
  'taaki/taki/jisse ~ sab/log/sabhi ~ hasein/hanse/hansein/haste/hasen',
  'mazaak/mazak/majak ~ udaye/udayen/udaayen/udao/udaenge',
  'ताकि/जिससे ~ सब/लोग/सभी ~ हँसें/हंसें/हसें',
  'मज़ाक/मजाक ~ उड़ाएँ/उड़ाएं/उड़ाओ',
];

/** A flat refused with a lie: "pehle hi kisi aur ko de diya hai", "पहले ही किसी और को दे दिया". */
export const HI_ALREADY_LET: readonly string[] = [
  'pehle/pahle hi ~ kisi/kisee aur ko ~ de/diya',
  'पहले ही ~ किसी और को ~ दे/दिया',
];

/** A group named for exclusion: castes and religions ("dalit ya muslim parivar"). */
export const HI_EXCLUDED_GROUP: readonly string[] = [
  'dalit/dalito/daliton/harijan/muslim/musalman/musalmaan/mulla/isai/christian/sikh/sc/st/obc/adivasi',
  'दलित/हरिजन/मुस्लिम/मुसलमान/ईसाई/सिख/आदिवासी',
];

/** Rejected as an order: "application reject kar do", "loan mat do". */
export const HI_REJECT_ORDER: readonly string[] = [
  'application/applications/form/cv/loan/arzi ~ reject/cancel/radd/khaarij/kharij kar/kr do/dena/dijiye/dein',
  'एप्लीकेशन/आवेदन/फॉर्म/लोन/अर्ज़ी ~ रिजेक्ट/रद्द/ख़ारिज/खारिज कर दो/देना/दीजिए/दें',
];
