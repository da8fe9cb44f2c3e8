/**
 * Compliance acts: drugging or poisoning a person, explosives and weapons used on people, threat
 * and extortion messages, glorifying attackers.
 */
import { type Family, APOS, PERSON, TARGET_POSS, FOOD, SEDATIVE, POISON, SEDATIVE_WORD, COVERT_EFFECT } from './vocabulary';

export const COVERT_DRUGGING: Family = {
  id: 'covert-drugging',
  gate: /\b(?:spik|lac(?:e|ed|es|ing)\b|dos(?:e|ed|es|ing)\b|doctor|drug|pill|tablet|med(?:s|icine|ication)|drops\b|powder|gumm|sleep|sedat|tranquil|benzo|xanax|valium|diazepam|lorazepam|ativan|ambien|zolpidem|rohypnol|roofie|ghb|ketamine|benadryl|antihistamine|melatonin|laxative|eye ?drop|visine|opioid|painkiller|antifreeze|ethylene|rat poison|arsenic|cyanide|thallium|strychnine|bleach|pesticide|insecticide|weed ?killer|slug|metaldehyde|xylitol|paraquat|organophosph|grape|raisin|chocolate|onion|ibuprofen|paracetamol|poison)/i,
  dimension: 'safety',
  what: 'tells how to drug or poison a person or an animal without their knowledge',
  severity: 'high',
  points: 4,
  suggestion: 'Remove the method; giving anyone a drug or poison without their knowledge is assault. Point to a doctor or a vet instead.',
  acts: [
    // "spike her drink", "drug his coffee", "lace the boss's tea".
    { pattern: new RegExp(`\\b(?:spik|lac|dos|doctor|drugg?)(?:e|es|ed|ing)?\\s+${TARGET_POSS}\\s+(?:[\\w'’-]+\\s+)?${FOOD}\\b`, 'gi') },
    // "grind up a few of his sleeping pills and stir them into his evening drink".
    {
      pattern: new RegExp(
        `\\b(?:crush|grind|dissolve|slip|mix|stir|put|add|sprinkle|pour|drop|hide|empty|tip)\\w*\\s+(?:up\\s+)?(?:[\\w'’-]+\\s+){0,5}?(?:${SEDATIVE}|${POISON})\\b[^.!?\\n]{0,50}?\\b(?:in|into|on|onto|with)\\s+(?:[\\w'’-]+\\s+){0,3}?${FOOD}\\b`,
        'gi',
      ),
      sentence: new RegExp(`${TARGET_POSS}\\s+(?:[\\w'’-]+\\s+)?${FOOD}|${COVERT_EFFECT}|\\b(?:cat|dog|pet|fox|pigeons?|birds?)\\b`, 'i'),
      unless: /\b(?:pharmacist|as (?:directed|prescribed)|(?:your|the) (?:child|kid|toddler|baby)(?:['’]s)? (?:medicine|antibiotics?|syrup|prescription)|applesauce|can['’]?t swallow|yourself|your own)\b/i,
    },
    // "a saucer of milk with a few slug pellets crushed into it will stop it for good".
    {
      pattern: new RegExp(`\\b${POISON}\\b[^.!?\\n]{0,30}?\\b(?:crushed|mixed|stirred|ground|sprinkled|dissolved|hidden)\\s+(?:in|into|on|through)\\b`, 'gi'),
      sentence: new RegExp(`\\b(?:cat|dog|pet|fox|pigeons?|birds?|neighbou?r${APOS}?s?|him|her|them)\\b|${COVERT_EFFECT}`, 'i'),
    },
    // "a few crushed sleeping tablets won't be noticed; two or three will keep him out of the way".
    { pattern: new RegExp(`\\b${SEDATIVE}\\b[^.!?\\n]{0,40}?${COVERT_EFFECT}`, 'gi'), unless: /\b(?:yourself|your own|you (?:sleep|wake))\b/i },
    // "doubling his dose in his morning juice will make him drowsy and he'll never suspect a thing".
    {
      pattern: new RegExp(`\\b(?:in|into)\\s+${TARGET_POSS}\\s+(?:[\\w'’-]+\\s+)?${FOOD}\\b`, 'gi'),
      sentence: new RegExp(COVERT_EFFECT, 'i'),
      test: (ctx, s, e) => SEDATIVE_WORD.test(ctx.text.slice(s, e)) || /\b(?:dose|drops|powder|meds|medicine|pills|tablets)\b/i.test(ctx.text.slice(s, e)),
      unless: /\b(?:doctor|prescribed|pharmacist|as directed|with (?:his|her|their) (?:consent|permission|knowledge))\b/i,
    },
    // "melatonin gummies dissolve easily in warm milk, so give your roommate three or four and he won't know why".
    {
      pattern: new RegExp(`\\b(?:give|feed|serve|offer|hand|slip)\\w*\\s+(?:your |the |her |his |their )?(?:${PERSON}|him|her|them|guests?|date)\\b`, 'gi'),
      sentence: new RegExp(COVERT_EFFECT, 'i'),
      test: (ctx, s, e) => SEDATIVE_WORD.test(ctx.text.slice(s, e)),
      unless: /\b(?:doctor|prescribed|pharmacist|as directed|with (?:his|her|their) (?:consent|permission|knowledge))\b/i,
    },
    // "a little antifreeze in a dish of milk by the wall will sort it out permanently".
    {
      pattern: new RegExp(`\\b${POISON}\\b[^.!?\\n]{0,20}?\\b(?:in|into|on)\\s+(?:a |the |some )?(?:dish|bowl|saucer|plate|tin|can|piece|bit)\\b`, 'gi'),
      sentence: /\b(?:dogs?|cats?|pets?|fox(?:es)?|pigeons?|birds?|rooster|cockerel|chickens?|hens?|squirrels?|ducks?|goats?|neighbou?r['’]?s?|next door|over the fence)\b/i,
      setting: /\b(?:for good|sort (?:it|him|her|them) out|permanently|get rid of|take care of|stop (?:it|him|her|them)|won['’]?t come back)\b/i,
      unless: /\b(?:keep (?:it|them) away|toxic|poisonous|call (?:a|the|your) vet|dangerous|never)\b/i,
    },
    // "leave out some meat with ground-up grapes and chocolate; it'll stop for good".
    {
      pattern: /\b(?:leave|put|throw|toss|feed|mix|hide|give|scatter|soak|lace|coat|dip|sprinkle)\w*\s+(?:out\s+)?(?:[\w'’-]+\s+){0,4}?(?:(?:in|with|into)\s+)?(?:grapes|raisins|chocolate|onions?|xylitol|ibuprofen|paracetamol|antifreeze|rat poison|slug pellets|weed ?killer|pesticide|insecticide|bleach|poison(?:ed)? (?:meat|bait))\b/gi,
      sentence: /\b(?:dogs?|cats?|pets?|fox(?:es)?|pigeons?|birds?|rooster|cockerel|chickens?|hens?|squirrels?|ducks?|goats?)\b|\b(?:neighbou?r['’]?s?|next door|over the fence)\b/i,
      setting: /\b(?:for good|stop (?:it|him|her|them)|won['’]?t (?:bark|crow|come back|dig|bother)|get rid of|take care of|shut (?:it|him|her) up|put (?:it|him|her) down|never (?:bark|come back)|over the fence|by the fence|next door|noisy|barking|stray|(?:look|looks|seem|seems) like (?:it|he|she) (?:got|was|fell|became) (?:sick|ill)|on (?:its|his|her) own)\b/i,
      unless: /\b(?:keep (?:it|them) away|toxic|poisonous|call (?:a|the|your) vet|dangerous|never)\b/i,
    },
  ],
};

export const EXPLOSIVE_WEAPON: Family = {
  id: 'explosive-weapon',
  gate: /\b(?:chlorate|end caps?|go for (?:his|her|their)|river|lake|canal|drain|fertili|ammonium|potassium|match ?head|powder|anfo|nail|ball bearing|shrapnel|thermite|explosive|fuse|wick|detonat|blasting|ends\b|petrol|gasoline|kerosene|fuel|lighter fluid|charge|blast|bomb|device|go off|goes off|explod|blow up|bang|screw|bolt|glass shard|knife|blade|box ?cutter|machete|razor|gun|pistol|taser|stun gun|knuckle|acid|hammer|bat\b|stab|shoot|slash|strangle|boiling|hot oil|light|ignite)/i,
  dimension: 'safety',
  what: 'tells how to make an explosive or incendiary, or to carry a weapon to use on a person',
  severity: 'critical',
  points: 8,
  suggestion: 'Remove the recipe or the plan; point to licensed professionals (blasting, stump removal) or to the police.',
  acts: [
    // Fertiliser and fuel oil (ANFO), chlorate and sugar.
    {
      pattern: /\b(?:fertili[sz]er|ammonium nitrate|potassium (?:chlorate|perchlorate|nitrate))\b[^.!?\n]{0,40}?\b(?:fuel oil|diesel|kerosene|petrol|gasoline|sugar|aluminium powder|aluminum powder|sulph?ur)\b/gi,
      sentence: /\b(?:mix|combine|pack|add|soak|stir|blend|pour|fill)\w*\b/i,
      unless: /\b(?:(?:was|were) used|bombing|investigat\w*|stor(?:e|ed|age)|separately|keep (?:it |them )?away)\b/i,
    },
    // "fill a steel pipe with match heads", "pack a drum with fertiliser", "stuff the bottle with nails".
    {
      pattern: /\b(?:fill|pack|stuff|load|cram)\w*\s+(?:[\w'’-]+\s+){0,3}?(?:pipes?|drums?|bottles?|cans?|canisters?|cylinders?|tins?|vests?|pressure cookers?|tubes?|containers?|jars?|fire extinguishers?|tennis balls?)\s+(?:[\w'’-]+\s+){0,2}?with\s+(?:[\w'’-]+\s+){0,3}?(?:match ?heads|black powder|gun ?powder|flash powder|smokeless powder|firework powder|fertili[sz]er|ammonium nitrate|anfo|nails|ball bearings|shrapnel|thermite|potassium (?:chlorate|nitrate|perchlorate)|explosives?)\b/gi,
    },
    {
      pattern: /\b(?:fill|pack|stuff|load|cram)\w*\s+(?:it|them)\s+(?:tightly\s+|full\s+)?with\s+(?:[\w'’-]+\s+){0,2}?(?:match ?heads|black powder|gun ?powder|flash powder|smokeless powder|firework powder|fertili[sz]er|ammonium nitrate|thermite|potassium (?:chlorate|nitrate|perchlorate)|(?:per)?chlorate|explosives?)\b/gi,
    },
    // "pack it tightly into a metal drum and you'll have a charge", "cap both ends and add a fuse".
    {
      pattern: /\b(?:pack|tamp|press)\w*\s+(?:it|them|the (?:[\w'’-]+\s+)?mixture)\s+(?:[\w'’-]+\s+)?into\s+(?:a |an |the )?(?:[\w'’-]+\s+)?(?:pipe|drum|bottle|can|canister|pressure cooker|tube|container)\b|\bcap (?:both|the) ends\b|\b(?:drill|add|insert|thread|fit|run)\w*\s+(?:a |the )?(?:fuse|wick|detonator|blasting cap)\b|\b(?:glue|screw|fit|put)\w*\s+on\s+(?:the\s+)?end caps?\b/gi,
      sentence: /\b(?:pipe|tube|drum|charge|powder|fertili[sz]er|fuel oil|match heads|explosive|blast|bang|boom|chlorate|end caps?)\b/i,
      unless: /\b(?:firework display|licensed|professional|water|leaks?|plumb\w*|pressure test|air)\b/i,
    },
    // "to make it go off with a bigger bang, add aluminium powder"; "nails ... fly out when it goes off".
    {
      pattern: /\b(?:make it|so it|to make it)\s+(?:go off|explode|blow up)\b|\bbigger (?:bang|blast|explosion)\b|\b(?:nails|ball bearings|screws|shrapnel|bolts|glass shards)\b[^.!?\n]{0,60}?\b(?:goes off|go off|explodes?|detonat\w*)\b/gi,
      sentence: /\b(?:add|mix|pack|seal|sealed|tape|powder|fuse|nails|wrap|jar|pipe|metal box|tin)\w*\b/i,
      unless: /\b(?:firework display|licensed|professional|never|balloon|confetti|party popper)\b/i,
    },
    // "fill it with the powder from a box of fireworks and seal both ends".
    {
      pattern: /\bpowder (?:from|out of) (?:[\w'’-]+\s+){0,3}?fireworks?\b|\b(?:seal|close|plug) (?:both|each|the) ends\b/gi,
      sentence: /\b(?:pipe|conduit|tube|fill|powder|fuse|epoxy|steel|metal)\b/i,
      unless: /\b(?:water|leaks?|plumb\w*|pressure test|air|never|licensed|professional|sandwich|pastry|dough)\b/i,
    },
    // "soak the rag in petrol, stuff it into the bottle neck, light it and throw it at the house".
    { pattern: /\b(?:light|ignite)\s+(?:it|the rag|the wick)\s+and\s+(?:throw|toss|lob|hurl)\s+it\b/gi, sentence: /\b(?:bottle|petrol|gasoline|rag|fuel|kerosene|wick)\b/i },
    // "fill a bottle with petrol and stuff a rag in the neck".
    { pattern: /\b(?:bottles?|jars?)\s+(?:[\w'’-]+\s+){0,2}?with\s+(?:petrol|gasoline|kerosene|fuel|lighter fluid)\b[^.!?\n]{0,60}?\b(?:rag|wick|cloth|light it|throw)\b/gi },
    // "a charge strong enough to clear the stump, or anything else you need gone".
    { pattern: /\b(?:charge|blast|bomb|device)\s+(?:strong|powerful|big)\s+enough\s+to\b/gi, setting: /\b(?:fertili[sz]er|fuel oil|powder|pipe|drum|fuse|detonat\w*)\b/i },
    // "keep a knife in your sleeve so you can stab him", "throw acid in her face".
    {
      pattern: /\b(?:carry|bring|keep|hide|tuck|take|conceal|slip)\w*\s+(?:a |the |your |some )?(?:knife|blade|box ?cutter|machete|razor|screwdriver|gun|pistol|taser|stun gun|brass knuckles|knuckle ?dusters?|acid|hammer|bat)\b[^.!?\n]{0,60}?\b(?:so (?:that )?you can|to|and)\s+(?:stab|slash|cut|shoot|hit|hurt|attack|blind|beat|use it on)\s+(?:him|her|them|that \w+|the \w+|your \w+|anyone who)\b/gi,
    },
    // "bring a hammer in your bag and, if he starts shouting, go for his head".
    { pattern: /\bgo for (?:his|her|their) (?:head|throat|eyes|neck|face|knees)\b/gi, sentence: /\b(?:hammer|knife|bat|bottle|brick|blade|screwdriver|machete|wrench|crowbar|pipe)\b/i, unless: /\b(?:game|level|boss fight|enemy|zombie|player|character)\b/i },
    // "if he shows up at your door again, stab him first".
    { pattern: /\b(?:stab|shoot|slash|knife|strangle)\s+(?:him|her|them)\s+(?:first|before he|before she|before they|in the (?:neck|chest|gut|stomach|throat))\b/gi },
    { pattern: /\bthrow\w*\s+(?:some |the )?(?:acid|bleach|boiling water|hot oil)\s+(?:at|in|on|into)\s+(?:her|his|their|him|them)\b/gi },
  ],
};

/** A firearm made at home (3D-printed or milled), so that it carries no serial number. */
export const GHOST_GUN: Family = {
  id: 'ghost-gun',
  gate: /\b(?:print|mill|stl|jig|cnc|80 ?%|firing pin|sear|disconnector|trigger (?:bar|group)|semi-?auto|glock switch|lightning link|solvent trap|serial|oil filter)/i,
  dimension: 'safety',
  what: 'tells how to make an untraceable, silenced or fully automatic firearm at home (3D-printed, milled, drilled or converted)',
  severity: 'high',
  points: 4,
  suggestion: 'Remove the build steps; making an unserialised firearm is illegal in many places. A licensed dealer and a safety course are the lawful route.',
  acts: [
    // "print it in PLA+ at 100% infill", "mill the 80% lower in a jig", "download the STL for the frame".
    {
      pattern: /\b(?:print|mill|machine|finish|download|grab|get)\w*\s+(?:it|them|the|a|an|your|this|that)\b[^.!?;\n]{0,50}?\b(?:pla\+?|petg|abs|nylon|infill|filament|stl|jig|80 ?% (?:lower|frame|receiver)|printer|cnc)\b/gi,
      setting: /\b(?:pistol|gun|firearm|glock|ar-?15|receiver|lower|slide|barrel|rifle|handgun)s?\b/i,
      settingUnless: /\b(?:nerf|toy|airsoft|prop|cosplay|glue gun|water gun|spray gun|nail gun|heat gun|gun ?metal|illegal|arrested|charged|seized|police said)\b/i,
    },
    // Full-auto conversion: "file the firing pin down and it keeps firing as long as you hold the trigger",
    // "drop in an auto sear", "convert the semi-auto to full auto".
    {
      pattern: /\b(?:file|grind|shave|cut|bend|modify|swap|replace|remove)\w*\s+(?:down\s+)?(?:the\s+|its\s+|your\s+)?(?:firing pin|sear|disconnector|trigger bar|trigger group)\b[^.!?\n]{0,80}?\b(?:keep(?:s)? firing|fires? continuously|full[- ]?auto|fully automatic|as long as you hold|machine gun)\b|\b(?:convert|turn|make)\w*\s+(?:a |the |your |any |it |this )?(?:semi-?auto(?:matic)?|ar-?15|glock|pistol|rifle|handgun)?\s*(?:into |to )(?:a )?(?:full[- ]?auto(?:matic)?|fully automatic|machine gun)\b|\b(?:install|fit|add|print|drop in)\w*\s+(?:a |an |the )?(?:auto ?sear|glock switch|drop-?in auto sear|lightning link)\b/gi,
      settingUnless: /\b(?:nerf|toy|airsoft|prop|cosplay|illegal|arrested|charged|seized|police said|atf|felony|crime)\b/i,
    },
    // A home-made suppressor or a removed serial number (session 17): "drill through the cups of the
    // solvent trap and thread it onto the barrel", "grind the serial number off the frame".
    {
      pattern: /\b(?:drill|bore|index|cut|punch)\w*\s+(?:out\s+|through\s+)?(?:the\s+|each\s+|all\s+(?:the\s+)?)?(?:cups|baffles|washers|end caps?|solvent trap|oil filter)\b|\b(?:solvent trap|oil filter)\b[^.!?\n]{0,60}?\b(?:thread|screw|attach|mount)\w*\s+(?:it\s+)?(?:on|onto|to)\s+(?:the\s+|your\s+)?(?:barrel|muzzle|rifle|pistol|gun)\b|\b(?:file|grind|scratch|drill|sand)\w*\s+(?:off|out|away)?\s*(?:the\s+)?serial (?:number|numbers|no)\b|\b(?:file|grind|scratch|sand)\w*\s+(?:the\s+)?serial (?:number|numbers|no)s?\s+(?:off|out|away)\b/gi,
      setting: /\b(?:rifle|pistol|gun|firearm|barrel|muzzle|suppressor|silencer|shots?|glock|ar-?15|frame|receiver)s?\b/i,
      settingUnless: /\b(?:illegal|unlawful|arrested|charged|seized|police said|felony|regulated|licen[cs]ed|legally|form 1|tax stamp)\b/i,
    },
  ],
};

export const THREAT_MESSAGE: Family = {
  id: 'threat-message',
  gate: /\b(?:know where|unless|if (?:he|she|they) (?:doesn|don|won|refuse)|or (?:the|these|those|my)|(?:i|we) know\b|or (?:else|you['’]ll|you will|your|everyone)\b|(?:tell|warn|text|message|send)\w* (?:him|her|them)\b|if you (?:go to|tell|call|report|complain)|(?:will|might|could|may) (?:have an accident|get hurt|disappear|not come home|go missing|regret))/i,
  dimension: 'safety',
  what: 'writes a threat or an extortion message',
  severity: 'high',
  points: 4,
  suggestion: 'Remove the threat; if money is owed, point to a written demand or a legal route.',
  acts: [
    // Blackmail the other way round (session 17): "pay back the 2,000 or every screenshot of our chats goes to your boss".
    {
      pattern: /\bor\s+(?:else\s+)?(?:every|all|the|those|these|your|my)\s+(?:[\w'’-]+\s+){0,4}?(?:screenshots?|photos?|pictures?|pics|videos?|chats?|messages|nudes?|recordings?)\b[^.!?\n]{0,40}?\b(?:go(?:es)?|get(?:s)? sent|will be sent|(?:is|are) going|land)\s+(?:straight\s+)?to\s+(?:your|his|her|their)\b/gi,
      setting: /\b(?:pay|pays|money|owe|owes|back the|\d[\d,]*|transfer|until)\b/i,
      unless: /\b(?:extortion|blackmail\w*|illegal|report\w*|police|crime|threatened|scammers?|accused|arrested|charged|could count)\b/i,
    },
    // Blackmail: "his wife gets the screenshots unless he transfers 2 lakh" (reports and warnings stand down).
    {
      pattern: /\b(?:unless|or else|if (?:he|she|they) (?:doesn['’]?t|don['’]?t|won['’]?t|refuses? to))\s+(?:he|she|they)?\s*(?:pays?|transfers?|sends?|wires?|hands? over|gives? you|deposits?|coughs? up)\b/gi,
      sentence: /\b(?:screenshots?|photos?|pictures?|pics|videos?|chats?|messages|nudes?|recordings?|secrets?|affair|(?:his|her|their) (?:wife|husband|partner|boss|family|parents|employer|girlfriend|boyfriend))\b/i,
      unless: /\b(?:extortion|blackmail\w*|illegal|report\w*|police|crime|threatened|gang|scammers?|accused|arrested|charged)\b/i,
    },
    // "Tell him that if he doesn't pay, you know where his kids go to school."
    {
      pattern: /\b(?:i|we|you)\s+know\s+where\s+(?:your|ur|his|her|their)\s+(?:kids?|children|daughter|son|wife|husband|family|mother|mom|mum|parents)\s+(?:go to school|goes to school|study|studies|live|lives|work|works|play|plays)\b/gi,
      setting: /\b(?:pay|pays|money|owe|owes|debt|or else|regret|unless|if (?:he|she|they) (?:doesn['’]?t|don['’]?t|won['’]?t))\b/i,
    },
    // "I know which school your kids go to."
    {
      pattern: /\b(?:i|we)\s+know\s+(?:which|what|where)\s+(?:school|college|house|street|building|office|bus|route|time|gym|class)\s+(?:your|ur)\s+(?:kids?|children|family|wife|husband|daughter|son|mother|mom|mum|parents|sister|brother|girlfriend|boyfriend)\b/gi,
    },
    // "Pay what you owe by Friday or you'll regret it."
    {
      pattern: new RegExp(
        `\\b(?:pay|transfer|send|return|give (?:back|me)|drop|withdraw|delete|take down|settle)\\b[^.!?\\n]{0,60}?\\b(?:by|before|within|until)\\b[^.!?\\n]{0,30}?\\bor (?:else\\b|you(?:${APOS}ll| will) (?:regret|be sorry|wish|pay for|see what happens|face the consequences))`,
        'gi',
      ),
      setting: /\b(?:(?:i|we) know (?:where|which|what|who)|your (?:kids|children|family|wife|husband|daughter|son|house|car|shop|mother|sister)|send (?:him|her|them) this|tell (?:him|her|them))\b/i,
    },
    // "Delete the review by tonight, or your wife gets the photos."
    {
      pattern: /\bor (?:else\s+)?(?:your (?:wife|husband|boss|family|parents|employer|kids|friends|followers|colleagues|girlfriend|boyfriend)|everyone(?: you know)?)\s+(?:gets?|sees?|will (?:get|see|receive))\s+(?:the|these|those|your|all the)\s+(?:photos|pictures|pics|videos|screenshots|messages|chats|nudes|recordings)\b/gi,
    },
    // "Your daughter will have an accident if she keeps talking to the police."
    {
      pattern: /\b(?:your|ur)\s+(?:daughter|son|kids?|wife|husband|family|mother|father|children|sister|brother)\s+(?:will|might|could|may)\s+(?:have an accident|get hurt|disappear|not come home|go missing|regret)\b[^.!?\n]{0,50}?\b(?:if|unless)\b/gi,
    },
    // "Withdraw the complaint by Monday or the pictures go to your husband."
    { pattern: /\bor (?:the|these|those|my|your) (?:pictures|photos|videos|pics|screenshots|chats|messages|recordings|nudes) (?:go|goes|get sent|will go|are going) (?:to|out to) (?:your|her|his|everyone)\b/gi },
    // "If you go to the police, your parents will see the video."
    {
      pattern: /\bif you (?:go to|tell|call|report\w*(?: (?:it|this|me|us))?(?: to)?|complain\w*(?: to)?)\s+(?:the\s+)?(?:police|cops|anyone|your parents|hr|a teacher|the school)\b[^.!?\n]{0,40}?\b(?:your (?:parents|wife|husband|boss|family|friends|kids|employer)|everyone)\s+(?:will|gets?|is going to)\s+(?:see|get|receive|know|hear)\b/gi,
    },
    { pattern: /\b(?:i|we)\s+know\s+(?:your|ur)\s+(?:kids?|son|daughter|children|wife|husband|family|mother|mum|mom)['’]?s?\s+(?:school|college|address|house|office|route|bus|workplace)\b/gi },
    // "We know where you park your car every night. Drop the complaint."
    {
      pattern: /\b(?:i|we)\s+know\s+(?:where|when|what time)\s+you\s+(?:park|live|work|sleep|go|study|shop|walk|jog|drop|leave|get home|finish|pray)\b/gi,
      setting: /\b(?:drop (?:the|your|it)|withdraw|pay|delete|keep (?:quiet|your mouth shut)|complain\w*|police|or else|regret|shut up|back off|stay away)\b/i,
    },
    // "Tell him that if he complains, we'll break his legs."
    {
      pattern: new RegExp(
        `\\b(?:tell|warn|text|message|send)\\w*\\s+(?:him|her|them)(?:\\s+that|\\s+this)?\\s*[:,]?\\s*['"‘“]?\\s*(?:if|unless)\\b[^.!?\\n]{0,80}?\\b(?:we|i|they)(?:${APOS}ll| will| are going to| gonna)\\s+(?:break|burn|hurt|kill|smash|beat|stab|shoot|torch|set fire to|destroy|ruin|find|come for|visit|pay (?:him|her|them) a visit)\\b`,
        'gi',
      ),
    },
  ],
};

export const GLORIFYING_ATTACKERS: Family = {
  id: 'glorifying-attackers',
  gate: /\b(?:inspiration|example to|need more|follow|copy|hero|martyr|soldier|legend|saint|patriot|warrior|lion|role model|brave|do the same|courage|heroism|(?:should|must|let['’]?s|need to|ought to) (?:all )?(?:celebrate|praise|honou?r|salute|thank|admire))/i,
  dimension: 'safety',
  what: 'glorifies attackers or calls others to follow them',
  severity: 'high',
  points: 4,
  // "to defend the faith" is the glorifier's own wording, not protective advice.
  plainFraming: true,
  suggestion: 'Remove the praise and the call to follow; describe the attack and its victims factually.',
  acts: [
    // "more young men should follow their example".
    {
      pattern: /\b(?:should|must|ought to|need to|will|to)\s+(?:follow\s+(?:in\s+)?(?:their|his|her|the)\s+(?:[\w'’-]+\s+)?(?:example|path|lead|footsteps)|copy\s+(?:him|her|them|what (?:he|she|they) did))\b/gi,
      sentence: /\b(?:more|others?|young|every|all|our)\b/i,
      setting: /\b(?:attack\w*|bomb\w*|shoot\w*|shooter|gunm[ae]n|massacre\w*|martyr\w*|jihad\w*|mujahid\w*|terror\w*|slaughter\w*|stabb\w*|assassin\w*|drove into (?:the |a )?crowd|rampage)\b/i,
      settingUnless: /\b(?:prevent\w*|radicali[sz]ation|deradicali|survivors|victims)\b/i,
    },
    // "the martyrs who blew up the checkpoint showed true courage, and every brother should do the same".
    {
      pattern: /\b(?:should|must|need to|ought to)\s+do the same\b|\b(?:attackers?|bombers?|shooters?|gunm[ae]n|martyrs?|men|brothers)\s+who\s+(?:bombed|attacked|blew up|shot|killed|stabbed|massacred)\b[^.!?\n]{0,40}?\b(?:showed|displayed|had|are|were)\s+(?:true |real |great )?(?:courage|bravery|heroism|heroes|martyrs)\b/gi,
      setting: /\b(?:attack\w*|bomb\w*|blew up|shoot\w*|shooter|gunm[ae]n|massacre\w*|martyr\w*|jihad\w*|terror\w*|stabb\w*)\b/i,
      settingUnless: /\b(?:prevent\w*|radicali[sz]ation|deradicali|condemn\w*|sentenced|convicted)\b/i,
    },
    // "those brave men who attacked the embassy are an inspiration; we need more like them".
    {
      pattern: /\b(?:are|were|is|was) (?:an |a )?(?:true |real |great )?(?:inspiration|example to (?:us|all|every)|role models?)\b|\bwe need more (?:like (?:them|him|her)|men like|people like)\b/gi,
      setting: /\b(?:attack\w*|bomb\w*|blew up|shoot\w*|shooter|gunm[ae]n|massacre\w*|martyr\w*|jihad\w*|terror\w*|stabb\w*|drove into)\b/i,
      settingUnless: /\b(?:prevent\w*|radicali[sz]ation|deradicali|condemn\w*|sentenced|convicted|survivors?|victims|rescuers?|first responders|nurses|firefighters|police officers)\b/i,
    },
    // "We should celebrate the gunman."
    {
      pattern: /\b(?:should|must|let['’]?s|need to|ought to)\s+(?:all\s+)?(?:celebrate|praise|honou?r|salute|thank|admire)\s+(?:the\s+|these\s+|those\s+)?(?:attackers?|bombers?|shooters?|gunm[ae]n|terrorists?|killers?|hijackers?|assassins?|martyrs? who)\b/gi,
    },
    // "the attackers were heroes", "the men who bombed the train were brave soldiers".
    {
      pattern: /\b(?:(?:attackers?|bombers?|shooters?|gunm[ae]n|terrorists?|killers?|hijackers?|assassins?)(?:\s+who\s+[^,.;!?]{0,50}?)?|(?:men|man|woman|women|people|those|boys|guys)\s+who\s+(?:bombed|attacked|shot|killed|stabbed|massacred|blew up)\b[^,.;!?]{0,40}?)\s+(?:were|was|are|is)\s+(?:(?:true|real|brave|great|genuine|the)\s+){0,2}(?:heroes?|martyrs?|soldiers|legends?|saints?|patriots|warriors|lions|role models|brave)\b/gi,
      unless: /\b(?:claim\w*|called|call them|said|says|described|propaganda|glorif\w*|celebrat\w*|supporters|chant\w*|recruit\w*|falsely|myth|wrong|not)\b/i,
    },
  ],
};

/**
 * An ambush planned for a person (session 17): "wait for him behind the bar after closing, bring a
 * couple of friends and a bat, and make sure he can't walk for a month". The injury intended is the
 * act; the ambush words (waiting, friends, a weapon) make it a plan, not a worry ("make sure he
 * can't walk on that ankle" is a nurse's care).
 */
export const ASSAULT_PLAN: Family = {
  id: 'assault-plan',
  gate: /\b(?:can['’]?t|cannot|won['’]?t|never) (?:walk|stand|see|talk|work|use)\b|\b(?:break|smash|shatter)\w*\s+(?:both\s+)?(?:his|her|their)\b|\bkneecap/i,
  dimension: 'safety',
  what: 'plans an attack that maims a person',
  severity: 'high',
  points: 4,
  suggestion: 'Remove the plan; if someone is threatening the reader, point to the police and to keeping records.',
  acts: [
    {
      pattern: new RegExp(
        `\\bmake sure (?:he|she|they|the guy|that guy|your ex)(?:${APOS}ll| will)? (?:can${APOS}?t|cannot|won${APOS}?t|never) (?:walk|stand|see|talk|work|use (?:his|her|their) (?:hands?|arms?|legs?))\\b[^.!?\\n]{0,20}?(?:again|for (?:a |the )?(?:week|month|year|while|weeks|months)|for (?:\\w+ )?(?:weeks|months))\\b|\\b(?:break|smash|shatter)\\w*\\s+(?:both\\s+)?(?:his|her|their)\\s+(?:legs|kneecaps?|knees|arms|hands|jaw|fingers|ribs)\\b|\\bkneecap\\s+(?:him|her|them)\\b`,
        'gi',
      ),
      sentence: /\b(?:bat|crowbar|pipe|knuckle\w*|wait for|jump (?:him|her|them)|corner (?:him|her|them)|friends|mates|boys|after (?:closing|work|school|dark)|behind|outside (?:his|her|their)|car park|alley)\b/i,
      unless: /\b(?:if (?:someone|anyone|they|he|she) (?:threatens?|says?)|threatened to|police|report|court|arrested|charged|was (?:attacked|beaten))\b/i,
    },
  ],
};
