/**
 * Negative attributes that turn a statement about a group into a demeaning
 * stereotype, and the framing that marks a sentence as discussing a stereotype
 * rather than asserting it. Tuned on the ToxiGen train split only.
 */
import { alt } from '../rule';

export const NEGATIVE_TRAIT = alt([
  'stupid',
  'dumb',
  'idiots?',
  'lazy',
  'dirty',
  'filthy',
  'disgusting',
  'gross',
  'smelly',
  'stench',
  'stink\\w*',
  'violent',
  // A tendency stated of a group (session 17): "more prone to violence because of their culture".
  'prone to (?:violence|crime|crimes|terror\\w*|steal\\w*|rape)',
  'dangerous',
  'criminals?',
  'crimes?',
  'thieves',
  'thie(?:f|ving)',
  'steal(?:s|ing)?',
  'terroris(?:ts?|m)',
  'bombs?',
  'savages?',
  'savage',
  'brutes?',
  'animals',
  'cockroaches',
  'vermin',
  'parasites',
  'pigs',
  'snakes',
  'dogs',
  'rats',
  'sub-?human',
  'inferior',
  'superior (?:to|than)',
  'more (?:intelligent|civili[sz]ed|capable|deserving|evolved) than',
  'scammers?',
  'fraudsters?',
  'con artists?',
  'run(?:s|ning)? scams',
  'good with money',
  'control (?:the )?(?:media|banks|money|world|government|hollywood)',
  '(?:not very |un)refined',
  'uncultured',
  'unsophisticated',
  'uncouth',
  'evil',
  'greed(?:y)?',
  'cheap',
  'drain(?:ing)?',
  'handouts',
  'welfare',
  'taxpayer money',
  'invasion',
  'invad(?:e|ing)',
  'take over',
  'taking over',
  'pervert(?:s|ed)?',
  'deviants?',
  'deviancy',
  'p(?:a)?edophil(?:e|es|ia)',
  'predators?',
  'prey on',
  'mentally ill',
  'sick',
  'diseases?',
  'unnatural',
  'abominations?',
  'immoral',
  'sinful',
  'annoying',
  'crazy',
  'insane',
  'made-up',
  'fake',
  'not real',
  'burden',
  'useless',
  'worthless',
  'not worth',
  'good for nothing',
  'only good for',
  'obedient',
  'simple-minded',
  'submissive',
  'bossy',
  'nagging',
  'gold ?diggers?',
  'sluts?',
  'slutty',
  'whores?',
  'promiscuous',
  'cheat(?:s|ers?|ing)?',
  'can[\'’]?t be trusted',
  'cannot be trusted',
  'untrustworthy',
  'liars?',
  'ugly',
  'primitive',
  'backwards?',
  'barbaric',
  'uncivili[sz]ed',
  'brainwashed',
  'militant',
  'too emotional',
  'hysterical',
  'irrational',
  'aggressive',
  'abusive',
  'rapists?',
  'drunks?',
  'alcoholics?',
  'drug dealers?',
  'smuggl(?:e|ers?|ing)',
  'freaks?',
  'selfish',
  'hypocrites?',
  'the worst',
  'less (?:intelligent|capable|productive|human)',
  'incapable',
  'a waste',
  'better off dead',
  'ruin(?:s|ed|ing)?',
  'destroy(?:s|ed|ing)?',
  'breakdown of society',
  'scary',
  'sissies',
  'girly',
  'deranged',
  'delusional',
  'dead',
  'hate',
  'disgust',
  'fucking',
  'shit',
  'a threat',
  'menace',
  'not safe',
  'unhealthy',
  'bestiality',
  'polygamy',
  'slippery slope',
  'stds?',
  'moochers?',
  'pathetic',
  'monsters?',
  'silly',
  'unpleasant',
  'bad parents?',
  'slanty',
  'slant(?:ed)? eyes',
  '(?:any|no) (?:manners|ambition|morals)',
  'lacks? (?:the |any )?(?:moral|morals|ambition|intelligence|manners|respect|empathy|creativity|originality|common sense|discipline|culture|class|refinement|loyalty|honesty|integrity)',
  '(?:do not|don[\'’]?t|dont|does not|doesn[\'’]?t) (?:have|deserve) (?:any )?(?:feelings|souls?|morals|manners|ambition|rights)',
  '(?:is|are) (?:a )?mental (?:illness|disorder)s?',
  'messed up',
  'a (?:big )?mistake',
  'so wrong',
  'ridiculous',
  'more likely to (?:abuse|commit|steal|rape|cheat|lie|kill|attack|be violent)',
  'responsible for (?:a lot of |most |all )?(?:the )?(?:crimes?|sex trafficking|violence|bombings|problems|breakdown)',
  '(?:don[\'’]?t|dont|do not|can[\'’]?t|cant|cannot) (?:even )?(?:know how to|appreciate)',
  'not really',
  'not (?:a )?real',
  'isn[\'’]?t real',
  'isnt real',
]);

/**
 * A negative trait denied, not asserted ("Muslims are not terrorists", "dalit gande nahi hote").
 * Only traits: "are not human" or "should not vote" stay hateful.
 */
const DENIED_TRAIT =
  "(?:(?:are|is|were) (?:not|never)|aren['’]?t|isn['’]?t|weren['’]?t) (?:all |any )?(?:a |an )?(?:terrorists?|criminals?|thieves|rapists?|predators?|perverts?|parasites|animals|savages?|monsters?|freaks?|liars?|evil|lazy|stupid|dumb|dirty|violent|dangerous|inferior|greedy|dishonest|worse|less (?:intelligent|capable)|bad (?:at|with|drivers?)|(?:a )?(?:burden|threat|menace|disease)|mentally ill|sick|(?:more |any more |inherently |naturally |especially )?(?:prone to|likely to (?:be|commit)|inclined to) (?:violence|violent|crime|crimes|criminal\\w*|terror\\w*|steal\\w*|rape))" +
  "|(?:do not|don['’]?t|does not|doesn['’]?t|did not|didn['’]?t) (?:secretly |really )?(?:control|run|own) (?:the )?(?:media|banks|money|world|government|hollywood)" +
  '|(?:aatankwadi|aatanki|chor|gande|neech|gaddar) nahi (?:hote|hain|hai)|(?:आतंकवादी|चोर|गंदे|नीच|गद्दार) नहीं (?:होते|हैं)';

/**
 * "Ye galat hai" / "यह सच नहीं है": a Hindi or Hinglish rebuttal, not its double negative ("ye galat
 * nahi hai", this is not wrong). Read by REBUTTAL (a sentence of its own) and COUNTER_FRAME (after a
 * clause of the same sentence).
 */
const HINDI_REBUTTAL =
  '(?:ye|yeh|yah)(?: baat)? (?:galat|sach nahi|sach nahin|jhooth|jhoot|jhuth)\\b(?! (?:nahi|nahin|nhi)\\b)|(?:यह|ये)(?: बात)? (?:गलत|सच नहीं|झूठ)(?! नहीं)';

/** The sentence talks about a stereotype or prejudice instead of asserting it. */
export const COUNTER_FRAME = new RegExp(
  `(?:${DENIED_TRAIT})|` +
  // A Hindi rebuttal after a clause of the same sentence ("Log kehte hain X gaddar hote hain, ye sach
  // nahi hai."): the identity head reads the quoted claim as hate since it learned romanised copies
  // of the Devanagari rows (branch harm-translit).
  `[,;:\u2013\u2014-]\\s*(?:(?:par|lekin|magar|but|पर|लेकिन|मगर)\\s+)?(?:${HINDI_REBUTTAL})|` +
  // Reporting how a group is treated or spoken of, and rejecting it (questions about prejudice,
  // "the idea that ... is rubbish", "nobody should say", "stop calling", "help, not hate").
  /\bwhy (?:do|does|did|would|are|is|were|should) (?:so many |some |many |most |other |these |those )?(?:people|folks|others|men|they|some|society|everyone|politicians|the media|we) (?:still |always |even |keep |continue to )?(?:hate|hating|fear|distrust|dislike|mistrust|discriminat\w*|attack\w*|bull(?:y|ies)|mock\w*|treat\w*|blam\w*|see|view|call|think|believe|stereotyp\w*|assume)\b|/.source +
  /\bwhy (?:are|is|were|was) (?:[\w-]+ ){1,4}(?:still |often |always |so often )?(?:treated (?:as|like)|seen as|viewed as|called|label?led|branded|portrayed as|considered)\b|/.source +
  /\b(?:is|are|was|were|been|being|get|gets|got|getting) (?:still |often |always |routinely |constantly |unfairly |wrongly |falsely )?(?:called|label?led|branded|treated (?:as|like)|viewed as|regarded as|dismissed as|painted as|smeared as|bullied|harassed|mocked|taunted|targeted|persecuted)\b|/.source +
  /\b(?:idea|notion|belief|assumption|trope|narrative|conspiracy theory|myth|lie) that\b.{0,120}?\b(?:is|was) (?:simply |just |complete |total |utter |an? )?(?:false|lie|nonsense|rubbish|garbage|absurd|baseless|bullshit|myth|untrue|ridiculous|wrong|racist|sexist|bigoted|hateful|offensive|harmful)\b|/.source +
  /\b(?:which|that|this|it) (?:is|was) (?:simply |just |complete |total |utter )?(?:false|nonsense|rubbish|garbage|baseless|bullshit|untrue|an? (?:[a-z]+ )?(?:lie|myth|falsehood|smear))\b|\b(?:that|it)['’]s (?:simply |just |complete |total |utter )?(?:false|nonsense|rubbish|garbage|baseless|bullshit|untrue|an? (?:[a-z]+ )?(?:lie|myth|falsehood|smear))\b|/.source +
  /\bclaim(?:s|ed|ing) (?:that )?(?!by\b)|\b(?:posts|comments|tweets|messages|stories|coverage|reporting|articles|headlines) (?:about|on|claiming|saying|that say)\b|\bstand (?:up )?against\b|/.source +
  /\b(?:nobody|no one|no-one) (?:should|can|could|would|may|has the right to) (?:ever )?(?:say|claim|think|believe|call|suggest)\b|\b(?:stop|quit) (?:saying|calling|labell?ing|treating|branding)\b|\b(?:people|those|anyone|someone|others|politicians) who (?:call|calls|called|label|labels|brand|brands)\b|/.source +
  /\b(?:not|no|without|instead of) (?:our |your |their |any |more )?(?:hate|hatred|contempt)\b|\b(?:hating|hate|hatred|attacking|insulting|mocking|bullying|harassing|discriminating|discrimination|racism|violence|abuse)\b[^.!?]{0,60}?\b(?:is|are) (?:never|not|in no way) (?:acceptable|ok|okay|justified|justifiable|excusable|fine|normal)\b|/.source +
  /\b(?:myths?|misconceptions?|stereotyp\w*|contrary|discriminat\w*|stigma\w*|prejudice\w*|bias(?:ed)?|blam(?:e|ed|ing)|portrayed|perceived|seen as|accused|insults?|racism|homophobia|transphobia|sexism|bigotry|not true|untrue|misrepresented|demoni[sz]ed|overlooked|underrepresented|hate crimes?|(?:attacks|violence|hate|hatred) (?:against|toward|towards)|no evidence|neither|not a form of|removed from|not specific to|not unique to|as much as anyone|like everyone else|claims? (?:such as|that)|opposition to|less likely|hate speech|hateful|caste-?is[mt]\w*|(?:is|a) crime|atrocit\w*|slurs?|dehumani[sz]\w*|is (?:racist|bigoted|wrong|unacceptable)|reported(?:ly)?|according to|annotators?|examples? of)\b/.source,
  'i',
);

/**
 * A sentence that answers the previous one by rejecting it ("Why do people hate Muslims? It makes
 * no sense.", "Are immigrants taking our jobs? The data says no.", "... ? Ye galat hai."): the
 * previous sentence is then asked or quoted in order to be refuted.
 */
export const REBUTTAL = new RegExp(
  `^\\W*(?:${/no[.,!]|nope\b|wrong[.,!]|false[.,!]|(?:that|this|it)(?:['’]s| is| was)? (?:simply |just |completely |totally |of course )?(?:not true|untrue|false|wrong|a lie|nonsense|rubbish|absurd|ridiculous|a myth|a stereotype|racist|bigoted|hateful|prejudiced)\b|(?:it|this|that) makes no sense\b|the (?:data|evidence|facts|numbers|research|statistics|answer) (?:says?|shows?|suggests?|is) (?:no|otherwise|the opposite)\b|(?:polls|studies|surveys|research|data|statistics|evidence|the facts) (?:show|shows|suggest|suggests|prove|proves|say|says) (?:otherwise|the opposite|(?:that )?(?:most|they|it|this|these|those) (?:do not|don['’]t|are not|aren['’]t|is not|isn['’]t|have not|haven['’]t))\b/.source}|${HINDI_REBUTTAL})`,
  'iu',
);
