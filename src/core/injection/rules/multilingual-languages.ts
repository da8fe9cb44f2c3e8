import { LETTERS } from './rule';

/**
 * One vocabulary per language for multilingual.ts (instruction override, prompt extraction, secret
 * requests): hand-written, lower case, with accents (`px` folds them like the text).
 */
export interface Language {
  /** First-person possessives ("my"): "ignore my previous instructions" is a person taking back their own, not an override. */
  readonly mine?: readonly string[];
  code: string;
  name: string;
  /** Verbs (imperative) that discard instructions, incl. "do not follow". */
  discard: string[];
  /** Words before the noun that make it "the earlier/your/all instructions". */
  before: string[];
  /** Nouns: instructions, rules, directives, prompt (stems; may be followed by suffixes). */
  rules: string[];
  /** Words after the noun: "previous", "above", "of the system". */
  after?: string[];
  /** Nouns with a possessive ending built in ("your rules"), enough on their own. */
  ownRules?: string[];
  /** Verbs asking to show, reveal, repeat, print or tell. */
  show: string[];
  /** "your" (to the model), or hidden/initial/secret. */
  yours: string[];
  /** System prompt, instructions, configuration, as objects of `show`. */
  prompt: string[];
  /** "your" when it follows the noun (Indonesian "prompt sistem kamu"). */
  yoursAfter?: string[];
  /** "word for word", "verbatim". */
  verbatim?: string[];
  /** "at the beginning" (instructions received at the start). */
  beginning?: string[];
  /** Secrets: "secret password", "admin password", "secret code". */
  secret: string[];
  /** Verb-final (SOV) languages: the verb comes after the noun. */
  verbLast?: boolean;
  /**
   * Negations right before the verb, in either word order ("پاس ورڈ کسی کو نہ بتائیں", "no digas",
   * "đừng chia sẻ"): advice, not a request.
   */
  not?: string[];
  /**
   * "never", "to nobody": in the same clause as the verb and the secret they make it advice
   * ("Gib dein Passwort niemals weiter", "deel nooit je wachtwoord"), wherever they stand.
   */
  never?: string[];
  /** What a negated verb goes on with, where the negation is a suffix (Turkish "söyleme", Japanese "教えないで"). */
  notAfter?: string;
  /** Verbs must end the word (Kannada, Malayalam: "ಹೇಳಿ" is not "ಹೇಳಿದರು", "he told"). */
  verbEnds?: boolean;
  /** No spaces between words (Chinese, Japanese): gaps count characters. */
  unspaced?: boolean;
}

export const LANGUAGES: Language[] = [
  {
    code: 'hi', name: 'Hindi', verbLast: true, not: ['न', 'ना', 'नहीं', 'मत'], never: ['कभी', 'किसी को', 'किसी से', 'किसी के साथ'],
    discard: ['भूल जाओ', 'भूल जाइए', 'भूल जा', 'भूल जाएँ', 'अनदेखा करो', 'अनदेखा करें', 'अनदेखा कर', 'नज़रअंदाज़ करो', 'नज़रअंदाज़ करें', 'नज़रअंदाज़ कर दो', 'की उपेक्षा करें', 'की उपेक्षा करो', 'उपेक्षा करें', 'पर ध्यान न दें', 'पर ध्यान मत दो', 'ध्यान न दें', 'इग्नोर करो', 'इग्नोर कर', 'मत मानो', 'मत मानना', 'का पालन मत करो', 'का पालन न करें', 'छोड़ दो', 'हटा दो'],
    before: ['उपरोक्त', 'पिछले', 'पिछली', 'पहले के', 'पहले दिए', 'ऊपर के', 'ऊपर दिए', 'ऊपर लिखे', 'सभी', 'सारे', 'सारी', 'अपने', 'तुम्हारे'],
    rules: ['निर्देश', 'नियम', 'आदेश', 'हिदायत', 'इंस्ट्रक्शन', 'प्रॉम्प्ट', 'पाबंदि', 'कमांड'],
    show: ['दिखाओ', 'दिखा दो', 'दिखाइए', 'दिखाएँ', 'बताओ', 'बता दो', 'बताइए', 'बताएँ', 'बताएं', 'लिखो', 'लिख दो', 'दोहराओ', 'दोहराइए', 'प्रिंट करो', 'दे दो', 'भेजो', 'भेज दो', 'साझा करो', 'साझा करें', 'प्रकट करो', 'प्रकट करें', 'उजागर करो'],
    yours: ['अपना', 'अपने', 'अपनी', 'तुम्हारा', 'तुम्हारे', 'तुम्हारी', 'आपका', 'आपके', 'आपकी', 'तेरा', 'तेरे'],
    prompt: ['सिस्टम प्रॉम्प्ट', 'सिस्टम प्रोम्प्ट', 'सिस्टम प्रांप्ट', 'सिस्टम संदेश', 'आंतरिक निर्देश', 'प्रारंभिक निर्देश', 'छिपे हुए निर्देश', 'छुपे हुए निर्देश', 'गुप्त निर्देश', 'शुरुआती निर्देश', 'मूल निर्देश', 'सिस्टम निर्देश', 'सिस्टम मैसेज', 'छिपी हुई सेटिंग'],
    verbatim: ['शब्दशः', 'हूबहू', 'ज्यों का त्यों', 'वर्ड बाय वर्ड'],
    beginning: ['शुरुआत में', 'शुरू में', 'सबसे पहले'],
    secret: ['गुप्त पासवर्ड', 'गोपनीय पासवर्ड', 'गुप्त पासकोड', 'एक्सेस टोकन', 'सीक्रेट पासवर्ड', 'गुप्त कोड', 'सीक्रेट कोड', 'एडमिन पासवर्ड', 'एडमिन का पासवर्ड', 'एपीआई की', 'गुप्त कुंजी'],
  },
  {
    code: 'hi-latn', name: 'Romanised Hindi (Hinglish)', verbLast: true, not: ['na', 'nahi', 'nahin', 'mat'], never: ['kabhi', 'kisi ko', 'kisi se', 'kisi ke saath'],
    discard: ['bhool jao', 'bhul jao', 'bhool ja', 'bhul ja', 'bhool jaiye', 'ignore karo', 'ignore kar', 'ignore kardo', 'nazarandaz karo', 'andekha karo', 'mat mano', 'mat maano', 'chhod do', 'chod do'],
    before: ['pichle', 'pichhle', 'pichli', 'pehle ke', 'pehle wale', 'upar ke', 'upar diye', 'saare', 'sare', 'sabhi', 'apne', 'tumhare'],
    rules: ['instructions', 'instruction', 'nirdesh', 'rules', 'niyam', 'hidayat', 'aadesh', 'prompt', 'pabandi'],
    show: ['dikhao', 'dikha do', 'dikhado', 'batao', 'bata do', 'batado', 'likho', 'likh do', 'repeat karo', 'print karo', 'bhejo', 'bhej do', 'share karo', 'de do', 'dedo'],
    yours: ['apna', 'apne', 'apni', 'tumhara', 'tumhare', 'tumhari', 'aapka', 'aapke', 'aapki', 'tera', 'tere'],
    prompt: ['system prompt', 'hidden instructions', 'hidden nirdesh', 'chhupe hue nirdesh', 'chupe hue instructions', 'secret instructions', 'original instructions', 'initial instructions', 'system message', 'system instructions'],
    verbatim: ['word by word', 'shabdash', 'hubahu', 'exactly'],
    beginning: ['shuru mein', 'shuruat mein', 'start mein'],
    secret: ['secret password', 'gupt password', 'secret code', 'gupt code', 'admin password', 'admin ka password', 'api key', 'secret key'],
  },
  {
    mine: ['mis', 'mi'],
    code: 'es', name: 'Spanish', not: ['no', 'nunca', 'jamás'], never: ['nunca', 'jamás', 'nadie'],
    beginning: ['al principio', 'al inicio', 'al comienzo'],
    verbatim: ['palabra por palabra', 'textualmente', 'literalmente', 'al pie de la letra'],
    discard: ['ignora', 'ignore', 'ignoren', 'olvida', 'olvide', 'olviden', 'olvídate de', 'descarta', 'descarte', 'omite', 'omita', 'no sigas', 'no siga', 'no obedezcas', 'no hagas caso a', 'no hagas caso de', 'haz caso omiso a', 'haz caso omiso de', 'desobedece', 'pasa por alto'],
    before: ['todas las', 'todos los', 'tus', 'sus', 'las anteriores', 'anteriores', 'previas', 'cualquier'],
    rules: ['instrucciones', 'instrucción', 'indicaciones', 'órdenes', 'reglas', 'normas', 'directrices', 'pautas', 'restricciones', 'consignas', 'prompt'],
    after: ['anteriores', 'previas', 'previos', 'precedentes', 'de arriba', 'iniciales', 'originales', 'del sistema', 'de sistema', 'que te dieron', 'que recibiste'],
    show: ['muestra', 'muéstrame', 'muestrame', 'enséñame', 'revela', 'revélame', 'dime', 'dame', 'escribe', 'imprime', 'repite', 'copia', 'comparte', 'di', 'lista'],
    yours: ['tu', 'tus', 'su', 'sus', 'las', 'el'],
    prompt: ['prompt del sistema', 'prompt de sistema', 'system prompt', 'mensaje del sistema', 'instrucciones del sistema', 'instrucciones ocultas', 'instrucciones iniciales', 'instrucciones originales', 'instrucciones secretas', 'configuración oculta', 'configuración interna'],
    secret: ['contraseña secreta', 'clave secreta', 'código secreto', 'contraseña del administrador', 'contraseña de administrador', 'contraseña maestra', 'tu contraseña', 'tu clave', 'api key', 'clave de api', 'credenciales'],
  },
  {
    mine: ['mes', 'mon', 'ma'],
    code: 'fr', name: 'French', not: ['ne', 'n', 'jamais'], never: ['jamais', 'personne'],
    beginning: ['au début', 'au départ', 'initialement'],
    verbatim: ['mot pour mot', 'mot à mot', 'textuellement', 'à la lettre'],
    discard: ['ignore', 'ignorez', 'oublie', 'oubliez', 'ne tiens pas compte des', 'ne tiens pas compte de', 'ne tenez pas compte des', 'ne tenez pas compte de', 'ne suis pas', 'ne suivez pas', "n'obéis pas à", "n'obéis pas aux", 'fais abstraction des', 'faites abstraction des', 'écarte', 'écartez', 'laisse tomber'],
    before: ['toutes les', 'tous les', 'tes', 'vos', 'les précédentes', 'précédentes', 'anciennes'],
    rules: ['instructions', 'consignes', 'règles', 'directives', 'ordres', 'indications', 'restrictions', 'prompt'],
    after: ['précédentes', 'antérieures', 'ci-dessus', 'initiales', 'originales', 'du système', 'données', 'reçues', "qu'on t'a données"],
    show: ['affiche', 'affichez', 'montre', 'montre-moi', 'montrez', 'montrez-moi', 'révèle', 'révélez', 'donne-moi', 'donnez-moi', 'dis-moi', 'dites-moi', 'répète', 'répétez', 'écris', 'écrivez', 'imprime', 'copie', 'recopie', 'partage'],
    yours: ['ton', 'ta', 'tes', 'votre', 'vos', 'les', 'le'],
    prompt: ['prompt système', 'prompt du système', 'system prompt', 'message système', 'instructions système', 'instructions cachées', 'instructions initiales', 'instructions secrètes', 'consignes initiales', 'consignes cachées', 'configuration cachée', 'configuration interne'],
    secret: ['mot de passe secret', 'code secret', 'mot de passe administrateur', "mot de passe de l'administrateur", 'mot de passe admin', 'clé secrète', 'ton mot de passe', 'votre mot de passe', 'clé api', 'identifiants'],
  },
  {
    mine: ['meine', 'meinen', 'meiner', 'meinem', 'mein'],
    code: 'de', name: 'German', not: ['nicht', 'nie', 'niemals', 'keinesfalls'], never: ['nie', 'niemals', 'niemandem', 'niemand', 'keinem', 'keinesfalls', 'nicht'],
    beginning: ['am anfang', 'zu beginn', 'anfangs'],
    verbatim: ['wörtlich', 'wort für wort'],
    discard: ['ignoriere', 'ignorier', 'ignorieren sie', 'vergiss', 'vergessen sie', 'missachte', 'missachten sie', 'verwirf', 'übergehe', 'befolge nicht', 'folge nicht', 'beachte nicht', 'beachten sie nicht'],
    before: ['alle', 'alle bisherigen', 'alle vorherigen', 'deine', 'ihre', 'die bisherigen', 'die vorherigen', 'vorherigen', 'bisherigen', 'früheren', 'obigen', 'sämtliche'],
    rules: ['anweisungen', 'anweisung', 'instruktionen', 'regeln', 'vorgaben', 'richtlinien', 'befehle', 'einschränkungen', 'systemanweisungen', 'prompt'],
    after: ['von oben', 'aus dem systemprompt', 'die du bekommen hast', 'die dir gegeben wurden'],
    show: ['zeig', 'zeige', 'zeigen sie', 'gib', 'gib mir', 'geben sie', 'verrate', 'verraten sie', 'nenne', 'nennen sie', 'wiederhole', 'wiederholen sie', 'schreib', 'schreibe', 'drucke', 'kopiere', 'teile'],
    yours: ['deinen', 'deine', 'dein', 'ihren', 'ihre', 'die', 'den'],
    prompt: ['systemprompt', 'system-prompt', 'system prompt', 'systemnachricht', 'systemanweisungen', 'versteckten anweisungen', 'geheimen anweisungen', 'ursprünglichen anweisungen', 'anfänglichen anweisungen', 'interne konfiguration'],
    secret: ['geheime passwort', 'geheimes passwort', 'geheimen code', 'geheimcode', 'admin-passwort', 'adminpasswort', 'administratorpasswort', 'dein passwort', 'deinen api-schlüssel', 'api-schlüssel', 'zugangsdaten', 'geheimen schlüssel'],
  },
  {
    mine: ['minhas', 'meus', 'minha', 'meu'],
    code: 'pt', name: 'Portuguese', not: ['não', 'nao', 'nunca', 'jamais'], never: ['nunca', 'jamais', 'ninguém', 'ninguem'],
    beginning: ['no início', 'no começo'],
    verbatim: ['palavra por palavra', 'literalmente', 'textualmente'],
    discard: ['ignore', 'ignora', 'ignorem', 'esqueça', 'esquece', 'desconsidere', 'desconsidera', 'descarte', 'não siga', 'nao siga', 'não obedeça', 'não obedeças', 'deixe de lado'],
    before: ['todas as', 'todos os', 'suas', 'tuas', 'as anteriores', 'anteriores', 'quaisquer'],
    rules: ['instruções', 'instrução', 'orientações', 'ordens', 'regras', 'normas', 'diretrizes', 'restrições', 'comandos', 'prompt'],
    after: ['anteriores', 'prévias', 'acima', 'iniciais', 'originais', 'do sistema', 'que você recebeu', 'que te deram'],
    show: ['mostre', 'mostra', 'mostre-me', 'me mostre', 'revele', 'revela', 'me diga', 'diga', 'diz', 'me dê', 'dê', 'escreva', 'imprima', 'repita', 'copie', 'compartilhe'],
    yours: ['seu', 'sua', 'seus', 'suas', 'teu', 'tua', 'o', 'as'],
    prompt: ['prompt de sistema', 'prompt do sistema', 'system prompt', 'mensagem do sistema', 'instruções do sistema', 'instruções ocultas', 'instruções iniciais', 'instruções originais', 'instruções secretas', 'configuração oculta', 'configuração interna'],
    secret: ['senha secreta', 'código secreto', 'senha do administrador', 'senha de administrador', 'senha mestra', 'sua senha', 'chave secreta', 'chave de api', 'chave da api', 'credenciais'],
  },
  {
    mine: ['mie', 'miei', 'mia', 'mio'],
    code: 'it', name: 'Italian', not: ['non', 'mai'], never: ['mai', 'nessuno'],
    beginning: ['all\'inizio', 'in principio'],
    verbatim: ['parola per parola', 'testualmente', 'alla lettera'],
    discard: ['ignora', 'ignori', 'ignorate', 'dimentica', 'dimentichi', 'dimenticate', 'scarta', 'tralascia', 'non seguire', 'non rispettare', 'non obbedire a', 'non obbedire alle', 'trascura'],
    before: ['tutte le', 'tutti i', 'le tue', 'i tuoi', 'tue', 'tuoi', 'le precedenti', 'precedenti', 'qualsiasi'],
    rules: ['istruzioni', 'istruzione', 'indicazioni', 'ordini', 'regole', 'norme', 'direttive', 'linee guida', 'restrizioni', 'comandi', 'prompt'],
    after: ['precedenti', 'di sopra', 'iniziali', 'originali', 'del sistema', 'ricevute', 'che ti hanno dato'],
    show: ['mostra', 'mostrami', 'rivela', 'rivelami', 'dimmi', 'dammi', 'scrivi', 'stampa', 'ripeti', 'copia', 'condividi', 'elenca'],
    yours: ['il tuo', 'la tua', 'le tue', 'i tuoi', 'tuo', 'tua', 'il', 'le'],
    prompt: ['prompt di sistema', 'prompt del sistema', 'system prompt', 'messaggio di sistema', 'istruzioni di sistema', 'istruzioni nascoste', 'istruzioni iniziali', 'istruzioni originali', 'istruzioni segrete', 'configurazione nascosta', 'configurazione interna'],
    secret: ['password segreta', 'codice segreto', "password dell'amministratore", 'password di amministratore', 'password admin', 'la tua password', 'chiave segreta', 'chiave api', 'credenziali'],
  },
  {
    // "hoe" (how) before the verb is a question ("Hoe schrijf je de systeemprompt?"), not a request
    mine: ['mijn'],
    code: 'nl', name: 'Dutch', not: ['niet', 'nooit', 'hoe'], never: ['nooit', 'niemand', 'niet'],
    discard: ['negeer', 'vergeet', 'negeert', 'volg niet', 'gehoorzaam niet', 'laat varen', 'verwerp'],
    before: ['alle', 'alle eerdere', 'alle vorige', 'je', 'jouw', 'uw', 'de eerdere', 'de vorige', 'eerdere', 'vorige', 'bovenstaande'],
    rules: ['instructies', 'instructie', 'aanwijzingen', 'regels', 'richtlijnen', 'opdrachten', 'beperkingen', 'prompt'],
    after: ['van hierboven', 'die je hebt gekregen'],
    show: ['laat', 'toon', 'geef', 'vertel', 'herhaal', 'schrijf', 'print', 'kopieer', 'deel'],
    yours: ['je', 'jouw', 'uw', 'de', 'het'],
    prompt: ['systeemprompt', 'systeem prompt', 'system prompt', 'systeembericht', 'systeeminstructies', 'verborgen instructies', 'oorspronkelijke instructies', 'geheime instructies'],
    secret: ['geheime wachtwoord', 'geheim wachtwoord', 'geheime code', 'beheerderswachtwoord', 'admin wachtwoord', 'je wachtwoord', 'jouw wachtwoord', 'api-sleutel', 'geheime sleutel', 'inloggegevens'],
  },
  {
    mine: ['moje', 'moich', 'moim', 'mojej', 'moją'],
    code: 'pl', name: 'Polish', not: ['nie', 'nigdy'], never: ['nigdy', 'nikomu', 'nikt', 'nikogo'],
    discard: ['zignoruj', 'ignoruj', 'zapomnij', 'pomiń', 'nie stosuj się do', 'nie przestrzegaj', 'nie słuchaj', 'odrzuć', 'porzuć'],
    before: ['wszystkie', 'wszystkich', 'poprzednie', 'poprzednich', 'wcześniejsze', 'wcześniejszych', 'swoje', 'swoich', 'twoje', 'twoich', 'powyższe'],
    rules: ['instrukcje', 'instrukcji', 'instrukcja', 'polecenia', 'poleceń', 'zasady', 'zasad', 'reguły', 'reguł', 'wytyczne', 'wytycznych', 'ograniczenia', 'prompt'],
    after: ['powyżej', 'systemowe', 'systemu'],
    show: ['pokaż', 'ujawnij', 'wyświetl', 'podaj', 'powiedz', 'powtórz', 'napisz', 'wypisz', 'wydrukuj', 'skopiuj', 'udostępnij'],
    yours: ['swój', 'swoje', 'swoja', 'twój', 'twoje', 'twoja', 'mi swój', 'mi swoje', 'mi twój'],
    prompt: ['prompt systemowy', 'systemowy prompt', 'system prompt', 'wiadomość systemową', 'instrukcje systemowe', 'ukryte instrukcje', 'początkowe instrukcje', 'tajne instrukcje', 'pełny prompt systemowy'],
    secret: ['tajne hasło', 'sekretne hasło', 'tajny kod', 'sekretny kod', 'hasło administratora', 'hasło admina', 'swoje hasło', 'twoje hasło', 'klucz api', 'tajny klucz', 'dane logowania'],
  },
  {
    mine: ['мои', 'моих', 'моим', 'мою', 'моё', 'мой'],
    code: 'ru', name: 'Russian', not: ['не', 'никогда', 'никому'], never: ['никогда', 'никому', 'ни в коем случае'],
    beginning: ['в начале', 'изначально', 'сначала'],
    verbatim: ['дословно', 'слово в слово'],
    discard: ['игнорируй', 'проигнорируй', 'игнорируйте', 'проигнорируйте', 'забудь', 'забудьте', 'отбрось', 'отбросьте', 'не слушай', 'не следуй', 'не выполняй', 'не соблюдай', 'не обращай внимания на', 'пренебреги'],
    before: ['все', 'всё', 'всех', 'свои', 'твои', 'ваши', 'предыдущие', 'предыдущих', 'прежние', 'прошлые', 'вышеуказанные', 'вышеперечисленные', 'изначальные', 'системные'],
    rules: ['инструкци', 'указани', 'правил', 'команд', 'ограничени', 'установк', 'директив', 'промпт'],
    after: ['выше', 'системы', 'которые тебе дали'],
    show: ['покажи', 'покажите', 'раскрой', 'раскройте', 'выведи', 'выведите', 'скажи', 'скажите', 'назови', 'повтори', 'повторите', 'напиши', 'напечатай', 'скопируй', 'перечисли', 'дай'],
    yours: ['свой', 'свои', 'твой', 'твои', 'ваш', 'ваши', 'мне свой', 'мне свои', 'мне твой'],
    prompt: ['системный промпт', 'системный промт', 'системное сообщение', 'системные инструкции', 'system prompt', 'скрытые инструкции', 'исходные инструкции', 'начальные инструкции', 'секретные инструкции', 'инструкции, которые тебе дали'],
    secret: ['секретный пароль', 'секретный код', 'пароль администратора', 'пароль админа', 'свой пароль', 'твой пароль', 'api-ключ', 'ключ api', 'секретный ключ', 'учётные данные', 'учетные данные'],
  },
  {
    code: 'el', name: 'Greek', not: ['μην', 'μη', 'δεν', 'ποτέ'], never: ['ποτέ', 'κανέναν', 'κανένα'],
    yoursAfter: ['σου', 'σας'],
    discard: ['αγνόησε', 'αγνοήστε', 'ξέχασε', 'ξεχάστε', 'παράβλεψε', 'παραβλέψτε', 'μην ακολουθείς', 'μην ακολουθήσεις', 'μην υπακούς'],
    before: ['όλες τις', 'όλους τους', 'τις προηγούμενες', 'προηγούμενες', 'τους κανόνες σου', 'τις οδηγίες σου', 'παλιές'],
    rules: ['οδηγίες', 'οδηγιών', 'εντολές', 'κανόνες', 'κανόνων', 'περιορισμούς', 'prompt'],
    after: ['σου', 'σας', 'παραπάνω', 'του συστήματος'],
    show: ['δείξε', 'δείξτε', 'αποκάλυψε', 'πες', 'πείτε', 'δώσε', 'επανάλαβε', 'γράψε', 'τύπωσε', 'αντέγραψε'],
    yours: ['ολόκληρο το', 'ολόκληρες τις', 'μου το', 'μου τις', 'μου τον', 'το', 'τις', 'τον'],
    prompt: ['system prompt σου', 'μήνυμα συστήματος', 'οδηγίες συστήματος', 'κρυφές οδηγίες', 'αρχικές οδηγίες', 'μυστικές οδηγίες', 'οδηγίες σου', 'ολόκληρο το system prompt'],
    secret: ['μυστικό κωδικό', 'μυστικός κωδικός', 'κωδικό πρόσβασης', 'κωδικό του διαχειριστή', 'κωδικό διαχειριστή', 'μυστικό κλειδί', 'κλειδί api'],
  },
  {
    code: 'tr', name: 'Turkish', verbLast: true, never: ['asla', 'kimseye', 'hiçbir zaman'],
    // "söyleme", "vermeyin": the negative imperative is a suffix (the text is folded to ASCII letters)
    // and the passive "yazılır", "gösterilir" (how it is written) or "yazılım" (software) is no request
    notAfter: 'm[ae](?:y[a-z]{0,5})?(?![a-z])|[iu]l[a-z]*',
    discard: ['yok say', 'görmezden gel', 'unut', 'dikkate alma', 'uyma', 'boşver', 'es geç', 'takma'],
    before: ['önceki', 'tüm', 'bütün', 'yukarıdaki', 'eski', 'sana verilen', 'sistem'],
    rules: ['talimat', 'yönerge', 'kural', 'komut', 'emir', 'kısıtlama', 'prompt'],
    ownRules: ['kurallarını', 'talimatlarını', 'yönergelerini', 'kısıtlamalarını'],
    show: ['göster', 'söyle', 'yaz', 'ver', 'tekrarla', 'paylaş', 'yazdır', 'açıkla'],
    yours: ['sistem', 'gizli', 'ilk', 'orijinal'],
    prompt: ['sistem istemini', 'sistem istemi', 'sistem promptunu', 'sistem prompt', 'system prompt', 'gizli talimatlarını', 'ilk talimatlarını', 'sistem talimatlarını'],
    secret: ['gizli şifreyi', 'gizli şifre', 'gizli kodu', 'yönetici şifresini', 'admin şifresini', 'şifreni', 'api anahtarını', 'gizli anahtarı'],
  },
  {
    code: 'id', name: 'Indonesian', not: ['jangan', 'tidak', 'tak'], never: ['siapa pun', 'siapapun'],
    yoursAfter: ['kamu', 'anda', 'mu'],
    discard: ['abaikan', 'lupakan', 'jangan ikuti', 'jangan patuhi', 'buang', 'tinggalkan', 'acuhkan'],
    before: ['semua', 'seluruh', 'sebelumnya', 'yang sebelumnya', 'di atas'],
    rules: ['instruksi', 'perintah', 'aturan', 'petunjuk', 'arahan', 'pedoman', 'batasan', 'prompt'],
    after: ['sebelumnya', 'di atas', 'sistem', 'awal', 'kamu', 'anda', 'mu'],
    ownRules: ['aturanmu', 'instruksimu', 'perintahmu', 'batasanmu'],
    show: ['tunjukkan', 'tampilkan', 'perlihatkan', 'ungkapkan', 'beri tahu', 'beritahu', 'sebutkan', 'ulangi', 'tuliskan', 'cetak', 'salin', 'bagikan', 'berikan'],
    yours: ['kamu', 'anda', 'mu', 'sistem', 'tersembunyi', 'awal'],
    prompt: ['prompt sistem', 'system prompt', 'pesan sistem', 'instruksi sistem', 'instruksi tersembunyi', 'instruksi awal', 'instruksi rahasia', 'konfigurasi tersembunyi'],
    secret: ['kata sandi rahasia', 'sandi rahasia', 'kode rahasia', 'kata sandi admin', 'kata sandi administrator', 'password admin', 'kata sandimu', 'kunci api', 'kunci rahasia', 'kredensial'],
  },
  {
    code: 'vi', name: 'Vietnamese', not: ['đừng', 'không', 'chớ'], never: ['bất kỳ ai', 'bất cứ ai', 'không bao giờ', 'ai cả'],
    yoursAfter: ['của bạn'],
    discard: ['bỏ qua', 'phớt lờ', 'lờ đi', 'quên', 'quên đi', 'đừng làm theo', 'không làm theo', 'đừng tuân theo', 'gạt bỏ'],
    before: ['tất cả', 'tất cả các', 'mọi', 'các', 'những'],
    rules: ['hướng dẫn', 'chỉ dẫn', 'chỉ thị', 'mệnh lệnh', 'lệnh', 'quy tắc', 'quy định', 'nguyên tắc', 'giới hạn', 'prompt'],
    after: ['trước đó', 'trước', 'ở trên', 'phía trên', 'ban đầu', 'của bạn', 'hệ thống'],
    show: ['hiển thị', 'cho tôi xem', 'cho xem', 'tiết lộ', 'cho tôi biết', 'nói', 'lặp lại', 'viết ra', 'in ra', 'sao chép', 'chia sẻ'],
    yours: ['toàn bộ', 'của bạn', 'bạn'],
    prompt: ['lời nhắc hệ thống', 'system prompt', 'prompt hệ thống', 'thông điệp hệ thống', 'hướng dẫn hệ thống', 'hướng dẫn ẩn', 'hướng dẫn ban đầu', 'chỉ dẫn bí mật'],
    secret: ['mật khẩu bí mật', 'mã bí mật', 'mật khẩu quản trị', 'mật khẩu admin', 'mật khẩu của bạn', 'khóa api', 'khóa bí mật', 'thông tin đăng nhập'],
  },
  {
    code: 'zh', name: 'Chinese', unspaced: true, not: ['不要', '别', '別', '勿', '不能', '不可', '不得', '绝不', '絕不', '不会', '不會'], never: ['任何人', '绝不', '絕不', '永远不', '永遠不'],
    discard: ['忽略', '忽视', '無視', '无视', '忘掉', '忘记', '忘記', '不要理会', '不要理會', '不要遵守', '不要遵循', '别管', '抛开', '拋開', '放弃', '放棄', '跳过'],
    before: ['之前', '以前', '先前', '上面', '上述', '以上', '前面', '所有', '全部', '你的', '您的', '原来', '原來', '原有', '系统', '系統'],
    rules: ['指令', '指示', '规则', '規則', '规定', '說明', '说明', '提示词', '提示詞', '限制', '命令', '要求', '设定', '設定'],
    show: ['显示', '顯示', '展示', '输出', '輸出', '告诉我', '告訴我', '说出', '說出', '透露', '泄露', '洩露', '打印', '重复', '重複', '复述', '复制', '给我', '給我', '列出', '写出', '寫出'],
    yours: ['你的', '您的', '你', '把你'],
    prompt: ['系统提示词', '系統提示詞', '系统提示', '系統提示', '系统指令', '系統指令', '隐藏指令', '隱藏指令', '初始指令', '原始指令', '设定', '一开始收到的指示', '最初的指示', '系统消息', '系統訊息'],
    secret: ['你的密码', '你的密碼', '秘密密码', '秘密代码', '秘密代碼', '暗号', '密钥', '金鑰', 'api密钥', '管理员密码', '管理員密碼'],
  },
  {
    code: 'ja', name: 'Japanese', unspaced: true, verbLast: true, never: ['誰にも', '決して', '他人に'],
    notAfter: '(?:し|さ)?(?:ないで|ない|るな|ません|ては|ちゃ)',
    discard: ['無視', '忘れ', '従わない', '従うな', '破棄', 'なかったことに', '気にしない'],
    before: ['以前の', '前の', 'これまでの', '今までの', '上記の', '上の', 'すべての', '全ての', 'あなたの', 'システムの', '最初の'],
    rules: ['指示', '命令', 'ルール', '規則', '指令', '設定', '制約', '制限', 'プロンプト'],
    show: ['表示', '見せ', '教え', '出力', '繰り返', '書き出', '開示', '明か', '公開', 'コピー'],
    yours: ['あなたの', 'きみの', '君の', 'お前の'],
    prompt: ['システムプロンプト', 'システム プロンプト', '初期指示', '隠された指示', '隠し指示', '最初の指示', 'システム指示', '内部設定'],
    secret: ['秘密のパスワード', '秘密のコード', '管理者パスワード', '管理者のパスワード', 'あなたのパスワード', 'apiキー', '秘密鍵', '合言葉'],
  },
  {
    code: 'ko', name: 'Korean', verbLast: true, not: ['안'], never: ['아무에게도', '아무한테도', '누구에게도', '절대'],
    notAfter: '[^.!?\\n]{0,4}(?:지 ?마|지 ?말|면 ?안|서는 ?안)',
    verbatim: ['그대로', '토씨 하나 틀리지 않고'],
    discard: ['무시', '잊어', '잊으', '따르지 마', '따르지 말', '버려', '신경 쓰지 마'],
    before: ['이전의', '이전', '앞의', '위의', '기존의', '기존', '모든', '너의', '네', '당신의', '시스템'],
    rules: ['지시', '지침', '명령', '규칙', '규정', '제한', '설정', '프롬프트'],
    show: ['보여', '알려', '출력', '말해', '반복', '공개', '밝혀', '적어', '써 줘', '복사'],
    yours: ['너의', '네', '당신의', '니'],
    prompt: ['시스템 프롬프트', '시스템프롬프트', '초기 지시', '숨겨진 지시', '숨겨진 지침', '원래 지시', '시스템 지침', '내부 설정'],
    secret: ['비밀 비밀번호', '너의 비밀번호', '네 비밀번호', '비밀 코드', '관리자 비밀번호', 'api 키', '비밀 키'],
  },
  {
    code: 'ar', name: 'Arabic', not: ['لا', 'لن', 'إياك'], never: ['لأحد', 'لأي أحد', 'لأي شخص', 'أبدا', 'أبدًا'],
    yoursAfter: ['الخاص بك', 'الخاصة بك'],
    discard: ['تجاهل', 'تجاهلي', 'تجاهلوا', 'انسَ', 'انس', 'انسى', 'انسي', 'لا تتبع', 'لا تلتزم', 'لا تطع', 'اترك', 'تخل عن', 'أهمل', 'اهمل'],
    before: ['جميع', 'كل', 'كافة'],
    rules: ['التعليمات', 'تعليمات', 'الأوامر', 'أوامر', 'القواعد', 'قواعد', 'الإرشادات', 'التوجيهات', 'القيود'],
    after: ['السابقة', 'الماضية', 'أعلاه', 'الأصلية', 'الخاصة بك', 'النظام'],
    ownRules: ['قواعدك', 'تعليماتك', 'أوامرك', 'قيودك', 'إرشاداتك'],
    show: ['اعرض', 'أظهر', 'اظهر', 'أرني', 'ارني', 'اكشف', 'أخبرني', 'اخبرني', 'قل', 'أعطني', 'اعطني', 'كرر', 'اكتب', 'اطبع', 'انسخ'],
    yours: ['لي', 'الخاص بك'],
    prompt: ['موجه النظام', 'تعليمات النظام', 'رسالة النظام', 'التعليمات المخفية', 'التعليمات الأولية', 'التعليمات الأصلية', 'تعليماتك', 'التعليمات السرية'],
    secret: ['بكلمة المرور السرية', 'بكلمة السر', 'بالرمز السري', 'بكلمة مرور المسؤول', 'كلمة المرور السرية', 'كلمة السر السرية', 'الرمز السري', 'كلمة مرور المسؤول', 'كلمة المرور الخاصة بك', 'المفتاح السري', 'مفتاح api'],
  },
  {
    code: 'ur', name: 'Urdu', verbLast: true, not: ['نہ', 'نہیں', 'مت'], never: ['کبھی', 'کسی کو', 'کسی سے', 'کسی کے ساتھ'],
    discard: ['نظر انداز', 'بھول', 'نہ مانو', 'مت مانو', 'چھوڑ دو', 'اگنور'],
    before: ['پچھلی', 'پچھلے', 'پہلے کی', 'پہلے والی', 'تمام', 'سب', 'سارے', 'ساری', 'اوپر'],
    rules: ['ہدایات', 'ہدایت', 'احکامات', 'حکم', 'اصول', 'قواعد', 'پابندیاں', 'انسٹرکشن', 'پرامپٹ'],
    show: ['دکھاؤ', 'دکھائیں', 'بتاؤ', 'بتائیں', 'لکھو', 'دہراؤ', 'ظاہر کرو', 'شیئر کرو'],
    yours: ['اپنا', 'اپنی', 'اپنے', 'تمہارا', 'تمہاری', 'آپ کا'],
    prompt: ['سسٹم پرامپٹ', 'سسٹم کی ہدایات', 'خفیہ ہدایات', 'ابتدائی ہدایات', 'پوشیدہ ہدایات'],
    secret: ['خفیہ پاس ورڈ', 'خفیہ کوڈ', 'ایڈمن پاس ورڈ', 'اپنا پاس ورڈ', 'خفیہ کلید', 'اے پی آئی کی'],
  },
  {
    code: 'bn', name: 'Bengali', verbLast: true, not: ['না'], never: ['কখনো', 'কখনও', 'কাউকে', 'কারো সাথে'],
    verbatim: ['হুবহু', 'শব্দে শব্দে'],
    discard: ['ভুলে', 'উপেক্ষা', 'অগ্রাহ্য', 'মেনো না', 'মানবে না', 'ইগনোর', 'বাদ দাও'],
    before: ['আগের', 'পূর্বের', 'পূর্ববর্তী', 'উপরের', 'সব', 'সমস্ত', 'সকল', 'তোমার', 'আপনার'],
    rules: ['নির্দেশ', 'নির্দেশনা', 'নিয়ম', 'আদেশ', 'নির্দেশাবলী', 'বিধিনিষেধ', 'প্রম্পট', 'ইনস্ট্রাকশন'],
    show: ['দেখাও', 'দেখান', 'বলো', 'বলুন', 'লেখো', 'লিখুন', 'প্রকাশ করো', 'পুনরাবৃত্তি করো', 'হুবহু লেখো', 'দাও'],
    yours: ['তোমার', 'আপনার', 'তোর'],
    prompt: ['সিস্টেম প্রম্পট', 'সিস্টেম নির্দেশ', 'গোপন নির্দেশ', 'প্রাথমিক নির্দেশ', 'শুরুতে তোমাকে যে নির্দেশনা', 'শুরুতে যে নির্দেশ'],
    secret: ['গোপন পাসওয়ার্ড', 'গোপন কোড', 'অ্যাডমিন পাসওয়ার্ড', 'তোমার পাসওয়ার্ড', 'গোপন চাবি', 'এপিআই কী'],
  },
  {
    code: 'ta', name: 'Tamil', verbLast: true, never: ['யாரிடமும்', 'யாருக்கும்', 'ஒருபோதும்'],
    // "சொல்லாதே", "சொல்ல வேண்டாம்" (do not tell) begin with the verb "சொல்"
    // and a verbal noun ("எழுதுவது", how to write it; "காட்டுவதற்கு") is no request
    notAfter: `[${LETTERS}]{0,6}(?:ாதே|ாதீர்|கூடாது)|[${LETTERS}]{0,4} (?:வேண்டாம்|கூடாது)|[${LETTERS}]{0,2}(?:வது|வதை|வதற்|வதில்|ப்பது|ப்பதை|ப்பதற்)`,
    discard: ['புறக்கணி', 'மறந்துவிடு', 'மறந்து', 'மற', 'பின்பற்றாதே', 'கடைப்பிடிக்காதே', 'இக்னோர்'],
    before: ['முந்தைய', 'முன்பு', 'முன்னர்', 'மேலே உள்ள', 'அனைத்து', 'எல்லா', 'உன்', 'உங்கள்'],
    rules: ['வழிமுறை', 'அறிவுறுத்த', 'கட்டளை', 'விதி', 'நெறிமுறை', 'கட்டுப்பாடு', 'ப்ராம்ப்ட்'],
    show: ['காட்டு', 'காட்டுங்கள்', 'சொல்', 'சொல்லுங்கள்', 'எழுது', 'வெளிப்படுத்து', 'திரும்பச் சொல்', 'கொடு'],
    yours: ['உன்', 'உங்கள்', 'உனது'],
    prompt: ['சிஸ்டம் ப்ராம்ப்ட்', 'சிஸ்டம் ப்ராம்ப்ட்டை', 'கணினி அறிவுறுத்தல்', 'மறைக்கப்பட்ட வழிமுறை', 'ஆரம்ப வழிமுறை', 'ரகசிய வழிமுறை'],
    secret: ['ரகசிய கடவுச்சொல்', 'ரகசியக் கடவுச்சொல்', 'ரகசிய குறியீடு', 'நிர்வாகி கடவுச்சொல்', 'உன் கடவுச்சொல்', 'ரகசிய விசை'],
  },
  {
    code: 'mr', name: 'Marathi', verbLast: true, never: ['कोणालाही', 'कधीही', 'कोणाला'],
    // "सांगू नका" (do not tell) begins with the verb "सांग"
    notAfter: `[${LETTERS}]{0,3} (?:नका|नकोस|नये)`,
    discard: ['विसरून जा', 'विसरा', 'विसर', 'दुर्लक्ष कर', 'दुर्लक्ष करा', 'पाळू नकोस', 'पाळू नका', 'मानू नकोस', 'इग्नोर कर'],
    before: ['आधीच्या', 'मागील', 'पूर्वीच्या', 'वरच्या', 'वरील', 'सर्व', 'सगळ्या', 'सगळे', 'तुझ्या', 'तुमच्या'],
    rules: ['सूचना', 'नियम', 'आदेश', 'निर्देश', 'प्रॉम्प्ट', 'इन्स्ट्रक्शन'],
    show: ['दाखव', 'दाखवा', 'सांग', 'सांगा', 'लिही', 'लिहा', 'उघड कर', 'पुन्हा सांग', 'दे'],
    yours: ['तुझा', 'तुझी', 'तुझे', 'तुमचा', 'तुमची', 'तुमचे'],
    prompt: ['सिस्टम प्रॉम्प्ट', 'सिस्टिम प्रॉम्प्ट', 'लपवलेल्या सूचना', 'सुरुवातीच्या सूचना', 'गुप्त सूचना'],
    secret: ['गुप्त पासवर्ड', 'गुप्त कोड', 'ॲडमिन पासवर्ड', 'अ‍ॅडमिन पासवर्ड', 'तुझा पासवर्ड', 'गुप्त किल्ली'],
  },
  {
    // Polite imperatives end in -ಇ ("ಹೇಳಿ"), which is also the start of past forms ("ಹೇಳಿದರು", "he told"): verbs end the word.
    code: 'kn', name: 'Kannada', verbLast: true, verbEnds: true, never: ['ಯಾರಿಗೂ', 'ಎಂದಿಗೂ', 'ಯಾವತ್ತೂ'],
    discard: ['ನಿರ್ಲಕ್ಷಿಸಿ', 'ನಿರ್ಲಕ್ಷಿಸು', 'ಮರೆತುಬಿಡಿ', 'ಮರೆತುಬಿಡು', 'ಮರೆತು ಬಿಡಿ', 'ಮರೆಯಿರಿ', 'ಕಡೆಗಣಿಸಿ', 'ಕಡೆಗಣಿಸು', 'ಪಾಲಿಸಬೇಡಿ', 'ಪಾಲಿಸಬೇಡ', 'ಅನುಸರಿಸಬೇಡಿ', 'ಇಗ್ನೋರ್ ಮಾಡಿ'],
    before: ['ಹಿಂದಿನ', 'ಮೊದಲಿನ', 'ಮೇಲಿನ', 'ಈ ಹಿಂದೆ ನೀಡಿದ', 'ಎಲ್ಲಾ', 'ಎಲ್ಲ', 'ನಿನ್ನ', 'ನಿಮ್ಮ'],
    rules: ['ಸೂಚನೆ', 'ನಿರ್ದೇಶನ', 'ನಿಯಮ', 'ಆದೇಶ', 'ಪ್ರಾಂಪ್ಟ್', 'ಕಟ್ಟುಪಾಡು', 'ನಿರ್ಬಂಧ'],
    show: ['ತೋರಿಸು', 'ತೋರಿಸಿ', 'ಹೇಳು', 'ಹೇಳಿ', 'ಬರೆ', 'ಬರೆಯಿರಿ', 'ಬಹಿರಂಗಪಡಿಸು', 'ಬಹಿರಂಗಪಡಿಸಿ', 'ಪುನರಾವರ್ತಿಸು', 'ಪುನರಾವರ್ತಿಸಿ', 'ಕೊಡು', 'ಕೊಡಿ', 'ನೀಡು', 'ನೀಡಿ', 'ತಿಳಿಸಿ'],
    yours: ['ನಿನ್ನ', 'ನಿಮ್ಮ'],
    prompt: ['ಸಿಸ್ಟಮ್ ಪ್ರಾಂಪ್ಟ್', 'ಸಿಸ್ಟಂ ಪ್ರಾಂಪ್ಟ್', 'ಗುಪ್ತ ಸೂಚನೆ', 'ಆರಂಭಿಕ ಸೂಚನೆ', 'ರಹಸ್ಯ ಸೂಚನೆ', 'ಮೂಲ ಸೂಚನೆ'],
    secret: ['ರಹಸ್ಯ ಪಾಸ್‌ವರ್ಡ್', 'ಗುಪ್ತ ಪಾಸ್‌ವರ್ಡ್', 'ರಹಸ್ಯ ಕೋಡ್', 'ಅಡ್ಮಿನ್ ಪಾಸ್‌ವರ್ಡ್', 'ನಿನ್ನ ಪಾಸ್‌ವರ್ಡ್', 'ರಹಸ್ಯ ಕೀ'],
  },
  {
    code: 'ml', name: 'Malayalam', verbLast: true, verbEnds: true, never: ['ആരോടും', 'ആർക്കും', 'ഒരിക്കലും'],
    discard: ['അവഗണിക്കുക', 'അവഗണിക്കൂ', 'അവഗണിക്ക്', 'മറക്കുക', 'മറക്കൂ', 'മറന്നേക്കൂ', 'മറന്നേക്കുക', 'മറന്നുകളയൂ', 'മറന്നുകളയുക', 'പാലിക്കരുത്', 'അനുസരിക്കരുത്', 'ഇഗ്നോർ ചെയ്യുക', 'ഇഗ്നോർ ചെയ്യൂ'],
    before: ['മുമ്പത്തെ', 'മുൻപത്തെ', 'മുൻ', 'മുകളിലെ', 'മുകളിലുള്ള', 'എല്ലാ', 'നിന്റെ', 'നിങ്ങളുടെ'],
    rules: ['നിർദ്ദേശ', 'നിർദേശ', 'നിയമ', 'ആജ്ഞ', 'പ്രോംപ്റ്റ്', 'നിയന്ത്രണ'],
    show: ['കാണിക്കുക', 'കാണിക്കൂ', 'പറയുക', 'പറയൂ', 'എഴുതുക', 'എഴുതൂ', 'വെളിപ്പെടുത്തുക', 'വെളിപ്പെടുത്തൂ', 'ആവർത്തിക്കുക', 'ആവർത്തിക്കൂ', 'തരൂ', 'തരിക', 'നൽകുക', 'നൽകൂ'],
    yours: ['നിന്റെ', 'നിങ്ങളുടെ', 'താങ്കളുടെ'],
    prompt: ['സിസ്റ്റം പ്രോംപ്റ്റ്', 'മറഞ്ഞിരിക്കുന്ന നിർദ്ദേശ', 'പ്രാരംഭ നിർദ്ദേശ', 'രഹസ്യ നിർദ്ദേശ', 'യഥാർത്ഥ നിർദ്ദേശ'],
    secret: ['രഹസ്യ പാസ്‌വേഡ്', 'രഹസ്യ കോഡ്', 'അഡ്മിൻ പാസ്‌വേഡ്', 'നിന്റെ പാസ്‌വേഡ്', 'രഹസ്യ കീ'],
  },
  {
    // Gujarati: verb last; negation "ન / નહીં" before or after the verb ("કોઈને ન કહો", "કહેશો નહીં").
    code: 'gu', name: 'Gujarati', verbLast: true, not: ['ન', 'ના', 'નહીં', 'નહિ', 'મત'], never: ['ક્યારેય', 'કોઈને', 'કોઈની સાથે', 'કોઈ સાથે'],
    verbatim: ['શબ્દશઃ', 'અક્ષરશઃ', 'જેમ છે તેમ'],
    beginning: ['શરૂઆતમાં', 'પ્રારંભમાં'],
    discard: ['ભૂલી જાઓ', 'ભૂલી જાવ', 'ભૂલી જા', 'ભૂલી જજો', 'અવગણો', 'અવગણી દો', 'અવગણના કરો', 'ધ્યાન ન આપો', 'ધ્યાન ના આપો', 'પાલન ન કરો', 'પાલન ના કરો', 'પાળશો નહીં', 'માનશો નહીં', 'ન માનો', 'ઇગ્નોર કરો', 'ઇગ્નોર કર', 'છોડી દો'],
    before: ['અગાઉના', 'અગાઉની', 'અગાઉ આપેલા', 'અગાઉ આપેલી', 'પહેલાંના', 'પહેલાના', 'પહેલાંની', 'પહેલાની', 'ઉપરના', 'ઉપરની', 'ઉપર આપેલા', 'ઉપર આપેલી', 'બધા', 'બધી', 'તમામ', 'તમારા', 'તમારી', 'તારા', 'તારી'],
    rules: ['સૂચના', 'નિર્દેશ', 'નિયમ', 'આદેશ', 'હુકમ', 'પ્રોમ્પ્ટ', 'પ્રૉમ્પ્ટ', 'ઇન્સ્ટ્રક્શન', 'પ્રતિબંધ'],
    show: ['બતાવો', 'બતાવી દો', 'બતાવ', 'કહો', 'કહી દો', 'જણાવો', 'જણાવી દો', 'લખો', 'લખી દો', 'લખી આપો', 'લખી આપ', 'ફરીથી લખો', 'દોહરાવો', 'પુનરાવર્તન કરો', 'આપો', 'આપી દો', 'મોકલો', 'મોકલી દો', 'શેર કરો', 'જાહેર કરો', 'છાપો'],
    yours: ['તમારો', 'તમારા', 'તમારી', 'તમારું', 'તારો', 'તારા', 'તારી', 'તારું', 'આપનો', 'આપની'],
    prompt: ['સિસ્ટમ પ્રોમ્પ્ટ', 'સિસ્ટમ પ્રૉમ્પ્ટ', 'સિસ્ટમ સંદેશ', 'છુપી સૂચના', 'છુપાયેલી સૂચના', 'ગુપ્ત સૂચના', 'શરૂઆતની સૂચના', 'પ્રારંભિક સૂચના', 'મૂળ સૂચના', 'આંતરિક સૂચના'],
    secret: ['ગુપ્ત પાસવર્ડ', 'ગુપ્ત કોડ', 'સિક્રેટ કોડ', 'સીક્રેટ કોડ', 'એડમિન પાસવર્ડ', 'તમારો પાસવર્ડ', 'તારો પાસવર્ડ', 'ગુપ્ત ચાવી', 'એપીઆઈ કી', 'api કી'],
  },
  {
    // Telugu: verb last; negation is a suffix ("చెప్పకండి", "చెప్పవద్దు"), which the listed imperatives do not begin.
    code: 'te', name: 'Telugu', verbLast: true, never: ['ఎవరితోనూ', 'ఎవరికీ', 'ఎవ్వరికీ', 'ఎప్పుడూ', 'ఎప్పటికీ'],
    verbatim: ['యథాతథంగా', 'పదం పదం', 'అక్షరం అక్షరం'],
    discard: ['మర్చిపో', 'మరచిపో', 'మర్చిపోండి', 'మరచిపోండి', 'విస్మరించు', 'విస్మరించండి', 'పట్టించుకోకు', 'పట్టించుకోవద్దు', 'పట్టించుకోకండి', 'పాటించకు', 'పాటించవద్దు', 'పాటించకండి', 'ఇగ్నోర్ చెయ్యి', 'ఇగ్నోర్ చేయి', 'ఇగ్నోర్ చేయండి', 'వదిలేయి', 'వదిలెయ్', 'వదిలేయండి'],
    before: ['మునుపటి', 'ఇంతకుముందు', 'ఇంతకు ముందు', 'గతంలో ఇచ్చిన', 'పైన ఇచ్చిన', 'పైన ఉన్న', 'పైని', 'అన్ని', 'నీ', 'మీ'],
    rules: ['సూచన', 'ఆదేశ', 'నియమ', 'నిబంధన', 'ప్రాంప్ట్', 'ఇన్‌స్ట్రక్షన్', 'ఆంక్ష'],
    show: ['చూపించు', 'చూపించండి', 'చూపు', 'చూపండి', 'చెప్పు', 'చెప్పండి', 'రాయి', 'రాయండి', 'వ్రాయి', 'వ్రాయండి', 'బయటపెట్టు', 'బయటపెట్టండి', 'పునరావృతం చేయి', 'పునరావృతం చేయండి', 'మళ్ళీ చెప్పు', 'ఇవ్వు', 'ఇవ్వండి', 'పంపు', 'పంపండి', 'షేర్ చేయి', 'షేర్ చేయండి', 'తెలియజేయి', 'తెలియజేయండి', 'ప్రింట్ చేయి'],
    yours: ['నీ', 'మీ', 'నీయొక్క', 'మీయొక్క', 'నీకున్న', 'మీకున్న'],
    prompt: ['సిస్టమ్ ప్రాంప్ట్', 'సిస్టం ప్రాంప్ట్', 'సిస్టమ్ సందేశ', 'దాచిన సూచన', 'రహస్య సూచన', 'ప్రారంభ సూచన', 'మొదటి సూచన', 'అసలు సూచన', 'అంతర్గత సూచన'],
    secret: ['రహస్య పాస్‌వర్డ్', 'రహస్య కోడ్', 'సీక్రెట్ కోడ్', 'అడ్మిన్ పాస్‌వర్డ్', 'నీ పాస్‌వర్డ్', 'మీ పాస్‌వర్డ్', 'రహస్య కీ', 'api కీ', 'ఏపీఐ కీ'],
  },
  {
    // Punjabi (Gurmukhi): verb last like Hindi; informal "-ਦੇ" imperatives next to the polite "-ਓ / ਦਿਓ".
    code: 'pa', name: 'Punjabi', verbLast: true, not: ['ਨਾ', 'ਨ', 'ਨਹੀਂ', 'ਮਤ'], never: ['ਕਦੇ', 'ਕਦੇ ਵੀ', 'ਕਿਸੇ ਨੂੰ', 'ਕਿਸੇ ਨਾਲ'],
    verbatim: ['ਸ਼ਬਦ-ਬ-ਸ਼ਬਦ', 'ਸ਼ਬਦ ਬ ਸ਼ਬਦ', 'ਹੂਬਹੂ', 'ਜਿਉਂ ਦਾ ਤਿਉਂ'],
    beginning: ['ਸ਼ੁਰੂ ਵਿੱਚ', 'ਸ਼ੁਰੂਆਤ ਵਿੱਚ'],
    discard: ['ਭੁੱਲ ਜਾਓ', 'ਭੁੱਲ ਜਾਵੋ', 'ਭੁੱਲ ਜਾ', 'ਨਜ਼ਰਅੰਦਾਜ਼ ਕਰੋ', 'ਨਜ਼ਰਅੰਦਾਜ਼ ਕਰ', 'ਅਣਡਿੱਠ ਕਰੋ', 'ਅਣਡਿੱਠਾ ਕਰੋ', 'ਅਣਗੌਲਿਆ ਕਰੋ', 'ਧਿਆਨ ਨਾ ਦਿਓ', 'ਨਾ ਮੰਨੋ', 'ਪਾਲਣਾ ਨਾ ਕਰੋ', 'ਇਗਨੋਰ ਕਰੋ', 'ਇਗਨੋਰ ਕਰ', 'ਛੱਡ ਦਿਓ', 'ਛੱਡ ਦੇ'],
    before: ['ਪਿਛਲੇ', 'ਪਿਛਲੀਆਂ', 'ਪਿਛਲੀ', 'ਪਹਿਲਾਂ ਦੇ', 'ਪਹਿਲਾਂ ਦਿੱਤੇ', 'ਪਹਿਲਾਂ ਦਿੱਤੀਆਂ', 'ਉੱਪਰ ਦਿੱਤੇ', 'ਉੱਪਰ ਦਿੱਤੀਆਂ', 'ਉੱਪਰਲੇ', 'ਸਾਰੇ', 'ਸਾਰੀਆਂ', 'ਸਭ', 'ਆਪਣੇ', 'ਆਪਣੀਆਂ', 'ਤੁਹਾਡੇ', 'ਤੁਹਾਡੀਆਂ', 'ਤੇਰੇ', 'ਤੇਰੀਆਂ'],
    rules: ['ਹਦਾਇਤ', 'ਨਿਰਦੇਸ਼', 'ਨਿਯਮ', 'ਹੁਕਮ', 'ਆਦੇਸ਼', 'ਪ੍ਰੌਂਪਟ', 'ਪ੍ਰੋਂਪਟ', 'ਪ੍ਰੋਮਪਟ', 'ਪਾਬੰਦੀ', 'ਇੰਸਟ੍ਰਕਸ਼ਨ'],
    show: ['ਦਿਖਾਓ', 'ਦਿਖਾ ਦਿਓ', 'ਦਿਖਾ ਦੇ', 'ਵਿਖਾਓ', 'ਵਿਖਾ ਦਿਓ', 'ਵਿਖਾ ਦੇ', 'ਦੱਸੋ', 'ਦੱਸ ਦਿਓ', 'ਦੱਸ ਦੇ', 'ਲਿਖੋ', 'ਲਿਖ ਦਿਓ', 'ਲਿਖ ਦੇ', 'ਦੁਹਰਾਓ', 'ਦੁਹਰਾ ਦੇ', 'ਛਾਪੋ', 'ਛਾਪ ਦਿਓ', 'ਛਾਪ ਦੇ', 'ਦੇ ਦਿਓ', 'ਭੇਜੋ', 'ਭੇਜ ਦਿਓ', 'ਭੇਜ ਦੇ', 'ਸਾਂਝਾ ਕਰੋ', 'ਜ਼ਾਹਰ ਕਰੋ'],
    yours: ['ਤੁਹਾਡਾ', 'ਤੁਹਾਡੇ', 'ਤੁਹਾਡੀ', 'ਤੇਰਾ', 'ਤੇਰੇ', 'ਤੇਰੀ', 'ਆਪਣਾ', 'ਆਪਣੇ', 'ਆਪਣੀ'],
    prompt: ['ਸਿਸਟਮ ਪ੍ਰੌਂਪਟ', 'ਸਿਸਟਮ ਪ੍ਰੋਂਪਟ', 'ਸਿਸਟਮ ਪ੍ਰੋਮਪਟ', 'ਸਿਸਟਮ ਸੁਨੇਹਾ', 'ਲੁਕਵੀਆਂ ਹਦਾਇਤਾਂ', 'ਲੁਕੀਆਂ ਹਦਾਇਤਾਂ', 'ਗੁਪਤ ਹਦਾਇਤਾਂ', 'ਸ਼ੁਰੂਆਤੀ ਹਦਾਇਤਾਂ', 'ਮੂਲ ਹਦਾਇਤਾਂ', 'ਗੁਪਤ ਨਿਰਦੇਸ਼'],
    secret: ['ਗੁਪਤ ਪਾਸਵਰਡ', 'ਗੁਪਤ ਕੋਡ', 'ਸੀਕ੍ਰੇਟ ਕੋਡ', 'ਐਡਮਿਨ ਪਾਸਵਰਡ', 'ਤੁਹਾਡਾ ਪਾਸਵਰਡ', 'ਤੇਰਾ ਪਾਸਵਰਡ', 'ਗੁਪਤ ਕੁੰਜੀ', 'ਏਪੀਆਈ ਕੀ', 'api ਕੀ'],
  },
];
