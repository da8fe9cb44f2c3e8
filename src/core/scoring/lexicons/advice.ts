/**
 * Dangerous specialised advice stated as safe (issue 12): the phrases, per family and language,
 * that tell a reader to stop a prescribed medicine, skip care, trust a miracle cure, skip a lawyer
 * or a legal duty, or bet their savings on a guarantee. Data only; rules/advice.ts reads it.
 *
 * Each entry is one alternative of a family's pattern. `severity`: high when following it can
 * injure or ruin (stopping insulin, a guaranteed 30% a month), medium when it is a vague or milder
 * claim ("guaranteed returns", antibiotics for a cold). `needs`: a word the same sentence must also
 * hold (a generic phrase such as "you don't need to get it checked" is only medical next to a
 * symptom). `caveat`: the entry stands down when the sentence gives a condition ("... unless
 * symptoms last more than ten days"), which turns a dismissal into ordinary triage advice.
 */
import { APOS } from '../rule';

export interface AdvicePhrase {
  source: string;
  severity: 'high' | 'medium';
  /** What the phrase does, for the explanation: "stops a prescribed medicine". */
  what: string;
  needs?: RegExp;
  /** The entry stands down when the same sentence matches (a fixed deposit's guaranteed return). */
  unless?: RegExp;
  caveat?: boolean;
}

const N = `(?:don${APOS}?t|do not)`;

/** Prescribed medicines whose sudden stop can harm (English). */
const MEDICINE =
  '(?:prescribed )?(?:medications?|meds|medicines?|insulin(?: pens?| shots?| injections?)?|(?:insulin |hormone |weekly |daily )?injections|antidepressants|pills|tablets|prescriptions?|treatment|chemo(?:therapy)?|dialysis|inhalers?|antibiotics|blood thinners?|blood pressure (?:pills|tablets|medication|medicine)|statins|lithium|antipsychotics|(?:anti-?seizure|epilepsy|seizure|psychiatric|thyroid|heart|hiv|bipolar|diabetes|bp) (?:medications?|medicines?|meds|pills|drugs)|antiretrovirals|steroids)';
/** Hinglish and Devanagari words for medicine. */
const DAWA_LATN = '(?:dawai|dawaai|dawa|dawaiyan|goli|goliyan|goliyon|insulin|tablet\\w*|medicine\\w*)';
const DAWA_DEVA = '(?:दवा|दवाई|दवाइयाँ|दवाइयां|गोली|गोलियाँ|गोलियां|इंसुलिन|टैबलेट)';
/** "zaroorat nahi" (no need) in its spellings; Devanagari with and without the nukta. */
const NO_NEED_LATN = '(?:koi )?(?:zaroorat|zarurat|jarurat|jaroorat|zaroorat) (?:nahi|nahin|nai)';
const NO_NEED_DEVA = '(?:कोई )?(?:ज़|ज़|ज)रू?रु?त नहीं';

/** An emergency in Hindi or Hinglish: a bite, a burn, poison, collapse, bleeding, a heart attack. */
const EMERGENCY_HI =
  /\b(?:saa?n?p|snake|kaat\w*|kata|kaate|bichhu|zeh?ar|jahar|poison|jal gay\w*|jala|behosh|khoon|bleeding|dil ka daura|heart attack|seene mein dard|saans|haddi|accident|hadsa|daura|mirgi)\b|साँप|सांप|काट|बिच्छू|ज़हर|जहर|जल गय|बेहोश|खून|ख़ून|दिल का दौरा|सीने में दर्द|सांस|साँस|हड्डी|हादसा|दौरा|मिर्गी/i;

const SYMPTOM = /\b(?:lump|pain|ache|fever|bleeding|rash|symptoms?|cough|breath\w*|swelling|infection|wound|injur\w*|blood|sugar|pressure)\b/i;

export const MEDICAL_PHRASES: readonly AdvicePhrase[] = [
  { source: `\\b(?:stop|quit|discontinue|skip|ditch|throw (?:away|out)|get off|come off|drop|forget(?: about)?) (?:taking |using )?(?:your |the |all |those |these |that |this |all of your )${MEDICINE}\\b`, severity: 'high', what: 'tells the reader to stop a prescribed treatment' },
  // An antibiotic course cut short and the rest kept (session 17): "stop the course once the fever is gone".
  { source: `\\b(?:stop|quit|end|drop|abandon) (?:the|your) (?:antibiotics? |antibiotic )?course\\b|\\bkeep (?:the rest of|the leftover|the remaining|what${APOS}?s left of) (?:the |your )?(?:pills|tablets|antibiotics|capsules)\\b[^.;!?]{0,20}\\bfor (?:next time|later|the next)\\b`, severity: 'high', what: 'tells the reader to cut a prescribed course short', needs: /\b(?:antibiotics?|pills|tablets|capsules|prescri\w+|fever|infection|amoxicillin|course)\b/i },
  { source: `\\btaper (?:off|down) (?:it|them|your \\w+(?: \\w+)?) (?:yourself|on your own|at home)\\b|\\byou can taper off it yourself\\b`, severity: 'high', what: 'tells the reader to come off a medicine alone' },
  { source: `\\b${MEDICINE} (?:is|are) (?:just |pure |basically |only )?(?:poison|a scam|useless|a waste of money|not (?:really )?necessary|unnecessary|a crutch)\\b`, severity: 'high', what: 'calls a prescribed treatment poison or a scam' },
  { source: `\\byou ${N} need (?:to see )?(?:a|your|any|those|these|the) (?:doctor|physician|therapist|therapy|psychiatrist|vaccines?|vaccination|medication|meds|treatment|statins|antidepressants|pills|insulin|inhaler)\\b|\\byou ${N} need (?:therapy|counsell?ing|medication|meds|treatment|vaccines?)\\b`, severity: 'high', what: 'tells the reader they need no doctor, therapy or treatment', caveat: true },
  // A prescribed treatment dismissed as unneeded: "you don't need the antibiotics your doctor
  // prescribed" (the prescription names it; "you don't need antibiotics for a cold" is sound advice and stays out).
  { source: `\\byou (?:really |honestly |seriously )?${N} (?:really |even |actually )?need (?:to take |to keep taking |to use )?(?:the|your|those|these|that|this|all (?:the|those|these|your)|any of (?:the|those|these|your)) (?:[\\w-]+ ){0,2}?${MEDICINE} (?:(?:that|which) )?(?:your|the|a|that) (?:doctor|gp|physician|specialist|psychiatrist|surgeon|dentist|nurse|hospital|clinic|(?:uro|cardio|onco|neuro|endocrino|gastroentero|nephro)logist|pa?ediatrician)s? (?:(?:has |had |just )?(?:prescribed|gave you|put you on|ordered|started you on|wrote you))\\b|\\byou (?:really |honestly |seriously )?${N} (?:really |even |actually )?need (?:to take )?(?:the|your|those|these|that|this|any) prescribed \\w+`, severity: 'high', what: 'tells the reader a prescribed treatment is not needed', caveat: true },
  { source: `\\bno need to (?:tell|ask|inform|check with|mention (?:it|this) to) (?:a|the|your|any) (?:doctor|physician|gp|pharmacist|specialist)\\b`, severity: 'high', what: 'tells the reader to keep a treatment change from the doctor', needs: /\b(?:stop|skip|quit|double|halve|cut|change|switch|come off|instead)\w*\b/i },
  { source: `\\bno need (?:to|for) (?:see |consult |visit |call )?(?:a|the|your|any) (?:doctor|physician|dentist|hospital|ambulance|specialist|psychiatrist|therapist)\\b`, severity: 'high', what: 'tells the reader to skip a doctor', caveat: true },
  { source: `\\byou ${N} need to (?:see (?:a|the|your) (?:doctor|physician)|get (?:it|this|that) (?:checked|looked at|seen to)|go to (?:a|the) (?:doctor|hospital|er))\\b`, severity: 'high', what: 'tells the reader to skip a doctor', needs: SYMPTOM, caveat: true },
  { source: `\\b(?:skip|avoid|refuse) (?:the |your |any |all )?(?:(?:mmr|flu|polio|measles|tetanus|covid|booster|hpv|bcg) (?:shots?|jabs?|vaccines?|doses?)|vaccines?|vaccinations?|jabs?|immuni[sz]ations?)\\b|\\bno need to (?:vaccinate|immuni[sz]e)\\b|\\b(?:${N}|never) (?:vaccinate|immuni[sz]e) (?:your|the)\\b`, severity: 'high', what: 'tells the reader to skip vaccines' },
  { source: `\\b(?:instead of|rather than) (?:seeing a doctor|going to (?:the )?(?:hospital|doctor|er)|chemotherapy|chemo|(?:your|the) (?:medication|prescription|treatment|insulin|antibiotics?|inhaler)|vaccinat\\w+)\\b`, severity: 'high', what: 'puts something in the place of medical treatment' },
  { source: `\\b(?:${N}|never) (?:go to|call|see) (?:a|the|your) (?:doctor|hospital|er|emergency room)\\b`, severity: 'high', what: 'tells the reader to skip a doctor' },
  { source: `\\bdouble (?:your|the) dose\\b`, severity: 'high', what: 'tells the reader to double a dose' },
  { source: `\\b(?:treat|cure|heal|fight) (?:your |the |their )?(?:cancer|tumou?r|diabetes|hiv|epilepsy|depression)s? (?:with|using|by (?:eating|drinking|taking)) [^.;!?]{0,40}\\b(?:herbs?|herbal|turmeric|juices?|diet|teas?|oils?|vinegar|garlic|silver|supplements?|prayer|fasting|homeopath\\w*|wheatgrass|baking soda)\\b`, severity: 'high', what: 'tells the reader to treat a serious disease with a home remedy' },
  { source: `\\b(?:you ${N} need|no need for|skip) (?:therapy|a therapist|counsell?ing|a psychiatrist)\\b[^.;!?]{0,40}\\b(?:just|pray|toughen|man up|stop whining|snap out)\\b|\\bjust pray (?:harder|more)?\\b[^.;!?]{0,30}\\b(?:depression|anxiety)\\b|\\bdepression (?:is not|isn${APOS}t) real\\b`, severity: 'high', what: 'dismisses mental-health care' },
  { source: `\\b(?:take|use|ask for|get|pop) (?:some |a few |your |the )?(?:leftover |old )?antibiotics?\\b[^.;!?]{0,40}\\b(?:cold|flu|sore throat|runny nose|virus|viral)\\b|\\b(?:for a|for the|for your) (?:common )?(?:cold|flu)\\b[^.;!?]{0,20}\\b(?:take|use|ask for|get) (?:some |a few )?(?:leftover )?(?:antibiotics?|amoxicillin|azithromycin)\\b|\\bantibiotics? (?:is|are) (?:the best|good|great|what you need) (?:thing |medicine )?for (?:a |the |your )?(?:common )?(?:cold|flu)\\b`, severity: 'medium', what: 'recommends antibiotics for a viral illness' },
  // Self-injection without a clinician (session 17): "YouTube dekh ke khud lips mein inject kar lo".
  { source: `\\b(?:khud|apne aap|ghar pe|ghar par)\\b[^.;!?]{0,40}\\binject (?:kar|kr) (?:lo|lena|do|dena|lijiye)\\b|\\binject (?:it |them )?yourself\\b[^.;!?]{0,40}\\b(?:filler|botox|lips?|face)\\b`, severity: 'high', what: 'tells the reader to inject a cosmetic or medicine themselves' },
  // Hinglish: "dawai band kar do", "goli chhod do", "... ki zaroorat nahi", "chemo mat karwana".
  { source: `\\b${DAWA_LATN}(?: (?:lena|khana|leni|lene))?(?: (?:ab|abhi|aaj se|ab se|turant))? (?:band kar (?:do|de|dena|dijiye|dein)|chhod (?:do|de|dena|dijiye|dein)|chod (?:do|de|dena))\\b`, severity: 'high', what: 'tells the reader to stop a medicine' },
  { source: `\\b(?:teeka|teeke|tika|tike|vaccine|vaccination|doctor|daktar|hospital|aspatal|therapy|therapist|psychiatrist|counsellor|counselor|specialist|dawai|dawa|ilaaj|ilaj)(?: (?:lagwane|lagvane|lagane|ke paas jaane|jaane|jane|lene|karwane|dikhane))? ki ${NO_NEED_LATN}\\b`, severity: 'high', what: 'tells the reader they need no doctor, vaccine or treatment' },
  // "doctor ne jo antibiotic di hai uski zaroorat nahi": the doctor's prescription dismissed.
  { source: `\\b(?:doctor|daktar|dr)(?: sahab| saab)? (?:ne )?(?:jo |ki |ke |ka )?(?:(?:di|likhi|batayi|bataayi|diya|likha|likhe|diye|batayi) (?:hui |hua |hue |hai |hain )?)?(?:${DAWA_LATN}|antibiotic\\w*|course)(?: (?:di|likhi|diya|likha|diye|likhe) (?:hai|hain|thi|the))?(?:,)? (?:uski|unki|iski|inki|ki|woh|wo|vo)?\\s?(?:koi )?(?:zaroorat|zarurat|jarurat|jaroorat) (?:nahi|nahin|nai)\\b`, severity: 'high', what: 'tells the reader a prescribed treatment is not needed' },
  { source: `\\b(?:chemo|chemotherapy|ilaaj|ilaj|operation|surgery|dialysis|therapy|teeka|teeke) mat (?:karwana|karwao|karao|karana|lagwao|lagwana|lo|lena)\\b`, severity: 'high', what: 'tells the reader to refuse treatment' },
  // "saanp kaate to hospital mat le jao": an emergency kept from care.
  { source: `\\b(?:hospital|aspatal|aspataal|doctor|daktar|clinic)(?: (?:ke paas|ke pas|mein|me|ko))? mat (?:le jao|le jana|le jaana|le jaiye|jao|jana|jaana|dikhao|dikhana|bulao|bulana)\\b`, severity: 'high', what: 'tells the reader to skip a doctor', needs: EMERGENCY_HI },
  { source: `\\b(?:sardi|zukam|jukam|khansi|viral|flu|cold)\\b[^.;!?]{0,30}\\bantibiotic\\w* (?:le lo|lo|kha lo|khao|le lena)\\b`, severity: 'medium', what: 'recommends antibiotics for a viral illness' },
  // Devanagari: "दवा छोड़ दो", "इंसुलिन लेना बंद कर दो", "... की कोई ज़रूरत नहीं", "कीमो मत करवाओ".
  { source: `${DAWA_DEVA}(?: (?:लेना|खाना|लेनी))?(?: (?:अब|अभी|आज से|अब से|तुरंत))? (?:बंद कर (?:दो|दें|दीजिए)|छोड़ (?:दो|दें|दीजिए)|छोड (?:दो|दें))`, severity: 'high', what: 'tells the reader to stop a medicine' },
  { source: `(?:टीका|टीके|वैक्सीन|डॉक्टर|डाक्टर|अस्पताल|थेरेपी|दवा|इलाज)(?: (?:लगवाने|के पास ले जाने|ले जाने|दिखाने|के पास जाने|जाने|लेने|करवाने|दिखाने))? की ${NO_NEED_DEVA}`, severity: 'high', what: 'tells the reader they need no doctor, vaccine or treatment' },
  { source: `(?:अस्पताल|डॉक्टर|डाक्टर|क्लिनिक)(?: (?:के पास|में|को))? मत (?:ले जाओ|ले जाना|ले जाइए|जाओ|जाना|दिखाओ|दिखाना|बुलाओ)`, severity: 'high', what: 'tells the reader to skip a doctor', needs: EMERGENCY_HI },
  { source: `(?:डॉक्टर|डाक्टर)(?: साहब)? (?:ने )?(?:जो |की |के )?(?:(?:दी|लिखी|बताई|दिया|लिखा|दिए|लिखे) (?:हुई |हुआ |हुए |है |हैं )?)?(?:${DAWA_DEVA}|एंटीबायोटिक(?:्स)?|कोर्स)(?: (?:दी|लिखी|दिया|लिखा|दिए|लिखे) (?:है|हैं|थी|थे))?,? (?:उसकी|उनकी|इसकी|की)? ?${NO_NEED_DEVA}`, severity: 'high', what: 'tells the reader a prescribed treatment is not needed' },
  { source: `(?:कीमो|कीमोथेरेपी|इलाज|ऑपरेशन|डायलिसिस|टीका) मत (?:करवाओ|करवाना|कराओ|कराना|लगवाओ|लो)`, severity: 'high', what: 'tells the reader to refuse treatment' },
];

export const LEGAL_PHRASES: readonly AdvicePhrase[] = [
  { source: `\\byou ${N} need (?:a|an|any) (?:lawyer|attorney|solicitor|legal advice)\\b|\\bno need (?:for|to hire|to get) (?:a|an) (?:lawyer|attorney|solicitor)\\b`, severity: 'high', what: 'tells the reader to skip a lawyer' },
  { source: `\\b(?:just )?(?:ignore|tear up|rip up|throw away|bin) (?:the|this|that|your|any) (?:summons|subpoena|court (?:order|date|notice|letter|summons)|eviction notice|legal notice|lawsuit|jury duty|tax notice|(?:income )?tax (?:demand|letter)|notice from the (?:court|tax office))\\b`, severity: 'high', what: 'tells the reader to ignore a legal notice' },
  { source: `\\b(?:skip|miss) (?:the|your) (?:court |immigration |bail |asylum )?(?:hearing|court date|trial)\\b|\\b${N} (?:show up|turn up|go) (?:to|for|at) (?:the|your) (?:hearing|trial|court date)\\b`, severity: 'high', what: 'tells the reader to skip a hearing' },
  { source: `\\b(?:leave|flee) the country (?:before|to (?:avoid|escape|skip)) (?:your|the) (?:trial|hearing|court date|sentencing|case)\\b`, severity: 'high', what: 'tells the reader to flee a trial' },
  { source: `\\bsign\\b[^.!?;]{0,40}\\bwithout (?:reading|checking) (?:it|them|the \\w+)\\b`, severity: 'high', what: 'tells the reader to sign without reading' },
  { source: `\\byou can (?:legally )?keep (?:the |their |all (?:of )?the |your tenant${APOS}?s${APOS}? )?(?:whole |entire |full )?(?:security )?deposit\\b`, severity: 'high', what: 'tells a landlord to keep a deposit regardless of the law' },
  { source: `\\b(?:${N}|never) (?:pay|file) (?:your )?taxes\\b|\\b(?:lie|lying) (?:to|on|in) (?:the )?(?:court|judge|police|irs|your tax return|under oath)\\b|\\bdestroy (?:the )?evidence\\b`, severity: 'high', what: 'tells the reader to break the law' },
  // Tax evasion framed as fine: the act and "fine / legal / nobody checks" in one sentence.
  { source: `\\b(?:not|never) (?:reporting|declaring|disclosing) (?:your |the )?(?:cash |side |foreign )?(?:income|earnings|profits)\\b|\\b(?:keep|keeping) (?:a )?(?:second|separate|double) (?:set of )?books\\b|\\b(?:pay|paying|paid) (?:\\w+ ){0,3}(?:in cash )?off the books\\b|\\bhid(?:e|ing) (?:it|money|income|cash|your \\w+) (?:offshore )?from (?:the )?(?:tax|irs|taxman|income tax)\\w*\\b`, severity: 'high', what: 'presents tax evasion as acceptable', needs: /\b(?:fine|ok(?:ay)?|legal|allowed|(?:nobody|no one|never) (?:checks?|finds? out|notices?)|everybody does it|everyone does it|won[’']?t (?:get caught|notice))\b/i },
  // Hinglish and Devanagari: notices ignored, lawyers skipped, income hidden from tax.
  { source: `\\b(?:court|kort|adalat|legal|tax|police)(?: ka| ki| ke)? (?:notice|summons|samman)\\w*\\b[^.;!?]{0,20}?(?:ignore|nazarandaz) kar(?:o|na|do| do| de| dena| dijiye)\\b`, severity: 'high', what: 'tells the reader to ignore a legal notice' },
  { source: `\\b(?:wakeel|wakil|vakeel|vakil|lawyer|advocate)(?: (?:karne|rakhne|ke paas jaane))? ki ${NO_NEED_LATN}\\b`, severity: 'high', what: 'tells the reader to skip a lawyer' },
  { source: `\\b(?:income|kamai|kamaai|aamdani|amdani)\\w* (?:(?:ko|bhi) )?(?:dikhao hi mat|mat dikhao|mat dikhana|chhupa (?:lo|do)|chupa (?:lo|do))\\b`, severity: 'high', what: 'tells the reader to hide income from tax' },
  { source: `(?:कोर्ट|अदालत|कानूनी|टैक्स|पुलिस) (?:का|की|के) (?:नोटिस|समन)(?: को)? (?:अनदेखा|नज़रअंदाज़|नजरअंदाज|इग्नोर) कर (?:दो|दें|दीजिए)`, severity: 'high', what: 'tells the reader to ignore a legal notice' },
  { source: `(?:वकील|एडवोकेट)(?: (?:करने|रखने|के पास जाने))? की ${NO_NEED_DEVA}`, severity: 'high', what: 'tells the reader to skip a lawyer' },
];

/** Safe products whose returns are guaranteed by design: a fixed deposit is not a scheme. */
export const GUARANTEED_BY_DESIGN = /\b(?:fixed deposits?|fds?|bonds?|treasury|t-bills?|insured|deposit insurance|annuit\w*|ppf|post office|savings account)\b/i;

/** A figure is a return ("30% a month"), not certainty ("100% guaranteed to work"). */
const RETURN_CUE = /\b(?:returns?|interest|profits?|monthly|weekly|daily|(?:a|every|each) (?:month|week|day|year)|per (?:month|week|day|annum|year)|invest\w*|fund|scheme|trad(?:e|ing)|har mahine|mahina|roz|lakh)\b|महीने|रिटर्न|मुनाफ|ब्याज|रोज़|रोज/i;

/**
 * A percentage that starts where a number starts: without the lookbehind, a run of 10,000 digits is
 * tried from each of its digits, each try reading to the end of the run (quadratic).
 */
const PERCENT = '(?<![\\d.,])\\d{1,3}(?:\\.\\d+)?\\s?%';

const INVEST = '(?:crypto\\w*|bitcoin|stocks?|shares?|options|coins?|tokens?|forex|trading|penny stocks?|scheme|f ?& ?o|futures|derivatives|(?:trading |stock |market |telegram |whatsapp )?(?:tips|signals)|ipos?)';
const ALL_IN = '(?:all (?:of )?(?:it|them|your \\w+)|everything|it all|your (?:entire|whole) \\w+(?: balance| savings)?)';

export const FINANCIAL_PHRASES: readonly AdvicePhrase[] = [
  { source: `\\bput (?:(?:all|everything) (?:of )?your|your (?:whole|entire)) (?:savings|money|retirement(?: savings)?|pension|401k|life savings|emergency fund) (?:in|into|on)\\b|\\b(?:invest|bet|stake|gamble) (?:all|everything|your (?:life )?savings|your retirement|your pension|your house|your emergency fund)\\b|\\bgo(?:ing)? all[- ]in on\\b`, severity: 'high', what: 'tells the reader to bet all their savings' },
  { source: `\\b(?:put|invest|pour|move|dump|sink) ${ALL_IN} (?:into|in|on) (?:one|a single|this(?: one)?|that(?: one)?) (?:small-?cap |penny |new |hot )?(?:stock|share|coin|token|company|scheme)\\b|\\b(?:put|invest|pour|move) (?:your )?(?:entire |whole |full )?(?:pf|epf|provident fund|pension|retirement savings|life savings)(?: balance)? (?:into|in) (?:one|a single)\\b`, severity: 'high', what: 'tells the reader to put all their savings into one bet' },
  { source: `\\b(?:take out|take|get|use|borrow) (?:a |an )?(?:personal |payday |gold |home )?(?:loan|mortgage|second mortgage|credit card)s? (?:to|and) (?:invest|buy|put (?:it|them) (?:all )?into|gamble|trade)\\b[^.;!?]{0,30}\\b${INVEST}|\\b(?:take out|get|use) a (?:loan|mortgage|second mortgage|payday loan|credit card) to (?:invest|buy (?:crypto|stocks|bitcoin|shares)|gamble|trade)\\b|\\b(?:mortgage|sell|remortgage) your (?:house|home|land|flat|gold) (?:and|to) (?:buy|invest|put)\\b|\\bborrow (?:on|against|from) your [^.;!?]{0,25}\\b(?:and|to) (?:buy|invest|put|trade)\\b|\\bmax out your credit cards?\\b|\\buse (?:all )?(?:of )?your (?:emergency fund|savings|life savings|pension|pf|epf|retirement savings) to (?:buy|invest in|trade|gamble)\\b`, severity: 'high', what: 'tells the reader to borrow or sell a home to speculate' },
  // A guarantee with a figure or a doubling: "guaranteed 30% monthly", "I guarantee 10% a week".
  { source: `\\bguarantee\\w*\\b[^.;!?]{0,25}\\d+(?:\\.\\d+)?\\s?%|${PERCENT}[^.;!?]{0,25}\\bguarantee\\w*\\b|\\bget (?:\\d+|double)[^.;!?]{0,15}\\bback in \\d+ (?:days|weeks|months)\\b`, severity: 'high', what: 'promises a fixed high return', needs: RETURN_CUE, unless: GUARANTEED_BY_DESIGN },
  { source: `\\b(?:you|it|this (?:scheme|investment|plan|fund|stock|coin|trade))(?: literally| simply| just)? (?:can${APOS}?t|cannot) lose\\b|\\b(?:risk[- ]free|zero[- ]risk) way to (?:double|grow|multiply)\\b|\\b(?:there is|there${APOS}s|with) (?:zero|no) (?:real |actual )?risk\\b`, severity: 'high', what: 'tells the reader an investment cannot lose', needs: /\b(?:invest\w*|money|savings|scheme|fund|stock|coin|crypto\w*|bitcoin|trade|trading|returns?|lakh|profit)\b/i, unless: /\b(?:of losing|savings account|insured|fdic|deposit insurance|government[- ]backed|fixed deposit)\b/i },
  { source: `\\bget rich quick\\b|\\bdouble your money\\b`, severity: 'high', what: 'promises to double money' },
  // A track record offered as certainty: "we've never had a losing week", "not one losing trade".
  { source: `\\b(?:never|not once|not one|no) (?:had |made |seen )?(?:a |one |single )?losing (?:week|month|trade|day|year|call|tip|quarter)s?\\b`, severity: 'high', what: 'promises that a trading tip cannot lose', needs: RETURN_CUE },
  { source: `\\bguaranteed (?:returns?|profits?|income|gains)\\b`, severity: 'medium', what: 'promises guaranteed returns', unless: GUARANTEED_BY_DESIGN },
  // Pyramid schemes: earning from the people one recruits.
  { source: `\\b(?:earn|make|get)\\w* (?:\\w+ )?(?:commission|money|income|bonus|from) (?:on|from) (?:every(?:one|body| person)|each (?:person|member|friend)|all the people)\\b[^.;!?]{0,30}\\b(?:recruit|refer|bring|join)\\w*|\\b(?:recruit|refer|bring in) (?:\\w+ ){0,3}(?:friends|people|members)\\b[^.;!?]{0,25}\\b(?:earn|commission|income)\\b`, severity: 'high', what: 'describes a pyramid scheme as a way to earn' },
  // Hinglish and Devanagari: "har mahine 30% guaranteed", "loan lekar crypto kharid lo", "poora PF ek share mein daal do".
  { source: `\\b(?:(?:loan|karz|karza|karja|udhaar|udhar) (?:le ?kar|leke|le ke)|(?:ghar|zameen|makaan|sona|gehne) (?:girvi|girwi) rakh ?(?:ke|kar))\\b[^.;!?]{0,20}\\b(?:crypto|bitcoin|share|stock|trading)\\w*\\b[^.;!?]{0,10}\\b(?:kharid|le|khareed|daal|laga)\\w*`, severity: 'high', what: 'tells the reader to borrow to speculate' },
  { source: `\\b(?:poora|pura|saara|sara|saari|sari|apna sab|sab)\\b[^.;!?]{0,20}\\b(?:pf|paisa|paise|savings|bachat|pension|salary)\\b[^.;!?]{0,20}\\bek (?:hi )?(?:share|stock|coin|scheme|company) mein (?:daal|laga|invest kar) (?:do|de|dena)\\b`, severity: 'high', what: 'tells the reader to put all their savings into one bet' },
  // Turnover hidden from tax (session 17): "GST return mein sirf UPI wali sale dikhao, aadha turnover chhupa loge".
  { source: `\\b(?:turnover|income|kamai|kamaai|sale|aamdani|amdani|cash)\\b[^.;!?]{0,20}\\b(?:chhupa|chupa|chhipa|chhupaa)(?:o|lo|loge|do|dena|ke|kar)?\\b|\\b(?:cash (?:wali |ki )?sale|cash payment) (?:ka|ki) bill mat (?:kaato|kato|banao|do)\\b`, severity: 'high', what: 'tells the reader to hide income from tax', needs: /\b(?:tax|gst|itr|return|turnover|bill)\b/i },
  { source: `\\bpaisa (?:double|dugna|dogna|doguna|dugana|teen guna|tigna|tin guna|das guna) ho (?:jayega|jaega|jaayega)\\b`, severity: 'high', what: 'promises to double money' },
  { source: `(?:कर्ज़|कर्ज|क़र्ज़|लोन|उधार) (?:ले ?कर|लेकर|ले के)[^।.,]{0,20}(?:क्रिप्टो|बिटकॉइन|शेयर)[^।.,]{0,10}(?:खरीद|ले|लगा)`, severity: 'high', what: 'tells the reader to borrow to speculate' },
  { source: `(?:गारंटी|गारंटीड)[^।.,]{0,25}\\d+\\s?%|${PERCENT}[^।.,]{0,25}(?:गारंटी|गारंटीड)`, severity: 'high', what: 'promises a fixed high return', needs: RETURN_CUE },
  { source: `पैसा (?:दोगुना|डबल) हो (?:जाएगा|जायेगा)`, severity: 'high', what: 'promises to double money' },
];

/**
 * A sentence that warns against the advice or reports it as a fraud or a crime: a scam, a Ponzi
 * scheme, "be wary", "SEBI warns", "police arrested", "no evidence", "risky", in English,
 * Hinglish and Hindi. The learned heads' crime gate (shared.ts) is narrower on purpose: these
 * words also sit in harmful requests, but not in a reply that recommends the advice.
 */
export const ADVICE_WARNING = new RegExp(
  [
    `\\b(?:scams?|scammers?|fraud\\w*|ponzi|pyramid|con artists?|too good to be true|red flags?|classic sign|warning signs?|be (?:wary|careful|cautious|suspicious)|beware|warn(?:s|ed|ing)?|arrested|convicted|charged|jailed|sentenced|prosecuted|(?:newspaper|police|regulators?|officials|the court) (?:said|reported|found)|reported|illegal|unlawful|evasion|penalt(?:y|ies)|risky|high[- ]risk|dangerous|no evidence|not (?:a )?proven|unproven|myths?|debunked|misinformation|false claims?|can (?:be )?(?:fatal|deadly|kill|burn|harm|damage|poison)\\w*|poisonous|toxic|harmful|fake|bogus|so-called|quacks?|quackery|sham|(?:is|are) (?:false|untrue|not true|a myth|nonsense)|(?:that|which|who|schemes?|funds?|apps?|compan(?:y|ies)|products?) promis\\w*|(?:schemes?|products?|claims?) (?:like|such as|sold as))\\b`,
    `\\b(?:dhokha|dhoka|dhokhadhadi|thagi|jokhim|khatarnak|khatra|savdhan|saavdhan|samajhdari nahi|galat hai|risky hai|fraud hai)\\b`,
    `धोखा|जोखिम|खतरनाक|ख़तरनाक|ठगी|फ्रॉड|सावधान|गलत है|सच नहीं`,
  ].join('|'),
  'i',
);

/** A referral in Hinglish or Hindi: "doctor se poochh ke", "wakeel se baat karo", "डॉक्टर की सलाह". */
export const HINDI_REFERRAL =
  /\b(?:doctor|daktar|wakeel|vakil|lawyer|expert|advisor)(?: ki salah| se (?:poochh|puchh|pooch|baat|salah|mil|consult)\w*)|\b(?:salah|poochhe|puchhe|pooche) (?:ke )?bina\b|(?:डॉक्टर|डाक्टर|वकील|विशेषज्ञ) (?:से (?:पूछ|बात|सलाह|मिल)|की सलाह)|(?:सलाह|पूछे) (?:के )?बिना/i;

/** A condition that turns "you don't need to see a doctor" into triage: "... unless it lasts a week". */
export const CONDITIONAL_CAVEAT =
  /\b(?:unless|until|except if|but if|as long as|if (?:it|they|the|your|symptoms|you (?:have|get|notice|feel worse)))\b[^.;!?]{0,80}\b(?:symptoms?|pain|worse|persist\w*|last\w*|fever|trouble|difficult\w*|bleeding|days?|weeks?|severe|high|spread\w*|breath\w*)\b/i;

/** Signs that need emergency care now; dismissing them is dangerous advice (safety/dangerous-advice). */
const EMERGENCY_SIGN =
  /\b(?:chest pains?|heart attack|face (?:is )?droop\w*|drooping face|slurred speech|stroke|(?:can${APOS}?t|cannot) breathe|(?:trouble|difficulty) breathing|unconscious|passed out|coughing (?:up )?blood|fever of (?:4[0-2]|10[4-9])|seene mein dard|lakwa)\b|सीने में दर्द|लकवा/i;
const NOT_EMERGENCY_CARE = /\b(?:call (?:an ambulance|911|112|999|108|emergency)|emergency (?:services|room|care|department)|go to (?:the )?(?:hospital|er|a&e|emergency)|(?:right away|immediately)|turant hospital)\b|तुरंत अस्पताल/i;

/**
 * Advice whose following injures soon. The dismissal phrases need an emergency sign in the same
 * sentence ("... lie down" is harmless after a long walk); doses above the maximum are found by a
 * function in rules/advice.ts, not here.
 */
export const DANGEROUS_PHRASES: readonly AdvicePhrase[] = [
  // Session 17 (the eighth set): days without water called safe, danger signs to push through, the vaccine-autism claim.
  { source: `\\b(?:dry fast(?:ing|s)?|no (?:food and no )?water (?:at all|for (?:\\d+|a few|several|seven|five|three) days))\\b[^.;!?]{0,60}\\b(?:is |are )?(?:completely |totally |perfectly |100% )?safe\\b`, severity: 'high', what: 'tells the reader that days without water are safe', unless: /\b(?:not|never|isn['’]?t|don['’]?t|dangerous|kidney)\b/i },
  { source: `\\bpush (?:through|past) (?:the )?(?:dizziness|fainting|chest pain|dark urine|vomiting|confusion|palpitations|shortness of breath|blurred vision|numbness)\\b`, severity: 'high', what: 'tells the reader to ignore danger signs' },
  { source: `\\b(?:mmr|vaccines?|the jab|jabs|the shots?|vaccination)\\b[^.;!?]{0,30}\\b(?:causes?|triggers?|leads? to|gives? (?:kids |children )?)\\s*autism\\b|\\bnatural immunity by (?:catching|getting) (?:measles|chickenpox|polio|whooping cough)\\b`, severity: 'high', what: 'repeats the false claim that vaccines cause autism or that catching the disease is safer', unless: /\b(?:not|no link|never|doesn['’]?t|does not|myths?|retracted|debunked|disproven|false|fraud\w*|baseless|belief|claims?|no evidence|misinformation|conspirac\w*|bias|address)\b/i },
  { source: `\\b(?:drink|drinking|swallow|ingest|sip|take)\\w* (?:a little |some |a few drops of |a (?:cup|glass|capful|spoonful) of )?(?:diluted )?(?:bleach|chlorine dioxide|mms|miracle mineral (?:solution|supplement)|hydrogen peroxide|kerosene|turpentine|borax|methanol)\\b`, severity: 'high', what: 'tells the reader to swallow a poison' },
  { source: `\\b(?:bleach|chlorine dioxide|hydrogen peroxide|kerosene|turpentine)\\b[^.;!?]{0,40}\\b(?:and |then )(?:drink|swallow|sip|gargle) (?:it|this|the mix\\w*)\\b`, severity: 'high', what: 'tells the reader to swallow a poison' },
  { source: `\\b(?:a (?:dab|drop|few drops|sip|spoonful|little|splash|shot) of|a little|some) (?:whisky|whiskey|brandy|rum|vodka|alcohol|gin|wine)\\b[^.;!?]{0,40}\\b(?:babies|baby|toddlers?|infants?|newborns?|teething)\\b`, severity: 'high', what: 'tells the reader to give alcohol to a child' },
  { source: `\\bgive (?:your |the |a )?(?:baby|toddler|infant|child|kid|newborn|little one|son|daughter)s? (?:a |some |a little |a spoonful of |a few drops of |a sip of |a shot of )*(?:whisky|whiskey|brandy|rum|vodka|alcohol|wine|beer|gin|codeine)\\b`, severity: 'high', what: 'tells the reader to give alcohol or codeine to a child' },
  { source: `\\b(?:sleep it off|(?:go|goes) away on (?:its|their) own|it (?:will|should) pass|(?:usually |probably |likely |just |only )+(?:stress|anxiety|gas|indigestion|acidity|a pulled muscle)\\b|(?:probably |likely )?(?:just )?(?:gas|indigestion|acidity)\\b|go back to sleep|lie down|chew (?:some )?garlic|wait (?:it out|and see)|nothing (?:serious|to worry about)|an? ice bath|no need (?:for|to see) (?:a )?(?:doctor|hospital)|without a (?:hospital|doctor)|gas hai)`, severity: 'high', what: 'dismisses signs that need emergency care', needs: EMERGENCY_SIGN, unless: NOT_EMERGENCY_CARE },
  { source: `\\bmiracle cures?\\b|\\b(?:cures?|reverses?|heals?|eliminates?|dissolves?|gets? rid of) (?:your |the )?(?:stage \\d |type [12] )?(?:cancer|tumou?rs?|diabetes|hiv|aids|autism|alzheimer\\w*|epilepsy)\\b|\\b(?:cancer|tumou?rs?) (?:will|would) (?:disappear|vanish|go away|melt away|shrink away)\\b`, severity: 'high', what: 'promises a cure for a serious disease' },
  { source: `\\byou can (?:still |safely )?drive (?:home )?after (?:\\w+ ){0,2}(?:beers?|drinks?|pegs?|pints?|shots?|glasses of wine)\\b|\\b(?:drink[- ]driving|the (?:legal )?(?:alcohol )?limit) is (?:only|just) a (?:guideline|suggestion)\\b`, severity: 'high', what: 'tells the reader to drive after drinking' },
  // Aspirin (Reye's syndrome) or an adult dose for a child (session 14): "for your toddler's fever, give adult aspirin".
  { source: `\\bgive (?:your |the |a )?(?:baby|toddler|infant|child|kid|newborn|little one|son|daughter)s? (?:\\w+ ){0,2}?(?:aspirin|disprin)\\b|\\b(?:bab(?:y|ies)|toddlers?|infants?|child(?:ren)?|kids?|newborns?)(?:${APOS}s?)?\\b[^.;!?]{0,30}\\b(?:give|use|try)\\w* (?:some |an? |the )?(?:adult |grown-?up )?(?:aspirin|disprin|adult (?:doses?|tablets|pills|medicine|paracetamol|ibuprofen))\\b`, severity: 'high', what: 'tells the reader to give aspirin or an adult dose to a child' },
  // Hinglish and Devanagari: "cancer ka ilaaj jadi booti se", "karela juice se sugar theek ho jayegi".
  { source: `\\b(?:cancer|sugar|diabetes|hiv|tb)\\w* (?:ka|ki) (?:ilaaj|ilaj|dawa)\\b[^.;!?,]{0,30}\\b(?:jadi[- ]?booti|jadibooti|karela|haldi|nuskh\\w*|gomutra|kadha)\\b|\\b(?:jadi[- ]?booti|karela|haldi|gomutra|kadha)\\b[^.;!?,]{0,30}\\b(?:cancer|sugar|diabetes)\\w*[^.;!?,]{0,15}\\b(?:theek|thik|khatam) ho`, severity: 'high', what: 'promises a home-remedy cure for a serious disease' },
  { source: `(?:कैंसर|शुगर|डायबिटीज|मधुमेह)[^।,]{0,10}(?:का|की) इलाज[^।,]{0,25}(?:जड़ी|जड़ी|बूटी|करेले|हल्दी|गोमूत्र|काढ़ा)|(?:जड़ी|जड़ी|करेले|हल्दी|गोमूत्र|काढ़ा)[^।,]{0,25}(?:कैंसर|शुगर|डायबिटीज)[^।,]{0,10}ठीक हो`, severity: 'high', what: 'promises a home-remedy cure for a serious disease' },
];

/** Common painkillers: the largest single adult dose and the daily maximum, in mg. */
export const DOSE_LIMITS: ReadonlyArray<{ names: string; single: number; daily: number }> = [
  { names: 'paracetamol|acetaminophen|tylenol|crocin|dolo|calpol|panadol', single: 1000, daily: 4000 },
  { names: 'ibuprofen|advil|motrin|brufen|nurofen', single: 800, daily: 3200 },
  { names: 'aspirin|disprin', single: 1000, daily: 4000 },
  { names: 'diphenhydramine|benadryl', single: 100, daily: 300 },
];
