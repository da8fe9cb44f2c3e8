/**
 * Hindi (Devanagari) and romanised Hindi/Hinglish lexicons for threats, abuse, caste and
 * religious hate and exclusion. Written by hand; phrases use the syntax of fold.ts
 * (`a/b` choice, `~` up to three other words) and are folded like the text, so one common
 * spelling covers "maar/mar", "jaan/jan", "dekh/dek", "bhosdike/bosdike".
 */

// Phrase syntax (fold.ts): words separated by spaces, `a/b` a choice of single words.

/** Threats to a person or a group: killing, beating, burning, "I'll see to you". */
export const HI_THREATS: readonly string[] = [
  // romanised
  'tujhe/tujhko/tumhe/tumko/tereko/tuje/usko/use/unko/inko dekh lunga/lenge/lungi/lega',
  // "tujhe toh main dekh lunga": the filler between, not a place or time ("tujhe station pe dekh lunga").
  'tujhe/tujhko/tumhe/tumko/tereko/tuje toh/to main/mai/hum dekh lunga/lenge/lungi',
  'jaan se maar/mar denge/dunga/dalunga/dalenge/dena/do/dege/dege/dalo',
  'jaan le lunga/lenge/lega',
  'maar/mar dalunga/dalenge/daalo/dalo/denge/dunga/deta/dege',
  // "kaat do" / "jala do" alone are kitchen and household words ("sabzi kaat do", "phone kaat do" = hang
  // up, "diya jala do" = light the lamp): the imperative and plain future need a person or a body part;
  // the intensive future ("kaat dalunga") stays a threat on its own.
  'kaat/kat dalunga/dalenge',
  'tujhe/tujhko/tumhe/tumko/tereko/tuje/gala/gardan/sar/sir/haath/hath/naak/zubaan/zuban/jeebh ~ kaat/kat denge/dunga/do/dalo',
  'khatam kar dunga/denge/dalunga/dalenge/do',
  'kaam tamaam/tamam kar dunga/denge',
  'zinda/jinda nahi chhodunga/chhodenge/chodunga/chodenge/bachega/bachoge',
  'goli maar/mar dunga/denge/do/dalo/deni chahiye',
  'aag laga/lga denge/dunga/do',
  'tujhe/tujhko/tumhe/tumko/tereko/tuje/zinda/jinda ~ jala/jla denge/dunga/do/dalenge/dalo',
  'ghar/dukan/dukaan/basti/mohalla/gaon/gaadi/gadi jala/jla denge/dunga/do/dalenge/dalo',
  'haath/hath pair/per tod dunga/denge',
  'tangein/tange tod dunga/denge',
  'muh/munh/mooh/thobda/jabda tod/phod/fod dunga/denge/dalunga/dalenge',
  'sar/sir phod/fod dunga/denge/dalunga',
  'haddi/haddiyan/haddiya tod dunga/denge/dalunga',
  'ghar mein/me ghus ke/kar maarenge/marenge/marunga',
  'teri/tumhari laash/lash ~ gir/girega/milegi',
  'sabak sikha dunga/denge',
  'bach ke/kar rehna/rahna',
  'chun chun ke/kar maarenge/marenge/maaro/maro',
  'tujhe/tujhko/tumhe/tumko/tereko/tuje/usko/unko ~ kaat/kat ke/kar phenk/fenk denge/dunga',
  // Beating ("ek thappad marunga", "chappal se maarungi", "ghar aake marunga"), also as a call
  // ("joote maarne chahiye", "laat maar ke nikalo"), and exposing ("video viral kar dunga").
  'thappad/thapad/tamacha/tamaacha/chanta/chaanta/jhapad/jhapat maarunga/marunga/maarungi/marungi/marenge/lagaunga/lagaungi/padega',
  'ghar aake/aakar/akar maarunga/marunga/marenge/pitunga/pitenge',
  'ghar aa ke/kar maarunga/marunga/marenge/pitunga/pitenge',
  'ghaseet/ghasit ke/kar maarenge/marenge/maarunga/marunga/maaro/maro/pitenge',
  'chappal/chapal/joote/jute/jooton/juton/danda/dande/dandon/laat/laaton/lathi/belt se maarunga/marunga/maarungi/marungi/marenge/pitunga/pitungi/pitenge',
  'joote/jute/chappal/chapal maarne/marne chahiye/chahie',
  'laat/lat maar/mar ke/kar nikalo/bhagao',
  'daant/dant tod dunga/denge/dungi',
  'video/videos/photo/photos/pics/pic/chat/chats/nudes/mms viral/leak kar dunga/denge/dungi',
  'teri/tumhari ~ pol khol dunga/denge/dungi',
  'tera/tumhara pardafash/bhandafod kar dunga/denge/dungi',
  // Devanagari
  'तुझे/तुझको/तुम्हें/तुमको/उसको/उन्हें देख लूंगा/लूँगा/लेंगे/लूंगी',
  'जान से मार देंगे/दूंगा/दूँगा/डालूंगा/डालेंगे/दो',
  'मार डालूंगा/डालूँगा/डालेंगे/डालो/देंगे/दूंगा',
  'काट डालेंगे/डालूंगा',
  'तुझे/तुझको/तुम्हें/तुमको/गला/गर्दन/सिर/सर/हाथ/नाक/ज़ुबान/जुबान ~ काट देंगे/दूंगा/दूँगा/दो/डालो',
  'खत्म/ख़त्म कर देंगे/दूंगा/दो',
  'काम तमाम कर देंगे/दूंगा',
  'ज़िंदा/जिंदा/जिन्दा नहीं छोड़ूंगा/छोड़ेंगे/छोडूंगा/छोडेंगे/बचेगा',
  'गोली मार दो/देंगे/दूंगा',
  'आग लगा देंगे/दूंगा/दो',
  'तुझे/तुझको/तुम्हें/तुमको/ज़िंदा/जिंदा/जिन्दा ~ जला देंगे/दूंगा/दूँगा/दो/डालेंगे',
  'घर/दुकान/बस्ती/मोहल्ला/गाँव/गांव/गाड़ी जला देंगे/दूंगा/दूँगा/दो/डालेंगे',
  'हाथ पैर तोड़ दूंगा/देंगे',
  'मुंह/मुँह तोड़ दूंगा/दूँगा/देंगे',
  'सिर/सर फोड़ दूंगा/दूँगा/देंगे',
  'हड्डी/हड्डियां/हड्डियाँ तोड़ दूंगा/दूँगा/देंगे',
  'घर में घुस के/कर मारेंगे/मारूंगा',
  'सबक सिखा देंगे/दूंगा',
  'चुन चुन के/कर मारेंगे/मारो',
  'थप्पड़/तमाचा/चांटा/झापड़ मारूंगा/मारूँगा/मारूंगी/मारूँगी/मारेंगे/लगाऊंगा/पड़ेगा',
  'घर आकर/आके मारूंगा/मारूँगा/मारेंगे/पीटूंगा/पीटेंगे',
  'घर आ के/कर मारूंगा/मारूँगा/मारेंगे/पीटूंगा/पीटेंगे',
  'घसीट के/कर मारेंगे/मारूंगा/मारूँगा/मारो/पीटेंगे',
  'चप्पल/जूते/जूतों/डंडे/डंडा/डंडों/लात/लातों/लाठी/बेल्ट से मारूंगा/मारूँगा/मारूंगी/मारूँगी/मारेंगे/पीटूंगा/पीटेंगे',
  'जूते/चप्पल मारने चाहिए/चाहिये',
  'लात मार के/कर निकालो/भगाओ',
  'दांत/दाँत तोड़ दूंगा/दूँगा/देंगे',
  'वीडियो/फोटो/तस्वीरें/चैट वायरल/लीक कर दूंगा/दूँगा/देंगे/दूंगी',
  'तेरी/तुम्हारी ~ पोल खोल दूंगा/दूँगा/देंगे/दूंगी',
];

/** Telling someone to kill themselves, in Hindi and Hinglish ("mar ja", "khud ko khatam kar le"). */
export const HI_SELF_HARM_ENCOURAGEMENT: readonly string[] = [
  'tu/tum/aap mar ja/jaa/jao/jaao/jaiye',
  'mar ja/jaa/jao/jaao kisi/koi',
  'mar ja/jaa/jao/jaao tu/tum',
  'mar kyun/kyu nahi jata/jaata/jati/jaati/jate/jaate',
  'khud/apne ko/aap khatam/maar/mar kar le/lo/dalo/daal',
  'suicide/khudkushi/aatmahatya/atmahatya kar le/lo/lena/kyun nahi',
  'fansi/phansi/faansi laga le/lo',
  'तू/तुम मर जा/जाओ',
  'मर जा/जाओ किसी/कोई',
  'मर जा/जाओ तू/तुम',
  'मर क्यों नहीं जाता/जाती/जाते',
  'खुद/ख़ुद/अपने को/आप ख़त्म/खत्म/मार कर ले/लो/डालो',
  'आत्महत्या/ख़ुदकुशी/खुदकुशी कर ले/लो/लेना',
  'फांसी/फाँसी लगा ले/लो',
];

/** Severe abuse (gaali) aimed at a person; sexual slurs about mothers and sisters. */
export const HI_ABUSE: readonly string[] = [
  'madarchod/maderchod/madarchood',
  'behenchod/bhenchod/behanchod/benchod',
  'bhosdike/bhosdi/bhosadike/bhosdiwale',
  'chutiya/chutiye/chutia/chootiya/chutya/chutye',
  // Abbreviations; "mc" and "bc" alone are also "master of ceremonies" and "before Christ".
  'bsdk/bsdke/bkl/mkc',
  'mc/bc bc/mc',
  'randi/randwa/randikhana',
  'harami/haramkhor/haramzada/haramzade',
  'gandu/gaandu',
  'lavde/lode/lawde/lund',
  'kamina/kamine/kaminey/kamini',
  // "kutta" (dog), "suar" (pig), "hijra" (a community) and "chakka" (a six in cricket) are
  // ordinary words; only the vocative and plural insults are listed.
  'kutte/kutiya/kuttiya',
  'hijde',
  'मादरचोद',
  'बहनचोद/बहनचोद/भेनचोद',
  'भोसड़ी/भोसड़ीके/भोसडीके',
  'चूतिया/चूतिये/चुतिया',
  'रंडी',
  'हरामी/हरामजादा/हरामज़ादे/हरामखोर',
  'गांडू/गांडु',
  'कमीना/कमीने',
  'कुत्ते/कुतिया',
  'हिजड़े',
];

/** Caste slurs: names used as insults and "lower caste" abuse. */
export const HI_CASTE_SLURS: readonly string[] = [
  'chamar/chamaar/chamari/chamaron/chamaro',
  'bhangi',
  'chuhra/chuhda/chura',
  'dhed',
  'neech jaat/jati/jaati/jat',
  'chhoti/choti jaat/jati/jaati',
  'achhoot/achhut/achut',
  'चमार/चमारी',
  'भंगी',
  'चूहड़ा/चुहड़ा',
  'ढेड',
  'नीच जात/जाति',
  'छोटी जात/जाति',
  'अछूत',
];

/** Religious and regional slurs. */
export const HI_RELIGIOUS_SLURS: readonly string[] = [
  'katua/katwa/katuve/katue',
  'mulla/mulle/mulli/mullo/mullon',
  'sulla/sulle',
  'jihadi/jihadiyo',
  'malechh/malechha/mleccha',
  'kafir/kaafir',
  'chinki',
  'कटुआ/कटुए/कटवे',
  'मुल्ले/मुल्ला/मुल्लों',
  'सुल्ले',
  'जिहादी/जिहादियों',
  'म्लेच्छ/मलेच्छ',
  'काफ़िर/काफिर',
];

/**
 * Women's place and roles stated as a rule ("ladkiyan sirf ghar ke kaam ke liye hoti hain",
 * "auraton ko rasoi mein hi rehna chahiye"): the Hindi and Hinglish gender-role stereotype.
 */
export const HI_GENDER_ROLE: readonly string[] = [
  'ladkiyan/ladkiya/ladkiyon/auratein/aurate/auraton/aurat/mahilayen/mahilaye/mahilaon/biwiyan ~ sirf/bas/keval/kewal ghar/rasoi/kitchen/chulha/chulhe/bachche/bachon',
  'ghar/rasoi/kitchen mein/me hi rehna/rahna/rehni/rahni/rehti/rahti chahiye/hain/hai',
  'लड़कियां/लड़कियाँ/लड़कियों/औरतें/औरतों/औरत/महिलाएं/महिलाओं ~ सिर्फ/सिर्फ़/बस/केवल घर/रसोई/चूल्हा/चूल्हे/बच्चे',
  'घर/रसोई में ही रहना/रहनी/रहती चाहिए/हैं/है',
];

/** Groups named in Hindi and Hinglish (religion, caste, region, gender). */
export const HI_GROUPS: readonly string[] = [
  'musalman/musalmaan/musalmano/musalmaan/muslim/muslims/muslimo',
  'hindu/hinduo/hindus',
  'sikh/sikho/sardar/sardaro',
  'isai/isaiyo/christian/christians',
  'dalit/dalito/harijan/harijano/shudra/shudro/adivasi/adivasiyo',
  'brahmin/brahmino/baman/thakur/thakuro/yadav/yadavo/jat/jato/baniya/baniye',
  'bihari/bihariyo/madrasi/madrasiyo/bangladeshi/bangladeshiyo/rohingya/pakistani/kashmiri/kashmiriyo',
  'aurat/aurate/auratein/ladki/ladkiya/ladkiyan/mahila/mahilao',
  'chamar/chamaro/chamaron/bhangi/bhangiyo/bhangiyon/mulle/mullo/mullon/katue',
  'मुसलमान/मुसलमानों/मुस्लिम/मुस्लिमों',
  'हिंदू/हिन्दू/हिंदुओं/हिन्दुओं',
  'सिख/सिखों/सरदार',
  'ईसाई/ईसाइयों',
  'दलित/दलितों/हरिजन/शूद्र/शूद्रों/आदिवासी/आदिवासियों',
  'ब्राह्मण/ब्राह्मणों/ठाकुर/यादव/जाट',
  'बिहारी/बिहारियों/बांग्लादेशी/बांग्लादेशियों/रोहिंग्या/पाकिस्तानी/कश्मीरी',
  'औरत/औरतें/औरतों/लड़की/लड़कियां/लड़कियों/महिला/महिलाओं',
  'चमार/चमारों/भंगी/भंगियों/मुल्ले/मुल्लों/कटुए',
];

/** Pronouns that refer back to a group ("ye log", "inhe", "in logon ko"). */
export const HI_GROUP_PRONOUNS: readonly string[] = [
  'ye/yeh/ve/vo/woh/in/un log/logo/logon',
  'inhe/inhen/inko/unhe/unko/inka/inki/inke/inse/unse',
  'ये/वे/वो/इन/उन लोग/लोगों',
  'इन्हें/इनको/उन्हें/उनको/इनका/इनकी/इनसे/उनसे',
];

/** Predicates that demean a group ("gande hote hain", "gaddar hain", "keede hain"). */
export const HI_DEMEANING: readonly string[] = [
  'gande/ganda/gandi/gande/ganday',
  'neech/nich',
  'gaddar/gaddaar/deshdrohi',
  'chor/lutere',
  'jahil/jaahil/anpadh/gavar/ganvar',
  'atankvadi/aatankvadi/aatanki/atanki',
  'keede/kide/makode',
  'kutte/suar/janvar/jaanvar',
  'bojh/kalank',
  'ghatiya/gatiya/nalayak',
  'napak/napaak/apavitra/ashuddh',
  'गंदे/गंदा/गंदी',
  'नीच',
  'गद्दार/देशद्रोही',
  'चोर/लुटेरे',
  'जाहिल/अनपढ़/गंवार',
  'आतंकवादी/आतंकी',
  'कीड़े/मकोड़े',
  'कुत्ते/सूअर/जानवर',
  'बोझ/कलंक',
  'घटिया/नालायक',
  'नापाक/अपवित्र/अशुद्ध',
];

/** Calls to exclude, expel, boycott or segregate. */
export const HI_EXCLUSION: readonly string[] = [
  'mandir/masjid/gurudwara/gaon/ghar/school/mohalla/desh ~ mat/na aane/ghusne/baithne do/dena',
  'mat/na aane/ghusne/baithne do/dena',
  'nikal/bhaga do/dena/denge',
  'nikalo/bhagao',
  'desh/gaon/mohalle/shahar se nikalo/bhagao',
  'desh/gaon/mohalle/shahar se bahar karo/nikal/bhaga',
  'bahishkar/bahiskar karo/kro/kijiye/kare',
  'chhune/chune/chhoone mat/na do/dena',
  'pani/paani mat/na do/dena/pine do',
  'pani/paani mat/na bharne/lene/pine do/dena',
  'mandir/masjid/gurudwara/gaon/ghar/school/mohalla/desh/kuan/kuen ~ aane/ghusne/baithne nahi/nahin/mat/na dena/do/denge/de/dena chahiye',
  'shaadi/shadi mat/na karo/karna',
  'inse/unse dur/door raho/rahna',
  'pakistan bhejo',
  'pakistan bhej do/dena/denge',
  'मंदिर/मस्जिद/गुरुद्वारा/गांव/गाँव/घर/स्कूल/मोहल्ले/देश ~ मत/न आने/घुसने/बैठने दो/देना',
  'मत/न आने/घुसने/बैठने दो/देना',
  'मंदिर/मस्जिद/गुरुद्वारा/गांव/गाँव/घर/स्कूल/मोहल्ले/देश/कुएं/कुएँ ~ आने/घुसने/बैठने नहीं/मत/न देना/दो/देंगे/दें',
  'पानी मत/न/नहीं भरने/लेने/पीने दो/देना/दें',
  'निकाल/भगा दो/देना/देंगे',
  'देश/गांव/गाँव/मोहल्ले/शहर से निकालो/भगाओ',
  'देश/गांव/गाँव/मोहल्ले/शहर से बाहर करो',
  'बहिष्कार करो/करें/कीजिए',
  'छूने मत/न दो/देना',
  'पानी मत/न दो/देना',
  'शादी मत/न करो/करना',
  'पाकिस्तान भेज दो',
  'पाकिस्तान भेजो',
];

/** Words around a mention that mark reporting or counter-speech ("kehna galat hai", "hate speech"). */
export const HI_COUNTER: readonly string[] = [
  'galat/glat hai',
  'sach/sch nahi/nahin/nhi hai',
  'purvagrah/poorvagrah/purvagraha',
  'jhooth/jhoot/jhuth/jhut hai',
  'nafrat/jatiwad/jativad/jaativad/casteism/bhedbhav/kanoon/apradh/juram/saja/saza/shikayat',
  'hate speech',
  'mat kaho/bolo/kaha/kehna',
  // Lines quoted from fiction ("... , usne film mein kaha tha").
  'film/movie/picture/serial/natak mein/me kaha/bola/bolta/kehta',
  'dialogue/dialog',
  'nahi kehna/bolna chahiye',
  'गलत है',
  'सच नहीं है',
  'पूर्वाग्रह',
  'झूठ है',
  'नफरत/जातिवाद/भेदभाव/अपराध/कानून/सज़ा/सजा/शिकायत',
  'मत कहो/बोलो',
  'फ़िल्म/फिल्म/सीरियल/नाटक में कहा/बोला/कहता/बोलता',
  'डायलॉग',
];

/**
 * Generalising markers: a trait stated of a whole group with the habitual copula ("X log kamzor
 * hote hain", "... nahi hote"), "always" / "never" ("hamesha", "kabhi ... nahi") or by nature
 * ("fitrat", "paidaishi", "khoon mein"). The Hindi counterpart of "X are always / naturally ...".
 */
export const HI_GENERALIZING: readonly string[] = [
  'hote/hoti/hota hain/hai/h',
  'nahi/nahin/nhi hote/hoti/hota',
  'hamesha/humesha',
  'kabhi ~ nahi/nahin/nhi',
  'fitrat/fitrat/swabhav/paidaishi/khoon',
  'होते/होती/होता हैं/है',
  'नहीं होते/होती/होता',
  'हमेशा',
  'कभी ~ नहीं',
  'फितरत/फ़ितरत/स्वभाव/पैदाइशी/खून/ख़ून',
];

/**
 * Equality and counter-stereotype statements about a group: "as ... as anyone", "like everyone
 * else", "no less than anyone", "no more ... than anyone". Like the English supportive cues, they
 * make a group mention a statement for the group, not against it.
 */
export const HI_EQUALITY: readonly string[] = [
  'bhi utne/utna/utni/utney hi',
  'kisi se kam/kum nahi/nahin/nhi',
  'kisi aur se zyada/jyada/adhik ~ nahi/nahin/nhi',
  'baaki/baki/bakiyon sab/sabhi/logon ki tarah',
  'sab/sabhi ki tarah',
  'sabki tarah',
  'jaise sab/baaki/baki/sabhi/hum',
  'barabar/baraabar',
  'izzat/ijjat/samman milni/milna/milne chahiye',
  'भी उतने/उतना/उतनी ही',
  'किसी से कम नहीं',
  'किसी और से ज़्यादा/ज्यादा/अधिक ~ नहीं',
  'बाकी/बाक़ी सब/सभी/लोगों की तरह',
  'सब/सभी की तरह',
  'सबकी तरह',
  'जैसे सब/बाकी/सभी/हम',
  'बराबर',
  'इज़्ज़त/इज्जत/सम्मान मिलनी/मिलना/मिलने चाहिए',
];
