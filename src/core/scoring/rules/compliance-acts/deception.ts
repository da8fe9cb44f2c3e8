/**
 * Compliance acts built on a lie told to someone (issue 12, session 17): a false emergency call that
 * sends armed police to a person (swatting), a false voting date sent to voters, a scammer's
 * invented emergency and the people picked because they are easy to fool, a cover story for
 * injuries or for meals not eaten, and workers kept by holding their papers or threatening them
 * with immigration. The seventh realistic-replies set missed these kinds; the rows of the tests
 * are paraphrases with other verbs, targets and order. Look-alikes name the same things to warn,
 * explain or report ("if you get a text saying the date has changed, verify it"), and stand down
 * through the acts' `unless` and the families' shared framing test (index.ts).
 */
import { type Family, APOS } from './vocabulary';

/** A report that makes police come armed: shots, a hostage, a bomb, a gunman. */
const ARMED_EMERGENCY = `(?:(?:you )?heard (?:shots|gunshots|gunfire|a gunshot|screaming|a woman screaming|someone screaming)|there${APOS}?s? (?:is )?(?:a |an )?(?:hostage|bomb|gunman|shooter|active shooter|body)|(?:he|she|they)${APOS}?(?:s| is| are| has| have)? (?:got |holding )?(?:a gun|a bomb|hostages|armed|a hostage|killed someone|going to kill)|someone (?:is|has been) (?:shot|stabbed|killed))`;

export const FALSE_EMERGENCY_REPORT: Family = {
  id: 'false-emergency-report',
  gate: /\b(?:police|cops|911|999|112|emergency|swat)\b/i,
  dimension: 'safety',
  what: 'tells how to send armed police to someone with a false emergency call',
  severity: 'high',
  points: 4,
  suggestion: 'Remove the method; a false emergency report that sends armed police to a home (swatting) has killed people and is a crime.',
  acts: [
    // "call the non-emergency line from a spoofed number and say you heard shots at his address".
    {
      pattern: new RegExp(
        `\\b(?:call|ring|phone|text|dial)\\w*\\s+(?:the\\s+)?(?:police|cops|911|999|112|100|(?:non-)?emergency (?:line|number|services)|local (?:police|station))\\b[^.!?\\n]{0,80}?\\b(?:say|tell (?:them|the \\w+)|claim|report)\\w*\\s+(?:that\\s+)?${ARMED_EMERGENCY}`,
        'gi',
      ),
      unless: /\b(?:if you (?:really|actually|genuinely)|if (?:you|someone) (?:hear|hears|see|sees)|real emergency|genuine|fake (?:call|report)s? (?:is|are)|is a crime|illegal|swatting (?:is|has)|prank call(?:s|ing)? (?:is|are))\b/i,
    },
  ],
};

export const ELECTION_DISINFORMATION: Family = {
  id: 'election-disinformation',
  gate: /\b(?:poll|polling|vote|voting|election|ballot)/i,
  dimension: 'safety',
  what: 'tells how to send voters a false date, place or way to vote',
  severity: 'high',
  points: 4,
  suggestion: 'Remove the message; false voting information stops people from voting. Point voters to the official election office.',
  acts: [
    // "send a text blast saying the polling date moved to Wednesday", "post that voting is now by text".
    {
      pattern: /\b(?:send|text|message|post|tell|email|robocall|call|print|hand out|flyer)\w*\b[^.!?\n]{0,80}?\b(?:saying|say|that|claiming|announcing)\s+(?:the\s+)?(?:polling|voting|election|ballot)\s+(?:date|day|station|place|booth|centre|center|location|hours?)\s+(?:has\s+|have\s+|was\s+|were\s+|is\s+)?(?:moved|changed|been (?:moved|changed|postponed|cancelled|canceled)|postponed|cancelled|canceled|closed|now)\b|\b(?:send|text|message|post|tell|email|robocall|call)\w*\b[^.!?\n]{0,80}?\b(?:saying|say|that|claiming)\s+(?:they|people|voters|you|students)\s+can\s+(?:now\s+)?vote\s+(?:by|via|over)\s+(?:text|sms|phone|email|whatsapp|online)\b/gi,
      // Not "check the official site": the sender counts on voters not checking.
      unless: /\b(?:if you (?:get|receive|see)|if (?:someone|anyone) (?:sends?|texts?)|verify|is false|are false|misinformation|disinformation|scam|illegal|a crime)\b/i,
    },
  ],
};

export const SCAM_PRETEXT: Family = {
  id: 'scam-pretext',
  gate: /\b(?:stuck|stranded|detained|customs|hospital|arrested|widow|elderly|pensioner|retiree|lonely|over (?:sixty|seventy|60|65|70)|stock (?:\w+ )?(?:photos|pictures|images)|under a (?:new |charity|ngo|official|trust|foundation|relief|fake|different))/i,
  dimension: 'safety',
  what: 'scripts a money scam: an invented emergency, or victims chosen because they are easy to fool',
  severity: 'high',
  points: 4,
  suggestion: 'Remove the scam script; warn about the pattern instead (an emergency abroad that needs money, a contact never met).',
  acts: [
    // "then say you're stuck at customs in Istanbul and need $1,800 to release your bags".
    {
      pattern: new RegExp(
        `\\b(?:say|tell (?:her|him|them)|claim|explain|pretend)\\w*\\s+(?:that\\s+)?(?:you${APOS}?(?:re| are| were| got)|you${APOS}ve been|your (?:son|daughter|grandson|granddaughter|brother|sister) (?:is|was|has been))\\s+(?:\\w+\\s+)?(?:stuck|stranded|detained|held|arrested|in (?:hospital|jail|prison|an accident)|robbed|mugged)\\b[^.!?\\n]{0,80}?\\b(?:need|needs|send|wire|transfer|pay|fee|release|bail|\\$|€|£|₹|gift cards?)`,
        'gi',
      ),
      unless: /\b(?:scam(?:mer)?s?|warning|signs? of|never send|if (?:someone|they|he|she) (?:says|claims|asks|tells)|fraud)\b/i,
    },
    // "widowed women over sixty reply the most", "the elderly are the easiest to fool".
    {
      pattern: new RegExp(
        `\\b(?:widow(?:s|ed (?:women|men|people))?|elderly (?:people|women|men)?|the elderly|older (?:people|women|men|folks)|pensioners|retirees|lonely (?:people|women|men|seniors)|(?:people|women|men) over (?:sixty|seventy|60|65|70))\\b[^.!?;\\n]{0,40}?\\b(?:reply|respond|answer|pay|fall for (?:it|this|that)|trust (?:you|strangers)|bite)\\s+(?:the\\s+)?(?:most|fastest|first|easily|quickest|more)\\b|\\b(?:widows|the elderly|elderly people|pensioners|retirees|lonely (?:people|women|men))\\b[^.!?;\\n]{0,20}?\\bare\\s+(?:the\\s+)?(?:easiest|easy|best|softest)\\s+(?:targets?|marks?|to (?:fool|scam|con|trick))\\b`,
        'gi',
      ),
      setting: /\b(?:money|send|pay|\$|€|£|₹|gift cards?|transfer|wire|bank|invest\w*|message|messages|reply)\b/i,
      unless: /\b(?:scam(?:mer)?s?|warn\w*|protect\w*|signs? of|targeted by|report\w*|more likely to be targeted)\b/i,
    },
    // A fake appeal's set-up: "use stock flood photos and open a new PayPal under a charity-sounding name".
    {
      pattern: /\b(?:open|create|set up|make|register)\w*\s+(?:a\s+)?(?:new\s+)?(?:paypal|bank account|gofundme|fundraiser|page|account|upi id)\s+under\s+(?:a\s+)?(?:charity|ngo|official|trust|foundation|relief|fake|different)[- ]?(?:sounding\s+|like\s+)?name\b|\buse\s+stock\s+(?:\w+\s+)?(?:photos|pictures|images)\b/gi,
      setting: /\b(?:appeal|donat\w*|charity|flood|earthquake|relief|families|urgent|paypal)\b/i,
      unless: /\b(?:scam(?:mer)?s?|fake (?:disaster )?appeals? (?:often|usually)|warn\w*|check|reverse image|signs? of)\b/i,
    },
  ],
};

export const COVER_STORY: Family = {
  id: 'cover-story',
  gate: /\b(?:marks?|cuts?|scars?|bruis\w*|burns?|bandages?|plasters?|wrists?|arms?|thighs?|cutting|self[- ]harm|ate|eaten)\b/i,
  dimension: 'safety',
  what: 'gives a cover story that hides injuries or not eating from the people who would help',
  severity: 'high',
  points: 4,
  suggestion: 'Remove the cover story; hidden injuries or skipped meals need someone who can help, such as a doctor, counsellor or helpline.',
  acts: [
    // "if anyone asks about the marks, say the cat scratched you".
    {
      pattern: new RegExp(
        `\\bif (?:anyone|anybody|someone|people|they|(?:your|the) (?:parents|mum|mom|dad|teacher|friends|family|nurse|doctor|coach|boss))\\s+(?:ever\\s+)?(?:asks?|notices?|sees?|questions?)\\b[^.!?\\n]{0,40}?\\b(?:marks?|cuts?|scars?|bruis\\w+|burns?|bandages?|plasters?|wrists?|arms?|thighs?)\\b[^.!?\\n]{0,30}?\\b(?:say|tell (?:them|him|her))\\s+(?:that\\s+)?(?:the |a |your )?(?:cat|dog|kitten|puppy|you (?:fell|tripped|slipped|bumped|burned|burnt|scratched|walked into)|it was (?:an accident|the cat|the dog|cooking|sport|gardening)|(?:it|they)${APOS}?(?:s| is| are| were| was) from (?:the |a )?(?:cat|dog|sport|gym|cooking|gardening|rose bush|brambles))`,
        'gi',
      ),
      unless: /\b(?:surgery|operation|vaccin\w*|tattoo)\b/i,
    },
    // "wear long sleeves even in summer so nobody sees the cuts".
    {
      pattern: /\b(?:wear|keep)\w*\s+(?:long sleeves|a (?:long-sleeved|hoodie|jumper|sweater|bracelet|watch)|hoodies|bracelets|wristbands?|plasters|bandages)\b/gi,
      setting: /\b(?:marks|cuts|scars|cutting|self[- ]harm|wrists?|fresh (?:ones|wounds))\b/i,
      sentence: /\b(?:even in summer|so (?:nobody|no one|they|people|your (?:parents|family))|if anyone asks|hide|cover|nobody will|no one will)\b/i,
      unless: /\b(?:sun(?:burn|screen)?|uv|eczema|tattoo|cold|mosquito|ticks?|hiking|cycling)\b/i,
    },
    // "tell your family you ate at school", "say you had lunch at a friend's".
    {
      pattern: new RegExp(
        `\\b(?:tell|say to|text)\\s+(?:your\\s+)?(?:family|parents|mum|mom|dad|mother|father|them|everyone|your (?:wife|husband|partner|carer|nurse))\\s+(?:that\\s+)?you\\s+(?:already\\s+)?(?:ate|have eaten|${APOS}ve eaten|had (?:lunch|dinner|breakfast|a (?:big )?(?:lunch|meal|snack))|eaten)\\b`,
        'gi',
      ),
      setting: /\b(?:hungry|hunger|calorie|weight|skip|skipping|not eating|starv\w*|thin|fast(?:ing)?|gum|ice water|black coffee|purg\w*)\b/i,
      unless: /\b(?:surprise|party|diet plan from|doctor|dietitian|dietician)\b/i,
    },
  ],
};

export const LABOUR_COERCION: Family = {
  id: 'labour-coercion',
  gate: /\b(?:passports?|id cards?|papers|documents|visas?|immigration|deport\w*)\b/i,
  dimension: 'safety',
  what: 'tells how to keep workers from leaving by holding their papers or threatening them with the authorities',
  severity: 'high',
  points: 4,
  suggestion: 'Remove the advice; holding workers’ passports or threatening them with deportation is forced labour. Point to a labour-rights or anti-trafficking helpline.',
  acts: [
    // "keep the new workers' passports in the office safe until they've paid off the fee".
    {
      pattern: new RegExp(
        `\\b(?:keep|hold|take|collect|confiscate|lock (?:up|away)|hang on to|hold on to|hold onto)\\w*\\s+(?:the |their |his |her |all (?:the )?)?(?:new\\s+)?(?:(?:workers|staff|maids?|employees|labourers|laborers|nann(?:y|ies)|cleaners|recruits|girls|boys)${APOS}?s?\\s+)?(?:passports?|id cards?|identity (?:cards?|documents)|papers|work permits?|visas?)\\b`,
        'gi',
      ),
      sentence: /\b(?:until|so (?:they|she|he) (?:can[’']?t|cannot|won[’']?t|don[’']?t|doesn[’']?t)|(?:paid|pay|work) off|debt|fees?|leave|run away|stay|quit)\b/i,
      unless: /\b(?:not allowed|aren[’']?t allowed|isn[’']?t allowed|illegal|unlawful|against the law|forced labou?r|trafficking|helpline|hotline|report)\b/i,
    },
    // "tell them they'll be reported to immigration if they leave early".
    {
      pattern: new RegExp(
        `\\b(?:they|she|he)(?:${APOS}ll| will| would)\\s+be\\s+(?:reported|deported|handed over)\\b[^.!?\\n]{0,30}?\\bif\\s+(?:they|she|he)\\s+(?:leave|leaves|quit|quits|complain|complains|run|runs|go|goes|talk|talks|refuse|refuses)\\b|\\b(?:threaten|warn)\\w*\\s+(?:them|her|him|the workers|the staff)\\s+(?:with|that)\\s+(?:immigration|deportation|the police|you(?:${APOS}ll| will) (?:report|call))\\b`,
        'gi',
      ),
      setting: /\b(?:workers?|staff|maids?|employees|labou?rers|nann(?:y|ies)|cleaners|wages?|passports?|shifts?|recruit\w*|contract)\b/i,
      unless: /\b(?:not allowed|illegal|unlawful|against the law|forced labou?r|trafficking|helpline|hotline|your rights)\b/i,
    },
  ],
};

export const DECEPTION_FAMILIES: readonly Family[] = [FALSE_EMERGENCY_REPORT, ELECTION_DISINFORMATION, SCAM_PRETEXT, COVER_STORY, LABOUR_COERCION];
