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
  // Arson: the threat in the first person ("aag laga denge"); the imperative needs a target, since
  // "chulhe mein aag laga do" (light the stove) is cooking.
  'aag laga/lga denge/dunga/dalenge/dalunga',
  'ghar/dukan/dukaan/gaadi/gadi/makaan/makan/basti/usko/use/unko/tujhe/inko/inhe/unhe/sabko/desh/shahar/mohalle/mohalla/mandir/masjid/gurudwara/church/thane/thana/bus/train ~ aag laga/lga do/dalo',
  'tujhe/tujhko/tumhe/tumko/tereko/tuje/zinda/jinda ~ jala/jla denge/dunga/do/dalenge/dalo',
  'ghar/dukan/dukaan/basti/mohalla/gaon/gaadi/gadi jala/jla denge/dunga/do/dalenge/dalo',
  // "ghar ko jala denge", "uski gaadi phoonk denge" (not "ghar mein diya jala do": no "ko", no imperative).
  'ghar/dukan/dukaan/basti/mohalla/gaon/gaadi/gadi/makaan/makan ko jala/jla/phunk/funk denge/dunga/dalenge/dalunga',
  'ghar/dukan/dukaan/basti/gaadi/gadi/makaan/makan phunk/funk denge/dunga/dalenge/dalunga/do/dalo',
  // Breaking a body part or property, in the first person ("taang tod denge", "haath pair tod dalenge",
  // property only on a condition, HI_CONDITIONAL_THREATS); the past ("kursi ki taang tod di") is a report.
  'haath/hath/taang/tang/tangen/tangein/tange/pair/per/paon/panv/gardan/kamar/haddi/haddiyan/haddiya/jabda/ghutne/ghutna ~ tod/tor/phod/fod denge/dunga/dungi/dalenge/dalunga/dege',
  'muh/munh/mooh/thobda/jabda tod/phod/fod dunga/denge/dalunga/dalenge',
  'sar/sir phod/fod dunga/denge/dalunga',
  'haddi/haddiyan/haddiya tod dunga/denge/dalunga',
  'ghar mein/me ghus ke/kar maarenge/marenge/marunga',
  'teri/tumhari laash/lash ~ gir/girega/milegi',
  'sabak sikha dunga/denge',
  // "ghus ke sabak sikhana padega", "aisa sabak sikhana ki ..." (session 16, blind set 6): a lesson
  // to be taught by force; "sabak seekhna" (to learn a lesson) is another verb.
  'sabak sikhana/sikhaana padega/hoga/chahiye/chahie',
  'aisa/esa/aesa sabak sikhana/sikhaana/sikhao/sikhaenge/sikhayenge',
  'inhe/unhe/inko/unko/inhen/unhen sabak sikhao/sikhaen/sikhayen/sikhayein/sikhaiye/sikhayenge/sikhaenge',
  'na/naa tu/tum bachegi/bachega/bachogi/bachoge',
  // Acid thrown or brought to hurt someone.
  'tezaab/tezab/tejab/tejaab/acid ~ phenk/fenk/daal/dal dunga/denge/dungi/do/dena/dalo/dalunga/dalenge',
  'tezaab/tezab/tejab/tejaab/acid ki bottle/botal le aana/aao/lana',
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
  'आग लगा देंगे/दूंगा/दूँगा/डालेंगे',
  'घर/दुकान/गाड़ी/मकान/बस्ती/उसको/उसे/उनको/तुझे/इनको/इन्हें/उन्हें/सबको/देश/शहर/मोहल्ले/मंदिर/मस्जिद/गुरुद्वारे/थाने/बस/ट्रेन ~ आग लगा दो/डालो',
  'तुझे/तुझको/तुम्हें/तुमको/ज़िंदा/जिंदा/जिन्दा ~ जला देंगे/दूंगा/दूँगा/दो/डालेंगे',
  'घर/दुकान/बस्ती/मोहल्ला/गाँव/गांव/गाड़ी जला देंगे/दूंगा/दूँगा/दो/डालेंगे',
  'घर/दुकान/बस्ती/मोहल्ले/गाँव/गांव/गाड़ी/मकान को जला/फूंक/फूँक देंगे/दूंगा/दूँगा/डालेंगे',
  'घर/दुकान/बस्ती/गाड़ी/मकान फूंक/फूँक देंगे/दूंगा/दूँगा/डालेंगे/दो/डालो',
  'हाथ/टांग/टाँग/टांगें/टाँगें/पैर/गर्दन/कमर/हड्डी/हड्डियां/हड्डियाँ/जबड़ा/घुटने ~ तोड़/फोड़ देंगे/दूंगा/दूँगा/डालेंगे/डालूंगा/डालूँगा',
  'मुंह/मुँह तोड़ दूंगा/दूँगा/देंगे',
  'सिर/सर फोड़ दूंगा/दूँगा/देंगे',
  'हड्डी/हड्डियां/हड्डियाँ तोड़ दूंगा/दूँगा/देंगे',
  'घर में घुस के/कर मारेंगे/मारूंगा',
  'सबक सिखा देंगे/दूंगा',
  'सबक सिखाना पड़ेगा/होगा/चाहिए',
  'ऐसा सबक सिखाना/सिखाओ/सिखाएंगे/सिखायेंगे',
  // Session 17 (the eighth set): a lesson taught to "them" by a crowd, "neither you nor he will survive".
  'इन्हें/उन्हें/इनको/उनको/इनसे/उनसे सबक सिखाएँ/सिखाएं/सिखाओ/सिखाइए/सिखाएँगे/सिखाएंगे/सिखायेंगे',
  'न/ना तू/तुम बचेगी/बचेगा/बचोगी/बचोगे',
  'तेज़ाब/तेजाब/एसिड ~ फेंक/डाल दूंगा/दूँगा/देंगे/दूंगी/दो/देना/डालो/डालूंगा',
  'तेज़ाब/तेजाब/एसिड की बोतल ले आना/आओ/लाना',
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

/**
 * Threats that are ordinary words alone and threats only as the consequence of a condition ("agar
 * paise nahi diye to uski behen ko utha lenge"): abduction of the person or a relative. "Bachche ko
 * school se utha lenge" is a pick-up, so these count only in a sentence with HI_CONDITION.
 */
export const HI_CONDITIONAL_THREATS: readonly string[] = [
  // Someone's relative ("uski behen", "tere bachche"): "bachchon ko utha lenge" alone is our own children.
  'uski/uske/teri/tere/tumhari/tumhare/unki/unke/iski/iske behen/behan/bahan/beti/biwi/bivi/bibi/patni/maa/ma/bete/beta/bachche/bachchon/bachon/ladki/gharwalon/gharvalon/gharwali/gharwale ko utha/uthva lenge/lunga/lungi/lega',
  'uski/uske/teri/tere/tumhari/tumhare/unki/unke/iski/iske behen/behan/bahan/beti/biwi/bivi/bibi/patni/maa/ma/bete/beta/bachche/bachchon/bachon/ladki/gharwalon/gharvalon/gharwali/gharwale ko utha/uthva le jayenge/jaenge/jaynge/jayega',
  // "uthwa lenge" (have someone abducted) of a person; "saamaan uthwa lenge" is luggage.
  'usko/use/unko/tujhe/tujhko/tereko/tumhe/tumko uthva lenge/lunga/dunga/denge/lege',
  // Property broken on a condition ("agli baar aaya to gaadi tod denge"); "purani gaadi tod denge" is scrap.
  'gaadi/gadi/dukan/dukaan/sheeshe/shishe/shisha/khidki/khidkiyan ~ tod/tor/phod/fod denge/dunga/dalenge/dalunga',
  'उसकी/उसके/तेरी/तेरे/तुम्हारी/तुम्हारे/उनकी/उनके बहन/बेटी/बीवी/पत्नी/मां/माँ/बेटे/बेटा/बच्चे/बच्चों/लड़की/घरवालों/घरवाली को उठा/उठवा लेंगे/लूंगा/लूँगा/लेगा',
  'उसकी/उसके/तेरी/तेरे/तुम्हारी/तुम्हारे/उनकी/उनके बहन/बेटी/बीवी/पत्नी/मां/माँ/बेटे/बेटा/बच्चे/बच्चों/लड़की/घरवालों/घरवाली को उठा/उठवा ले जाएंगे/जाएँगे/जायेंगे',
  'उसको/उसे/उनको/तुझे/तुझको/तुमको/तुम्हें उठवा लेंगे/लूंगा/लूँगा/देंगे/दूंगा/दूँगा',
  'गाड़ी/दुकान/शीशे/शीशा/खिड़की/खिड़कियां ~ तोड़/फोड़ देंगे/दूंगा/दूँगा/डालेंगे',
];

/** A condition in the sentence ("agar ... to", "warna", "nahi to"): what follows is its consequence. */
export const HI_CONDITION: readonly string[] = ['agar/agr/warna/varna/verna/vrna', 'nahi/nahin/nhi to/toh', 'अगर/वरना/वर्ना', 'नहीं/नही तो'];

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

/**
 * Groups named by a generic word rather than a name (issue 12): "jaati wale", "us dharm ke log",
 * "chhoti jaat wale", "SC/ST wale", "bahar se aaye log". Only for group hate (a demeaning predicate
 * or a call to exclude in the same sentence): alone they are everyday talk ("har jaati ke log
 * Holi manate hain"), so they do not count as a target for the learned heads or the
 * generalisation rule.
 */
export const HI_GROUP_PHRASES: readonly string[] = [
  'jat/jati/jatiyon/jatiyo/caste/dharm/dharam/majhab/mazhab/samuday/samudai/samudaay/community/biradari/kaum/kom wale/wala/walo/walon/vale/vala/valo/valon',
  'jat/jati/jatiyon/jatiyo/caste/dharm/dharam/majhab/mazhab/samuday/samudai/samudaay/community/biradari/kaum/kom ke log/logo/logon/logan',
  'nichi/nichli/nichle/chhoti/choti/chhote/chote/nich jat/jati/jatiyon/jatiyo/caste/ghar',
  'sc st/sc/st wale/wala/walo/walon/vale/log/logo/logon',
  // Oblique plurals of HI_GROUPS names ("musalmanon ko", "daliton ki").
  'musalmanon/muslimon/hinduon/sikhon/isaiyon/daliton/harijanon/shudron/adivasiyon/brahmanon/brahminon/thakuron/yadavon/baniyon/bihariyon/kashmiriyon/bangladeshiyon',
  // Caste names not in HI_GROUPS (professions that are also castes, "dhobi", "nai", are left out):
  // plurals alone, singulars with "log" / "samaj" / "wale", since most are surnames too ("Sushant
  // Singh Rajput").
  'jatavon/musaharon/maharon/gujjaron/gujaron/ahiron/rajputon/kayasthon/bhumiharon/kurmiyon',
  'valmiki/balmiki/jatav/musahar/mahar/gujjar/gujar/ahir/rajput/kayasth/bhumihar/kurmi/koeri/koiri log/logo/logon/samaj/samaaj/wale/vale/walon/valon/jati/jat/biradari',
  'bahar/bahr se aaye/aye/aae/ae/aate/aane log/logo/logon/vale/wale/walon',
  'bahari/bahri/pardesi/pardesiyon/pardesiyo/migrant/migrants log/logo/logon',
  'जात/जाति/जातियों/धर्म/मज़हब/मजहब/समुदाय/समाज/बिरादरी/कौम/क़ौम वाले/वालों/वाला',
  'जात/जाति/जातियों/धर्म/मज़हब/मजहब/समुदाय/समाज/बिरादरी/कौम/क़ौम के लोग/लोगों',
  'नीची/निचली/छोटी जात/जाति/जातियों',
  'एससी/एसटी वाले/वालों/लोग/लोगों',
  'जाटवों/मुसहरों/महारों/गुर्जरों/अहीरों/राजपूतों/कायस्थों/भूमिहारों/कुर्मियों',
  'वाल्मीकि/जाटव/मुसहर/महार/गुर्जर/अहीर/राजपूत/कायस्थ/भूमिहार/कुर्मी/कोइरी लोग/लोगों/समाज/वाले/वालों/जाति/बिरादरी',
  'बाहर से आए/आये/आने लोग/लोगों/वाले/वालों',
  'बाहरी/परदेसी/प्रवासी लोग/लोगों',
];

/**
 * Where a person comes from, said as a reason (session 16): "woh north-east se hai", "Bihar se
 * aaya hai", "वह उत्तर-पूर्व से है". Counted only with a call to exclude (HI_EXCLUSION) in the same
 * sentence, never with a demeaning word: "woh Bihar se hai, uska phone chor le gaya" is no group hate.
 */
export const HI_ORIGIN: readonly string[] = [
  'north-east/northeast/north-eastern/northeastern/nort-east/uttar-purv/uttar-poorv/bihar/assam/manipur/nagaland/mizoram/meghalaya/arunachal/tripura/sikkim/nepal/jharkhand/odisha/orissa/bengal/bangal/kashmir/bangladesh/madras/chhattisgarh/up/pahad/pahar se hai/hain/ho/hoga/hogi/honge/aaya/aayi/aaye/aya/ayi/aye/hona',
  'north/nort east se hai/hain/ho/hoga/hogi/honge/aaya/aayi/aaye',
  'पूर्वोत्तर/नॉर्थ-ईस्ट/नार्थ-ईस्ट/उत्तर-पूर्व/बिहार/असम/मणिपुर/नागालैंड/मिज़ोरम/मिजोरम/मेघालय/नेपाल/झारखंड/ओडिशा/उड़ीसा/बंगाल/कश्मीर/बांग्लादेश/यूपी/पहाड़ से है/हैं/हो/होगा/होगी/आया/आई/आए/आये',
  'नॉर्थ/नार्थ ईस्ट से है/हैं/हो/आया/आई/आए',
];

/**
 * A reason that belongs to the job (a licence, experience, documents, a notice period): with it in
 * the sentence, an origin (HI_ORIGIN) is not read as the reason for turning someone away ("naye
 * driver ko mat rakho, woh Nepal se hai aur license nahi hai").
 */
export const HI_JOB_REASON: readonly string[] = [
  'license/licence/lisens/laisens/experience/experiance/anubhav/documents/document/kagaz/kaagaz/kagzat/visa/permit/degree/certificate/skill/skills/notice/verification/reference/references/salary',
  'लाइसेंस/अनुभव/एक्सपीरियंस/दस्तावेज़/दस्तावेज/कागज़/कागज/वीज़ा/वीजा/परमिट/डिग्री/सर्टिफिकेट/नोटिस/वेरिफिकेशन/सैलरी/वेतन',
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
  // "desh ke dushman", "gandagi phailate hain" (issue 12).
  'desh/samaj/samaaj/dharm/dharam/hinduon/musalmanon/insaniyat/mulk ke dushman',
  'gandagi/gandgi/kachra phailate/failate/felate/phelate/phailati/failati',
  'sudhar/sudhr nahi/nahin/nhi sakte/sakta/sakti',
  // "sab par kabza kar lete hain", "sab hadap lete hain" (harm-hindi2).
  'kabja/kabjaa/kabje/kabza kar/kr lete/lenge/lega/leti',
  'hadap/hadp/harap lete/lenge/lega/leti',
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
  'देश/समाज/धर्म/हिंदुओं/मुसलमानों/इंसानियत/मुल्क के दुश्मन',
  'गंदगी/कचरा फैलाते/फैलाती/फैलाता',
  'सुधर नहीं सकते/सकता',
  'कब्ज़ा/कब्जा कर लेते/लेंगे/लेगा',
  'हड़प लेते/लेंगे/लेगा',
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
  // Refusing a job, a flat or a room to a group (issue 12): "inhe flat mat dena", "naukri mat do".
  'naukri/nokri/kaam/kam/job/flat/kamra/kamre/makaan/makan/ghar/dukaan/dukan ~ mat/na/nahi/nahin do/dena/dijiye/dein/de/denge',
  'kiraye/kiraaye/kiraya/kiray/rent pe/par/mein mat/na/nahi/nahin do/dena/dijiye/dein/de/denge',
  // Turning a person away from a job for a group or an origin (session 16): "us candidate ko mat
  // lo, woh north-east se hai", "inhe hire mat karo". Counted only with a group (or HI_ORIGIN) in the
  // sentence; "ladki ko" is left out of the list, since "ladki" is itself a HI_GROUPS word.
  'candidate/candidates/kandidet/ummeedvar/umeedvar/ummidvar/umidvar/applicant/bande/banda/aadmi/naukar/maid/driver ko mat/na/nahi/nahin lo/lena/rakho/rakhna/rakhiye/lijiye/bulao/bulana',
  'hire/hayar/select/silect/shortlist/recruit/bharti/promote/interview mat/na/nahi karo/karna/kariye/karein',
  'reject/rijekt/riject kar/kr do/dena/dijiye/dein',
  'naukri/nokri/job/kaam/kam pe/par mat/na/nahi rakho/rakhna/rakhiye/lo/lena',
  'dukanon/dukano/dukaanon ka bahishkar/bahiskar',
  // Social boycott: "hukka paani band", "inki dukaan se mat kharido".
  'hukka/huka pani/paani band',
  'dukan/dukaan/dukanon/dukano/dukaanon se ~ mat/na kharido/kharidna/lo/lena',
  'bahar/bahr kar do/dena/denge',
  // Denying a group its civic rights: "inko vote dene ka haq hi nahi hona chahiye".
  'vote/voting/matdan/matadhikar/nagrikta/citizenship ~ haq/hak/adhikar/right ~ nahi/nahin/nhi/mat ~ hona/milna/dena chahiye',
  'vote/matdan ~ mat/na dene do/dena',
  'वोट/मतदान/मताधिकार/नागरिकता ~ हक़/हक/अधिकार ~ नहीं/मत ~ होना/मिलना/देना चाहिए',
  'वोट/मतदान ~ मत/न देने दो/देना',
  'pakistan bhejo',
  'pakistan bhej do/dena/denge',
  // Cutting off trade and property (harm-hindi2): "len-den mat karo", "inka dhandha band karwao",
  // "zameen mat bechna" (with a group in the sentence, like every entry here).
  'lenden/len-den/len mat/na/band karo/karna/rakho/rakhna',
  'len den mat/na/band karo/karna/rakho/rakhna',
  'dhanda/dhande/dhandha/business/bijnes/karobar/karobaar/roji/rojgar/rozi/rozgar/rojgaar ~ band karvao/karao/karvaiye/karva/kara/kar',
  'jamin/jameen/jamen/ghar/makan/makaan/flat/plot/dukan/dukaan/jagah ~ mat/na/nahi bechna/becho/bechiye/bechenge',
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
  'उम्मीदवार/कैंडिडेट/आवेदक/बंदे/बंदा/आदमी/नौकर/ड्राइवर को मत/न/नहीं लो/लेना/रखो/रखना/रखिए/लीजिए/बुलाओ',
  'हायर/सेलेक्ट/चयन/शॉर्टलिस्ट/भर्ती/प्रमोट/इंटरव्यू मत/न/नहीं करो/करना/करिए/करें',
  'रिजेक्ट/रिजैक्ट कर दो/देना/दीजिए/दें',
  'नौकरी/काम पर/पे मत/न/नहीं रखो/रखना/रखिए/लो/लेना',
  'नौकरी/काम/फ्लैट/कमरा/कमरे/मकान/घर/दुकान ~ मत/न/नहीं दो/देना/दें/दीजिए/देंगे',
  'किराये/किराए/किराया पर/में मत/न/नहीं दो/देना/दें/दीजिए/देंगे',
  'दुकानों का बहिष्कार',
  'हुक्का पानी बंद',
  'दुकान/दुकानों से ~ मत/न खरीदो/खरीदना/लो/लेना',
  'बाहर कर दो/देना/देंगे',
  'पाकिस्तान भेज दो',
  'लेन-देन/लेनदेन मत/न/बंद करो/करना/रखो/रखना',
  'धंधा/धंधे/कारोबार/बिज़नेस/बिजनेस/रोज़ी/रोजी/रोज़गार/रोजगार ~ बंद करवाओ/कराओ/करवाइए/करवा/करा/कर',
  'ज़मीन/जमीन/घर/मकान/फ्लैट/प्लॉट/दुकान/जगह ~ मत/न/नहीं बेचना/बेचो/बेचिए/बेचेंगे',
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
 * A threat reported, not made, in its sentence: "usne dhamki di ki ghar jala denge", "dhamki dena
 * apradh hai", "usne kaha tha ki ...", "police ne pakad liya". For the threat rule only (with
 * HI_COUNTER): a sentence that mentions someone's threats may still attack a group ("... Muslimo ka
 * ek chehra hai ATANKWADI, woh Modi ko dhamki de raha hai", a training-source post). A third person
 * speaks: "maine kaha tha, tujhe dekh lunga" is a threat repeated.
 */
export const HI_THREAT_REPORTED: readonly string[] = [
  'dhamki/dhamkiyan/dhamkiya di/mili/mil/milne/milti/mila/dena/dene/diya/deta/deti/dete/dekar',
  'dhamki/dhamkiyan de rahi/raha/rahe/rha/rhe',
  'usne/unhone/aaropi/aropi/neta/mantri/netaji ~ kaha/bola/likha tha/thi/the',
  'police ~ pakda/pakad/pakdi/giraftar/arrest/hirasat',
  'धमकी/धमकियां/धमकियाँ दी/मिली/मिल/मिलने/मिलती/देना/देने/दिया/देता/देती/देते/देकर',
  'धमकी/धमकियां/धमकियाँ दे रहा/रही/रहे',
  'उसने/उन्होंने/आरोपी/नेता/मंत्री ~ कहा/बोला/लिखा था/थी/थे',
  'पुलिस ~ पकड़ा/पकड़/पकड़ी/गिरफ्तार/गिरफ़्तार/हिरासत',
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

/*
 * Harmful acts handed over as instructions in Hindi and Hinglish (issue 12, rules/hindi-acts.ts):
 * scam scripts, self-harm methods, dangerous remedies given to children, covert phone tracking.
 * Each act needs its own words together in one sentence; the imperative verb forms ("maang lo",
 * "pila do", "daal do") keep warnings ("kabhi mat batana"), reports ("kha liya") and infinitives
 * ("daalna illegal hai") out.
 */

/** Secrets a bank never asks for: asking for them is the scam itself. */
export const HI_SCAM_SECRETS: readonly string[] = [
  'cvv/cvv2/mpin/tpin',
  'upi/atm/debit/credit/card/netbanking/bank pin/password/pasvord',
  'net banking pin/password/pasvord',
  'card number/no/details/detail',
  'सीवीवी/एमपिन',
  'यूपीआई/एटीएम/डेबिट/क्रेडिट/कार्ड/बैंक पिन/पासवर्ड',
  'नेट बैंकिंग पिन/पासवर्ड',
  'कार्ड नंबर/डिटेल/डिटेल्स',
];

/** Secrets that are scam only in a banking setting (HI_SCAM_SETTING): a delivery OTP, a wifi password. */
export const HI_SCAM_SECRETS_IN_SETTING: readonly string[] = ['otp/pin/password/pasvord', 'ओटीपी/पिन/पासवर्ड'];

/** The banking or benefits setting of a scam call. */
export const HI_SCAM_SETTING: readonly string[] = [
  'bank/kyc/khata/account/upi/card/aadhaar/aadhar/adhar/pension/lottery/refund/reward/cashback/paytm/phonepe/gpay/bujurg/bujurgon/senior/bijli/electricity',
  'बिजली/बैंक/केवाईसी/KYC/खाता/अकाउंट/यूपीआई/कार्ड/आधार/पेंशन/लॉटरी/रिफंड/इनाम/बुज़ुर्ग/बुजुर्ग/बुज़ुर्गों/बुजुर्गों',
];

/** "From them" in a scam script: with it, a plain "le lo" takes the victim's secret ("unse OTP le lo"). */
export const HI_SCAM_FROM_THEM: readonly string[] = ['unse/usse/inse', 'unhi/usi se', 'उनसे/उससे/इनसे'];
/** Taking, counted only with HI_SCAM_FROM_THEM in the sentence ("bank jaake naya PIN le lo" is one's own). */
export const HI_SCAM_TAKE: readonly string[] = ['le lo/lena/lijiye', 'ले लो/लेना/लीजिए'];

/** Imperatives that take a secret from the victim ("maang lo", "pooch lo", "nikalwa lo"). */
export const HI_SCAM_ASK: readonly string[] = [
  // Not "le lo" alone: "bank jaake naya PIN le lo" is getting one's own.
  'mang/puch/mangva/nikalva/likhva/bolva/batva lo/lena/lijiye/lijie/le',
  // The caller's polite request in a scam script (session 17): "OTP aaya hoga, bas woh bata dijiye".
  'bata/bol dijiye/dijie/dijiyega',
  'बता/बोल दीजिए/दीजिये',
  'mango/pucho/mangvao/nikalvao/likhvao/bolvao/batvao',
  'share/forward/send karva/karwa/krva lo/lena/do',
  'bhejva/bhijva/bhijwa lo/lena',
  'batane/bolne/bhejne/dalne/daalne ko/ke bolo/kaho/kehna/bolna',
  'share/forward karne ko/ke bolo/kaho/kehna/bolna',
  'माँग/मांग/पूछ/मंगवा/निकलवा/लिखवा/बोलवा/बतवा लो/लेना/लीजिए/लें',
  'माँगो/मांगो/पूछो/मंगवाओ/निकलवाओ/लिखवाओ',
  'शेयर/फॉरवर्ड करवा/कराओ लो/लेना',
  'भिजवा/भेजवा लो/लेना',
  'बताने/बोलने/भेजने/डालने को/के कहो/बोलो/कहना/बोलना',
];

/** Posing as a bank or an authority: "bolo ki aap bank se hain", "bank wala banke phone karo". */
export const HI_SCAM_POSE: readonly string[] = [
  'bolo/kaho/batao/bolna/kehna/kahna/bataana/batana ki/ke aap/ap/hum/ham/main/mai bank/rbi/police/cbi/kyc/sarkar/sarkari/company/paytm se/ki',
  'bolo/kaho/batao/bolna/kehna/kahna ki/ke bank/rbi/police/cbi/kyc se bol/baat rahe/raha/rahi',
  'bank/rbi/police/cbi/kyc/customer vala/adhikari/officer/agent/karmchari/care banke/bankar/bnke',
  'bank/rbi/police/cbi/kyc/customer vala/adhikari/officer/agent/karmchari/care ban ke/kar',
  // Remote access on the victim's phone ("AnyDesk install karwa lo"), the step before emptying an account.
  'anydesk/teamviewer/rustdesk/quicksupport/airdroid ~ install/download/dal/daal karva/karwa/krva/kara lo/do/dena/lena',
  'anydesk/teamviewer/rustdesk/quicksupport/airdroid ~ install/download/dal/daal karvao/karwao/krvao/karao',
  'बोलो/कहो/बताओ/बोलना/कहना कि आप/हम/मैं बैंक/आरबीआई/पुलिस/सीबीआई/सरकार से/की',
  'बोलो/कहो/बताओ/बोलना/कहना कि बैंक/आरबीआई/पुलिस से बोल/बात रहे/रहा/रही',
  'बैंक/पुलिस/सीबीआई वाला/अधिकारी/अफसर/कर्मचारी बनकर/बनके',
  'एनीडेस्क/anydesk/teamviewer/टीमव्यूअर ~ इंस्टॉल/इंस्टाल/डाउनलोड करवा/करा लो/दो/लेना',
];

/** The lure of a scam call: the account about to be blocked, a link to click, a prize (with HI_SCAM_POSE). */
export const HI_SCAM_LURE: readonly string[] = [
  'khata/account/card/sim/pension ~ band/block/suspend/freeze/frij',
  'link/lnk bhejo/bhej/click/kholo/kholne',
  'khata/account ~ khali/saf kar/karo/kr',
  'refund/lottery/inam/inaam/reward/kyc ke nam/naam pe/par/se',
  'lottery/inam/inaam/reward/cashback/refund ~ jita/jite/jeeta/milega/mila',
  'otp/pin/cvv/password',
  'खाता/अकाउंट/कार्ड/सिम/पेंशन ~ बंद/ब्लॉक/सस्पेंड',
  'लिंक भेजो/भेज/क्लिक',
  'लॉटरी/इनाम/रिफंड/कैशबैक ~ जीता/मिलेगा/मिला',
  'ओटीपी/पिन/सीवीवी/पासवर्ड',
];

/** Words in the text that make a method a way to die: HI_SELF_HARM_METHODS count only with them. */
export const HI_DYING: readonly string[] = [
  'sab/sabkuch/sab-kuch/zindagi/jindagi/jeevan/jivan khatam/katam/khtm',
  'khatam karna/karni/karne',
  'jina/jeena/jine nahi/nahin/nhi',
  'marna/marne/maut/khudkushi/suicide/aatmahatya/atmahatya',
  'mar jana/jaun/jaunga/jaungi/jaoge',
  'jaan/jan de/dena/dedo',
  'zindagi/jindagi se thak',
  'kabhi nahi/na utho/uthoge/uthna',
  'सब/ज़िंदगी/जिंदगी/जीवन ख़त्म/खत्म',
  'ख़त्म/खत्म करना/करनी',
  'जीना/जीने नहीं',
  'मरना/मरने/मौत/आत्महत्या/ख़ुदकुशी/खुदकुशी/सुसाइड',
  'कभी नहीं उठोगे',
];

/** Ways to die told as an instruction: all the pills at once, cutting the veins, jumping, poison. */
export const HI_SELF_HARM_METHODS: readonly string[] = [
  'goliyan/goliya/goli/gole/pills/pill/tablets/tablet/tabletein/dawaiyan/dawaiya/davaiyan/dava/dawa ~ ek sath/bar/baar/bar-mein ~ le/kha/nigal/gatak lo/lena/lijiye',
  'sari/sab/sare/puri/puri/pura/sabhi goliyan/goliya/pills/tablets/tabletein/dawaiyan ~ kha/nigal/gatak lo/lena/jao',
  'nas/nasen/nase/nason/kalai/wrist ~ kat/kaat/kaat lo/lena/dalo/do',
  'chat/chhat/chhath/building/imarat/bilding/pul/bridge/pahad/terrace/balcony/chhajje se kud/kood jao/ja/jana/jaiye/lagao/laga',
  'train/tren/relgadi/truck/gadi/gaadi ke aage/samne/niche kud/kood/let/lait jao/ja/jana/jaiye',
  'nadi/nahar/nehar/kuen/kuan/talab/samundar/samudra/dariya mein/me kud/kood jao/ja/jana/jaiye',
  'jehar/zehar/jahar/zahar/poison/kitnashak/kitnashk/pesticide ~ kha/pi/pee lo/lena/lijiye/jao',
  'chuhe/chuha marne/mar ki dava/dawa/goli ~ kha/pi lo/lena/jao',
  'pankhe/pankha/fan/chhat se latak/lataq jao/ja/jana',
  'गोलियाँ/गोलियां/गोली/दवाइयाँ/दवाइयां/दवा/पिल्स ~ एक साथ/बार ~ खा/ले/निगल लो/लेना/लीजिए',
  'सारी/सब/सभी गोलियाँ/गोलियां/दवाइयाँ/दवाइयां ~ खा/निगल लो/लेना/जाओ',
  'नस/नसें/कलाई ~ काट लो/लेना/डालो/दो',
  'चूहे/चूहा मारने/मार वाली/की ~ दवा/दवाई/गोली/पुड़िया ~ पी/खा/निगल लो/लेना/जाओ',
  'ज़हर/जहर/कीटनाशक/सल्फास ~ पी/खा/निगल लो/लेना/जाओ',
  'छत/बिल्डिंग/इमारत/पुल/पहाड़/बालकनी से कूद जाओ/जा/जाना',
  'ट्रेन/गाड़ी/ट्रक के आगे/सामने/नीचे कूद/लेट जाओ/जा/जाना',
  'नदी/नहर/कुएं/कुएँ/तालाब/समुद्र/दरिया में कूद जाओ/जा/जाना',
  'ज़हर/जहर/कीटनाशक ~ खा/पी लो/लेना/जाओ',
  'चूहे/चूहा मारने/मार की दवा/गोली ~ खा/पी लो/लेना',
  'पंखे/छत से लटक जाओ/जा/जाना',
];

/** A child as the one given the remedy. */
export const HI_CHILD: readonly string[] = [
  'bacha/bache/bacho/bachon/bachi/bacca/bacce/baby/shishu/navjat/munna/munne/munni/nanhe/nanha/toddler/infant',
  'बच्चा/बच्चे/बच्चों/बच्ची/शिशु/नवजात/बेबी/मुन्ना/मुन्ने/मुन्नी/नन्हे/नन्हा',
];

/** What must never be given to a child: kerosene, petrol, alcohol, opium, tobacco, camphor, bleach. */
export const HI_CHILD_HARMFUL: readonly string[] = [
  'mitti/mitti ka/ke tel',
  'kerosene/kerosin/kerosine/petrol/diesel/dijal/thinner',
  'sharab/daru/daaru/brandy/whisky/whiskey/rum/vodka/beer/alcohol/tharra',
  'afim/afeem/afeen/opium/bhang/ganja/charas/tambaku/tambakoo/tobacco/gutka/khaini/bidi',
  // Not "acid" ("folic acid") nor "kapoor" (also a surname).
  'phenyl/finyl/phenol/bleach/harpic/tejab/tejaab/camphor/naphthalene',
  'मिट्टी का/के तेल',
  'केरोसिन/पेट्रोल/डीज़ल/डीजल/थिनर',
  'शराब/दारू/ब्रांडी/व्हिस्की/रम/वोडका/बीयर',
  'अफ़ीम/अफीम/भांग/गांजा/तंबाकू/तम्बाकू/गुटखा/खैनी',
  'फिनाइल/ब्लीच/तेज़ाब/तेजाब',
];

/** Giving it: "pila do", "chata do", "khila do", "mal do", "pila bhi do" (imperatives only). */
export const HI_CHILD_GIVE: readonly string[] = [
  'pila/khila/chata/chakha/de/mal/laga/ragad/malish ~ do/dena/dijiye/dijie/dein',
  'pilao/khilao/chatao/chakhao/pilaiye/khilaiye/chataiye/pilayen/pilaen/khilayen/chatayen',
  'पिला/खिला/चटा/चखा/दे/मल/लगा/रगड़ ~ दो/देना/दीजिए/दें',
  'पिलाओ/खिलाओ/चटाओ/पिलाइए/खिलाइए/चटाइए/पिलाएं/पिलाएँ/खिलाएं/खिलाएँ/चटाएं/चटाएँ/लगाएं/मलें',
];

/** Someone else's phone ("uske phone mein", "biwi ke mobile mein"). */
export const HI_OTHERS_PHONE: readonly string[] = [
  'uske/unke/iske/uska/unka/iska phone/fon/mobile/mobail',
  'biwi/bivi/wife/patni/pati/husband/girlfriend/gf/boyfriend/bf/partner/ex/ladki/saheli/bahu ke/ka phone/fon/mobile/mobail',
  'उसके/उनके/इसके/उसका/उनका/इसका फ़ोन/फोन/मोबाइल',
  'बीवी/पत्नी/पति/गर्लफ्रेंड/बॉयफ्रेंड/पार्टनर/बहू के/का फ़ोन/फोन/मोबाइल',
];

/** Putting an app on it: "app daal do", "install kar do", "tracker laga do". */
export const HI_INSTALL: readonly string[] = [
  'app/ap/aip/apps/application/tracker/tracking/recorder/software ~ dal/daal/install/download/laga/chala do/dena/dijiye/dein/de',
  'app/ap/aip/apps/application/tracker/tracking/recorder/software ~ install/download/dal kar/kr do/dena/dijiye/dein',
  'ऐप/एप/एप्लिकेशन/ट्रैकर/ट्रैकिंग/रिकॉर्डर/सॉफ्टवेयर ~ डाल/इंस्टॉल/इंस्टाल/डाउनलोड/लगा दो/देना/दीजिए/दें',
  'ऐप/एप/एप्लिकेशन/ट्रैकर/ट्रैकिंग/रिकॉर्डर/सॉफ्टवेयर ~ इंस्टॉल/इंस्टाल/डाउनलोड कर दो/देना/दीजिए/दें',
];

/** Doing it behind the owner's back: secretly, a hidden icon, "pata nahi chalega". */
export const HI_COVERT: readonly string[] = [
  'chupke/chhupke/chupchap/chhupkar/chupkar/chori',
  'bina bataye/bataaye/bataae/puche/puchhe',
  'hide/hidden/chhup/chup/chhupa/chupa/gayab ~ ho/jata/jati/jayega/do/dena/kar',
  'icon ~ hide/chhup/chup/chhupa/chupa/gayab/nahi',
  'pata/pta nahi/nahin/nhi chalega/chalta/lagega',
  'pata/pta bhi nahi/nahin/nhi chalega/chalta/lagega',
  'पता भी नहीं चलेगा/चलता/लगेगा',
  'jaan/jan nahi/nahin/nhi payega/payegi/paega/paegi',
  'चुपके/चुपचाप/छुपके/छुपकर',
  'बिना बताए/बताये/पूछे',
  'आइकन/आइकॉन ~ छुप/छिप/गायब/हाइड',
  'पता नहीं चलेगा/चलता/लगेगा',
];

/** Spy software put on a phone is covert by its nature ("mSpy daal do"); "spyware hata do" removes it. */
export const HI_INSTALL_SPY: readonly string[] = [
  'spy/spyware/stalkerware/mspy/flexispy/hoverwatch/keylogger/eyezy/cocospy ~ dal/daal/install/download/laga/chala do/dena/dijiye/dein',
  'spy/spyware/stalkerware/mspy/flexispy/hoverwatch/keylogger/eyezy/cocospy ~ install/download/dal kar/kr do/dena/dijiye/dein',
  // Someone's phone backed up to the reader's account: "uske phone ka backup apne email pe laga do".
  'backup/sync ~ apne/apni/apna/tumhare/tumhari/tere/teri/mere/meri email/mail/gmail/account/id/icloud ~ laga/set/daal/dal/chalu/on do/dena/kar',
  'स्पाई/स्पायवेयर ~ डाल/इंस्टॉल/इंस्टाल/डाउनलोड/लगा दो/देना/दीजिए/दें',
  'बैकअप/सिंक ~ अपने/अपनी/अपना/तुम्हारे/तेरे/मेरे ईमेल/मेल/अकाउंट/आईडी ~ लगा/सेट/डाल/चालू दो/देना/कर',
  'स्पाई/स्पायवेयर ~ इंस्टॉल/इंस्टाल/डाउनलोड कर दो/देना/दीजिए/दें',
];

/** Words of a warning, a report or protective advice in the sentence ("illegal hai", "fraud hai", "1930"). */
export const HI_PROTECTIVE: readonly string[] = [
  'illegal/gairkanuni/avaidh/fraud/frod/scam/dhokha/dhoka/thagi/savdhan/sawdhan/saavdhan/alert/helpline/1930/14416/tele-manas',
  'gair kanuni/kanooni',
  'cyber crime/cell',
  'kabhi mat/na/nahi/nahin',
  'mat batana/batao/dena/do/karna/karo/pilana/khilana/lagana',
  'गैरकानूनी/ग़ैरक़ानूनी/अवैध/फ्रॉड/फ़्रॉड/धोखा/धोखाधड़ी/ठगी/सावधान/हेल्पलाइन/1930/14416',
  'कभी मत/न/नहीं',
  'मत बताना/बताओ/बताइए/देना/दो/करना/पिलाना/खिलाना/लगाना',
];
