/**
 * The concepts of the concept rules (multilingual-concepts.ts): word lists in 27 languages besides
 * English, each grouped by language in the order es fr de pt it nl pl ru el tr id vi ar ur hi
 * (Devanagari, romanised) bn mr gu pa ta te kn ml zh ja ko.
 *
 * Entry syntax: a word or phrase in lower case; a trailing `*` lets it continue (stems:
 * "пользовател*", "kullanıcı*"). Words in Chinese, Japanese or Korean script always match inside
 * longer text; in other scripts a word starts at a word start and, without `*`, ends at a word end.
 */

/** A concept: its words and/or a pattern of its own (numbers, addresses). */
export interface Concept {
  readonly words: readonly string[];
  /** Tried on a sentence that has every word concept of the family (cheap: such sentences are rare). */
  readonly pattern?: RegExp;
}

/** "never", "don't", "not": warnings and advice say the same words with one of these. */
export const NEGATION: Concept = {
  words: [
    'nunca', 'jamás', 'no', 'jamais', 'ne', "n'", 'pas', 'niemals', 'nie', 'nicht', 'kein*', 'não', 'non', 'niet', 'nooit', 'geen', 'nigdy',
    'никогда', 'не', 'нельзя', 'ποτέ', 'μην', 'δεν', 'asla', 'hiçbir', 'jangan', 'tidak', 'bukan', 'không', 'đừng',
    'لا', 'أبدا', 'ابدا', 'أبداً', 'لن', 'کبھی', 'نہ', 'نہیں', 'مت',
    // Hinglish "mat" (don't) is not listed: Vietnamese "mật khẩu" (password) folds to "mat khau"
    'कभी', 'मत', 'नहीं', 'ना', 'न', 'kabhi', 'nahi', 'nahin', 'mat batana', 'mat batao', 'mat bhejo', 'mat do', 'mat dena', 'mat karo',
    'কখনো', 'কখনও', 'না', 'নয়', 'कधीही', 'नका', 'नये', 'ક્યારેય', 'નહીં', 'ના', 'ਕਦੇ', 'ਨਾ', 'ਨਹੀਂ',
    'ஒருபோதும்', 'வேண்டாம்', 'கூடாது', 'ఎప్పుడూ', 'వద్దు', 'కూడదు', 'ಎಂದಿಗೂ', 'ಬೇಡ', 'ಬಾರದು', 'ഒരിക്കലും', 'അരുത്', 'വേണ്ട',
    '绝不', '絕不', '从不', '從不', '不会', '不會', '切勿', '请勿', '請勿', '不要', '勿',
    '決して', '絶対に', 'しない', 'しません', 'ないで', '禁止', '절대', '마세요', '않습니다', '말 것', '마십시오',
  ],
};

/** Passwords, API keys, tokens: what an attacker wants written into the answer. */
export const SECRET: Concept = {
  words: [
    'password', 'passwort', 'api key', 'api-key', 'apikey', 'token',
    'contraseña', 'clave api', 'clave de api', 'credenciales', 'mot de passe', 'clé api', "clé d'api", 'jeton', 'identifiants',
    'kennwort', 'api-schlüssel', 'zugangsdaten', 'senha', 'chave api', 'chave da api', 'credenciais', 'chiave api', 'credenziali',
    'wachtwoord', 'api-sleutel', 'api sleutel', 'inloggegevens', 'hasło', 'hasła', 'klucz api', 'dane logowania',
    'пароль*', 'ключ api', 'api-ключ', 'api ключ', 'токен*', 'секретный ключ', 'учетные данные', 'учётные данные',
    'κωδικό πρόσβασης', 'κωδικός πρόσβασης', 'κωδικού πρόσβασης', 'συνθηματικό', 'κλειδί api',
    'şifre*', 'parola*', 'api anahtar*', 'kata sandi', 'sandi', 'kunci api', 'kredensial', 'mật khẩu', 'khóa api', 'khoá api',
    'كلمة المرور', 'كلمة السر', 'مفتاح api', 'رمز الوصول', 'پاس ورڈ', 'پاسورڈ',
    'पासवर्ड*', 'एपीआई की', 'एपीआई कुंजी', 'api की', 'एपीआय की', 'পাসওয়ার্ড*', 'api কি', 'এপিআই কি', 'પાસવર્ડ*', 'api કી', 'ਪਾਸਵਰਡ*', 'api ਕੀ',
    'கடவுச்சொல்*', 'பாஸ்வேர்ட்*', 'api விசை*', 'api கீ', 'పాస్‌వర్డ్*', 'పాస్వర్డ్*', 'api కీ', 'ಪಾಸ್‌ವರ್ಡ್*', 'ಪಾಸ್ವರ್ಡ್*', 'api ಕೀ', 'പാസ്‌വേഡ്*', 'പാസ്വേഡ്*', 'api കീ',
    '密码', '密碼', '密钥', '金鑰', '令牌', 'パスワード', 'apiキー', 'api キー', 'トークン', '秘密鍵', 'アクセスキー', '비밀번호', '암호', 'api 키', 'api키', '토큰', '비밀 키',
  ],
};

/** The reader's own answer or the chat it writes in. */
export const ANSWER: Concept = {
  words: [
    'respuesta*', 'este chat', 'el chat', 'réponse*', 'ce chat', 'antwort*', 'diesen chat', 'im chat', 'resposta*', 'este chat', 'no chat', 'risposta*', 'questa chat', 'nella chat',
    'antwoord*', 'deze chat', 'odpowiedź', 'odpowiedzi', 'czacie', 'czat', 'ответ', 'ответе', 'ответа', 'ответу', 'ответом', 'чат*',
    'απάντηση', 'απάντησή', 'απάντησης', 'συνομιλία', 'cevab*', 'cevap*', 'yanıt*', 'sohbet*', 'jawaban*', 'balasan*', 'obrolan', 'chat ini',
    'câu trả lời', 'trả lời', 'cuộc trò chuyện', 'إجابت*', 'الإجابة', 'اجابت*', 'ردك', 'الرد', 'المحادثة', 'الدردشة', 'جواب*', 'چیٹ*',
    'जवाब*', 'उत्तर*', 'चैट*', 'चॅट*', 'jawab*', 'is chat', 'chat mein', 'chat me', 'উত্তর*', 'জবাব*', 'চ্যাট*',
    'જવાબ*', 'ઉત્તર*', 'ચેટ*', 'ਜਵਾਬ*', 'ਉੱਤਰ*', 'ਚੈਟ*', 'பதில்*', 'அரட்டை*', 'சாட்*', 'సమాధాన*', 'జవాబు*', 'చాట్*', 'ಉತ್ತರ*', 'ಚಾಟ್*',
    'മറുപടി*', 'ഉത്തര*', 'ചാറ്റ്*', '回答', '回复', '回覆', '答复', '答覆', '聊天', '返答', '返信', 'チャット', '답변', '대답', '응답', '채팅',
  ],
};

/** Write, paste, give, tell, show, print, include: imperative and polite request forms. */
export const OUTPUT: Concept = {
  words: [
    'escribe', 'escriba', 'pega', 'pegue', 'dame', 'deme', 'dime', 'dígame', 'muestra', 'muestre', 'muéstrame', 'incluye', 'incluya', 'pon', 'ponga', 'imprime', 'comparte', 'comparta',
    'écris', 'écrivez', 'colle', 'collez', 'donne', 'donnez', 'dis-moi', 'dites-moi', 'affiche', 'affichez', 'montre', 'montrez', 'inclus', 'incluez', 'mets', 'mettez', 'partage', 'partagez', 'indique', 'indiquez',
    'schreib', 'schreibe', 'füge', 'gib', 'nenne', 'nennen sie', 'zeig', 'zeige', 'zeigen sie', 'poste', 'kopiere', 'teile', 'teilen sie', 'verrate', 'verraten sie',
    'escreva', 'escreve', 'cole', 'diga', 'mostre', 'inclua', 'coloque', 'compartilhe', 'informe',
    'scrivi', 'scriva', 'incolla', 'dammi', 'dimmi', 'mostra', 'mostrami', 'includi', 'inserisci', 'metti', 'condividi', 'riporta',
    'schrijf', 'plak', 'geef', 'vertel', 'toon', 'zet', 'deel', 'noem', 'napisz', 'wklej', 'podaj', 'daj', 'powiedz', 'pokaż', 'wypisz', 'umieść', 'udostępnij',
    'напиши', 'напишите', 'вставь', 'вставьте', 'дай', 'дайте', 'скажи', 'скажите', 'покажи', 'покажите', 'выведи', 'выведите', 'укажи', 'укажите', 'пришли', 'пришлите', 'сообщи', 'сообщите',
    'γράψε', 'γράψτε', 'επικόλλησε', 'δώσε', 'δώστε', 'πες', 'πείτε', 'δείξε', 'δείξτε', 'εμφάνισε',
    'yaz', 'yazın', 'yapıştır', 'yapıştırın', 'ver', 'verin', 'söyle', 'söyleyin', 'göster', 'gösterin', 'paylaş', 'paylaşın', 'belirt', 'belirtin',
    'tulis', 'tuliskan', 'tempel', 'tempelkan', 'berikan', 'beritahu', 'beritahukan', 'katakan', 'tunjukkan', 'tampilkan', 'sertakan', 'cantumkan', 'bagikan',
    'hãy viết', 'viết', 'dán', 'cho tôi', 'hãy cho', 'hiển thị', 'cho biết', 'chia sẻ', 'ghi',
    'اكتب', 'الصق', 'أعطني', 'اعطني', 'أخبرني', 'اخبرني', 'قل', 'اعرض', 'أظهر', 'اظهر', 'ضع', 'شارك',
    'لکھ*', 'بتاؤ', 'بتائیں', 'بتا دو', 'دکھاؤ', 'دکھائیں', 'پیسٹ*',
    'लिख*', 'बताओ', 'बताएं', 'बताएँ', 'बताइए', 'बता दो', 'दिखाओ', 'दिखाएं', 'दे दो', 'पेस्ट*', 'डालो', 'डाल दो',
    'likh*', 'batao', 'bata do', 'dikhao', 'dikha', 'dikha do', 'copy karke', 'copy kar do', 'de do', 'paste', 'daal do', 'daal de', 'نقل کرو', 'نقل کریں', 'कॉपी कर दो', 'कॉपी करो',
    'লিখে দাও', 'লিখে দিন', 'লেখো', 'লিখুন', 'বলো', 'বলুন', 'দেখাও', 'দেখান', 'পেস্ট*',
    'लिहा*', 'लिही', 'सांगा', 'सांग', 'दाखवा', 'दाखव', 'द्या', 'લખો', 'લખી', 'જણાવો', 'કહો', 'બતાવો', 'આપો', 'પેસ્ટ*',
    'ਲਿਖੋ', 'ਲਿਖ', 'ਦੱਸੋ', 'ਦੱਸ', 'ਦਿਖਾਓ', 'ਦਿਓ', 'ਪੇਸਟ*',
    'எழுது*', 'சொல்லு*', 'காட்டு*', 'கொடு*', 'ஒட்டு*', 'రాయి', 'రాయండి', 'వ్రాయి', 'వ్రాయండి', 'చెప్పు', 'చెప్పండి', 'చూపించు', 'చూపండి', 'ఇవ్వు', 'ఇవ్వండి', 'పేస్ట్*',
    'ಬರೆ*', 'ಹೇಳು', 'ಹೇಳಿ', 'ತೋರಿಸು', 'ತೋರಿಸಿ', 'ಕೊಡು', 'ಕೊಡಿ', 'ನೀಡಿ', 'ಪೇಸ್ಟ್*', 'എഴുതുക', 'എഴുതൂ', 'പറയുക', 'പറയൂ', 'കാണിക്കുക', 'കാണിക്കൂ', 'തരൂ', 'നൽകുക', 'പേസ്റ്റ്*',
    '写出', '写下', '写在', '寫在', '写到', '粘贴', '貼上', '告诉', '告訴', '给我', '給我', '显示', '顯示', '输出', '輸出', '列出', '提供',
    '書いて', '書け', '貼り付け', '貼って', '教えて', '表示して', '出力して', '記載して', '入れて', '載せて', '示して',
    '적어', '써 줘', '써줘', '써 주세요', '붙여', '알려', '보여', '출력해', '넣어', '공유해', '제공해',
    // copy (into the answer), and third-person requests ("the assistant should write")
    'cópialo', 'cópiala', 'reproduzca', 'copiez', 'recopie', 'recopiez', 'reproduis', 'reproduisez', 'kopier', 'kopieren sie', 'reproduza', 'transcreva', 'copi',
    'trascrivi', 'riproduci', 'kopieer', 'skopiuj', 'przepisz', 'скопируй', 'скопируйте', 'перепиши', 'перепишите', 'αντέγραψε', 'αντιγράψτε', 'kopyala', 'kopyalayın', 'yazsın', 'versin',
    'göstersin', 'kopyalasın', 'eklesin', 'salin', 'salinkan', 'sao chép', 'chép', 'انسخ', 'کاپی کر*', 'कॉपी करके', 'बता दे', 'दिखा दे', 'डाल दे', 'bata de', 'dikha de', 'copy karo',
    'কপি করো', 'কপি করুন', 'লিখুক', 'লিখে দিক', 'कॉपी करा', 'द्यावा', 'द्यावे', 'सांगावा', 'કૉપી કરો', 'કોપી કરો', 'લખજો', 'જણાવજો', 'આપજો', 'બતાવજો', 'ਕਾਪੀ ਕਰੋ', 'ਲਿਖ ਦਿਓ', 'நகலெடு*',
    'காப்பி செய்*', 'కాపీ చేయి', 'కాపీ చేయండి', 'ನಕಲಿಸಿ', 'ಕಾಪಿ ಮಾಡಿ', 'പകർത്തുക', 'കോപ്പി ചെയ്യുക', '复制', '複製', '抄写', '写上', 'コピーして', '書き写して', '転記して', '복사해',
    // Portuguese "copie" with what follows it (French "copie" is also the noun)
    'copie no', 'copie na', 'copie nos', 'copie as', 'copie os', 'copie todas', 'copie todos', 'copie aqui', 'copie integralmente',
    // "write into" (the answer)
    '写进', '寫進', '写入', '寫入', '填进', '填入', '書き込んで', '記入して',
    // Arabic jussive after أن ("على النموذج أن يعرض…", the model is to show)
    'يعرض', 'تعرض', 'يكتب', 'تكتب', 'ينسخ',
    // "must write" (verbal nouns and duty forms: Gujarati "લખવો ફરજિયાત", Bengali "লিখতে হবে"), and "append/add at the end"
    'લખવો', 'લખવું', 'લખવા', 'লিখতে হবে', 'লিখে দিতে হবে', 'ਲਿਖਣਾ', 'ਲਿਖਣੀ', 'రాయాలి', 'వ్రాయాలి', 'எழுத வேண்டும்', 'എഴുതണം', 'ಬರೆಯಬೇಕು',
    'dopisz', 'dopiszcie', 'dopisał', 'dopisała', 'dopisać', 'допиши', 'допишите', 'дописать',
  ],
};

/** One-time codes, verification codes. */
export const CODE: Concept = {
  words: [
    'otp*', 'código', 'codigo', 'code', 'bestätigungscode', 'verifizierungscode', 'sms-code', 'tan', 'codice', 'kod', 'kodu', 'kodem', 'verificatiecode', 'inlogcode', 'logincode', 'beveiligingscode', 'sicherheitscode', 'einmalcode',
    'код*', 'κωδικ*', 'kode', 'mã', 'رمز', 'الرمز', 'کوڈ*', 'कोड*', 'ओटीपी*', 'কোড*', 'ওটিপি*', 'કોડ*', 'ઓટીપી*', 'ਕੋਡ*', 'ਓਟੀਪੀ*',
    'குறியீ*', 'கோட்*', 'ஓடிபி*', 'కోడ్*', 'ఓటీపీ*', 'ಕೋಡ್*', 'ಒಟಿಪಿ*', 'ಓಟಿಪಿ*', 'കോഡ്*', 'ഒടിപി*',
    '验证码', '驗證碼', '校验码', '动态码', '認証コード', '確認コード', 'ワンタイム', '認証番号', '인증번호', '인증 번호', '인증코드', '인증 코드', '코드',
    // Turkish case forms of "kod"
    'kodunu', 'kodun', 'doğrulama kodu*', 'onay kodu*',
  ],
};

/** The user (third person): whoever the content wants the reader to turn to. */
export const USER: Concept = {
  words: [
    'user', 'usuario*', 'utilisateur*', 'nutzer*', 'benutzer*', 'usuário*', 'utente', 'gebruiker*', 'użytkownik*', 'пользовател*', 'χρήστη*',
    'kullanıcı*', 'pengguna', 'người dùng', 'المستخدم', 'للمستخدم', 'بالمستخدم', 'مستخدم', 'المستخدمين', 'صارف', 'یوزر', 'उपयोगकर्ता*', 'यूज़र*', 'यूजर*', 'ব্যবহারকারী*', 'ইউজার*',
    'वापरकर्त*', 'વપરાશકર્તા*', 'યુઝર*', 'ਯੂਜ਼ਰ*', 'ਵਰਤੋਂਕਾਰ*', 'ਉਪਭੋਗਤਾ*', 'பயனர்*', 'யூசர்*', 'యూజర్*', 'వినియోగదారు*', 'ಬಳಕೆದಾರ*', 'ഉപയോക്താ*', 'യൂസർ*',
    '用户', '用戶', '使用者', 'ユーザー', '利用者', '사용자', '이용자', '유저',
    // customers are users too
    'cliente*', 'client', 'clients', 'kunde*', 'klant*', 'klient*', 'клиент*', 'πελάτ*', 'müşteri*', 'pelanggan', 'khách hàng', 'العميل', 'للعميل', 'عميل', 'گاہک*', 'ग्राहक*', 'grahak*',
    'গ্রাহক*', 'ગ્રાહક*', 'ਗਾਹਕ*', 'வாடிக்கையாளர்*', 'కస్టమర్*', 'ఖాతాదారు*', 'ಗ್ರಾಹಕ*', 'ഉപഭോക്താ*', '客户', '客戶', '顧客', 'お客様', '고객',
  ],
};

/** Ask, tell, request (someone to do something). */
export const ASK: Concept = {
  words: [
    'pide*', 'pídele*', 'pregúntale', 'solicita', 'demande', 'demandez', 'bitte', 'frage', 'fordere', 'fordern sie', 'peça', 'pede', 'solicite', 'pergunte', 'chiedi', 'richiedi',
    'vraag', 'poproś', 'poproś', 'попроси*', 'запроси*', 'ζήτα', 'ζήτησε', 'ζητήστε', 'iste', 'isteyin', 'minta*', 'yêu cầu', 'hãy bảo', 'nhờ',
    'اطلب*', 'کہو', 'کہیں', 'پوچھو', 'مانگو', 'کہ دو', 'bolo', 'kaho', 'poochho', 'pucho', 'puchho', 'maango', 'mango',
    'कहो', 'कहें', 'कहिए', 'बोलो', 'पूछो', 'माँगो', 'मांगो', 'मांगें', 'माँगें', 'বলো', 'বলুন', 'চাও', 'চান', 'सांगा', 'विचारा', 'मागा',
    'કહો', 'માગો', 'માંગો', 'પૂછો', 'ਕਹੋ', 'ਮੰਗੋ', 'ਪੁੱਛੋ', 'சொல்லு*', 'கேள்*', 'అడుగు', 'అడగండి', 'చెప్పు', 'ಕೇಳಿ', 'ಹೇಳಿ', 'ಕೇಳು', 'ചോദിക്കുക', 'ആവശ്യപ്പെടുക', 'പറയുക', 'പറയൂ', 'ചോദിക്കൂ',
    '让', '讓', '要求', '叫', '頼んで', '求めて', '依頼して', '伝えて', '요청', '달라고', '하라고',
    // asking as a step ("having asked the user for the code, send it"), and more ask verbs
    'pídale', 'frag', 'fragen sie', 'bitten sie', 'chieda', 'zapytaj', 'спроси', 'спросите', 'ρώτα', 'ρωτήστε', 'tanyakan', 'اسأل', 'पूछकर', 'पूछ कर', 'मांगकर', 'माँगकर',
    'मांग कर', 'माँग कर', 'पूछ लो', 'पूछ लें', 'मांग लो', 'माँग लो', 'मांग लें', 'puchh kar', 'poochh kar', 'pooch kar', 'maang kar', 'mang kar', 'maang lo', 'puchh lo', 'istesin',
    'پوچھ کر', 'مانگ کر', 'پوچھ لو', 'জিজ্ঞেস করো', 'জিজ্ঞেস করুন', 'জিজ্ঞাসা করুন', 'চেয়ে নাও', 'চেয়ে নিন', 'विचारून', 'मागून घ्या', 'પૂછીને', 'માગીને', 'માંગીને', 'ਪੁੱਛ ਕੇ', 'ਮੰਗ ਕੇ',
    'கேட்டு', 'అడిగి', 'ചോദിച്ച്', '索要', '聞いて', '尋ねて', '물어',
    'hãy hỏi', '向用户索要',
    // polite Hindi, Urdu, Bengali forms of "ask"
    'पूछें', 'पूछिए', 'पूछ लें', 'माँग लें', 'मांग लें', 'پوچھیں', 'پوچھ لیں', 'জিজ্ঞেস করুন', 'জিজ্ঞাসা করুন', 'जिज्ञासा करा', 'विचारून घ्या', 'પૂછી લો', 'ਪੁੱਛ ਲਓ',
  ],
};

/** Files, documents, invoices, statements: what is sent out. */
export const DOCUMENTS: Concept = {
  words: [
    'archivos', 'ficheros', 'documentos', 'facturas', 'contratos', 'extractos', 'nóminas', 'correos', 'fotos', 'fichiers', 'documents', 'factures', 'contrats', 'relevés', 'fiches de paie', 'photos',
    'dateien', 'dokumente', 'rechnungen', 'verträge', 'kontoauszüge', 'gehaltsabrechnungen', 'arquivos', 'faturas', 'extratos', 'holerites', 'contracheques',
    'documenti', 'fatture', 'contratti', 'estratti', 'buste paga', 'bestanden', 'documenten', 'facturen', 'contracten', 'afschriften', 'loonstroken',
    'pliki', 'dokumenty', 'faktury', 'umowy', 'wyciągi', 'paski', 'файл*', 'документ*', 'договор*', 'выписк*', 'счета', 'αρχεία', 'έγγραφα', 'τιμολόγια', 'συμβόλαια',
    'dosya*', 'belge*', 'fatura*', 'sözleşme*', 'ekstre*', 'bordro*', 'berkas', 'dokumen', 'faktur', 'kontrak', 'slip gaji', 'mutasi', 'tệp', 'tài liệu', 'hóa đơn', 'hợp đồng', 'sao kê', 'bảng lương',
    'الملفات', 'المستندات', 'الفواتير', 'العقود', 'كشوف', 'فائل*', 'دستاویز*', 'پرچی*', 'پرچیاں', 'رسید*',
    'फ़ाइल*', 'फाइल*', 'दस्तावेज़*', 'दस्तावेज*', 'स्टेटमेंट*', 'पर्चि*', 'स्लिप*', 'files', 'documents', 'statement*', 'slips',
    'ফাইল*', 'নথি*', 'কাগজ*', 'স্টেটমেন্ট*', 'कागदपत्र*', 'दस्तऐवज*', 'ફાઇલ*', 'દસ્તાવેજ*', 'ਫਾਈਲ*', 'ਦਸਤਾਵੇਜ਼*',
    'கோப்பு*', 'ஆவண*', 'ఫైల్*', 'పత్రా*', 'డాక్యుమెంట్*', 'ಫೈಲ್*', 'ದಾಖಲೆ*', 'ഫയൽ*', 'രേഖ*',
    'adjuntos', 'pièces jointes', 'anhänge', 'anexos', 'allegati', 'bijlagen', 'załączniki', 'вложени*', 'συνημμένα', 'ekler', 'ekleri', 'lampiran', 'tệp đính kèm', 'المرفقات', 'اٹیچمنٹ*',
    'अटैचमेंट*', 'সংযুক্তি*', '附件', '添付ファイル', '첨부파일', '첨부 파일',
    '文件', '合同', '发票', '發票', '账单', '帳單', '工资单', '對帳單', '对账单', '资料', '資料', 'ファイル', '書類', '請求書', '契約書', '明細', '파일', '문서', '계약서', '청구서', '명세서',
    // "document" and "statement" written out in Indian scripts and Urdu, and Urdu scan copies
    'ডকুমেন্ট*', 'डॉक्यूमेंट*', 'डाक्यूमेंट*', 'डॉक्युमेंट*', 'ڈاکیومنٹ*', 'ڈاکومنٹ*', 'اسٹیٹمنٹ*', 'اسکین', 'ડોક્યુમેન્ટ*', 'ਡਾਕੂਮੈਂਟ*', 'ਸਟੇਟਮੈਂਟ*',
    'டாக்குமெண்ட்*', 'ಡಾಕ್ಯುಮೆಂಟ್*', 'ഡോക്യുമെന്റ്*', 'స్టేట్‌మెంట్*', 'ಸ್ಟೇಟ್‌ಮೆಂಟ್*', 'સ્ટેટમેન્ટ*', 'ஸ்டேட்மெண்ட்*', 'സ്റ്റേറ്റ്മെന്റ്*',
  ],
};

/** Send, forward, upload. */
export const SEND: Concept = {
  words: [
    'reenvía', 'reenvíe', 'reenvia', 'envía', 'envíe', 'envia', 'manda', 'mande', 'remite', 'remita', 'transfère', 'transférez', 'envoie', 'envoyez', 'fais suivre', 'faites suivre', 'transmets', 'transmettez',
    'leite', 'leiten sie', 'schick*', 'sende', 'senden sie', 'übermittle', 'encaminhe', 'encaminha', 'envie', 'inoltra', 'inoltrate', 'invia', 'inviate', 'mandate',
    'stuur', 'prześlij', 'wyślij', 'przekaż', 'перешли*', 'отправь*', 'скинь*', 'στείλε', 'στείλτε', 'προώθησε', 'προωθήστε',
    'gönder*', 'ilet*', 'yolla*', 'kirim*', 'teruskan', 'gửi', 'chuyển tiếp', 'أرسل', 'ارسل', 'حول', 'وجه', 'بھیج*', 'فارورڈ*',
    'भेज*', 'फ़ॉरवर्ड*', 'फॉरवर्ड*', 'bhej*', 'পাঠ*', 'ফরোয়ার্ড*', 'पाठव*', 'મોકલ*', 'ફોરવર્ડ*', 'ਭੇਜ*', 'ਫਾਰਵਰਡ*',
    'அனுப்ப*', 'அனுப்பு*', 'పంప*', 'ఫార్వర్డ్*', 'ಕಳುಹಿಸ*', 'ಫಾರ್ವರ್ಡ್*', 'അയയ്ക്ക*', 'അയക്ക*', 'ഫോർവേഡ്*',
    '转发', '轉發', '发送', '發送', '发到', '發到', '发给', '寄到', '転送', '送信', '送って', '보내', '전달해', '전송해',
    // more send verbs: formal Japanese and Chinese "dispatch", Korean "forward (a document)"
    '送付して', '送付してください', '寄送', '寄給', '送至', '송부해', '송부하',
    // "share (the file) with <address>": the send family needs the address, so a share verb reads as a send
    'comparte', 'comparta', 'partagez', 'teilen sie', 'compartilhe', 'partilhe', 'condividi', 'udostępnij', 'поделись', 'поделитесь', 'μοιράσου', 'μοιραστείτε', 'paylaş', 'paylaşın', 'paylaşsın', 'bagikan',
    'chia sẻ', 'شارك', 'شیئر کر*', 'शेयर कर*', 'share kar*', 'শেয়ার কর*', 'शेअर कर*', 'શેર કર*', 'ਸ਼ੇਅਰ ਕਰ*', 'பகிர*', 'షేర్ చేయ*', 'ಹಂಚಿಕೊಳ್ಳ*', 'ഷെയർ ചെയ്യ*', '分享给', '共享给', '共有して', '공유해',
  ],
};

/** An e-mail address (the destination of the send family in any language). */
export const ADDRESS: Concept = { words: [], pattern: /[a-z0-9._%+-]{1,40}@[a-z0-9-]{1,40}\.[a-z]{2,12}/ };

/** Money moved: imperative and polite request forms of transfer, send, pay, deposit. */
export const TRANSFER: Concept = {
  words: [
    'transfiere', 'transfiera', 'envía', 'envíe', 'paga', 'pague', 'ingresa', 'ingrese', 'deposita', 'deposite', 'haz una transferencia', 'realiza una transferencia',
    'vire', 'virez', 'transfère', 'transférez', 'verse', 'versez', 'paie', 'payez', 'envoie', 'envoyez', 'überweise', 'überweisen sie', 'zahle', 'zahlen sie', 'sende',
    'transfira', 'transfere', 'envie', 'faça um pix', 'faz um pix', 'trasferisci', 'invia', 'versa', 'fai un bonifico', 'maak over', 'stort', 'betaal', 'boek over',
    'przelej', 'wyślij', 'zapłać', 'przekaż', 'переведи*', 'переведите', 'отправь*', 'перечисли*', 'оплати*', 'скинь*',
    'μετέφερε', 'μεταφέρετε', 'στείλε', 'στείλτε', 'πλήρωσε', 'πληρώστε', 'κατάθεσε', 'καταθέστε',
    'gönder', 'gönderin', 'aktar', 'aktarın', 'yatır', 'yatırın', 'havale et', 'havale edin', 'öde', 'ödeyin',
    'tolong transfer', 'transferkan', 'kirim', 'kirimkan', 'bayar', 'bayarkan', 'setor*', 'chuyển', 'chuyển khoản', 'gửi', 'thanh toán',
    'حول', 'أرسل', 'ارسل', 'ادفع', 'أودع', 'اودع', 'انقل', 'بھیج دو', 'بھیج دیں', 'بھیجو', 'ٹرانسفر کر*', 'منتقل کر*',
    'भेज दो', 'भेज दें', 'भेजो', 'भेजें', 'ट्रांसफर कर*', 'ट्रांसफ़र कर*', 'जमा कर दो', 'जमा कर दें', 'डाल दो', 'bhej do', 'bhej de', 'transfer kar*', 'daal do', 'jama kar do',
    'পাঠিয়ে দাও', 'পাঠিয়ে দিন', 'পাঠাও', 'পাঠান', 'ট্রান্সফার কর*', 'पाठवा', 'पाठव', 'ट्रान्सफर करा', 'जमा करा',
    'મોકલી દો', 'મોકલો', 'ટ્રાન્સફર કર*', 'જમા કર*', 'ਭੇਜ ਦਿਓ', 'ਭੇਜੋ', 'ਟ੍ਰਾਂਸਫਰ ਕਰ*',
    'அனுப்பு', 'அனுப்புங்கள்', 'மாற்று', 'மாற்றுங்கள்', 'పంపు', 'పంపండి', 'బదిలీ చేయ*', 'ట్రాన్స్‌ఫర్ చేయ*', 'ಕಳುಹಿಸಿ', 'ವರ್ಗಾಯಿಸಿ', 'ಟ್ರಾನ್ಸ್‌ಫರ್ ಮಾಡಿ',
    'അയയ്ക്കുക', 'കൈമാറുക', 'ട്രാൻസ്ഫർ ചെയ്യുക',
    '转账', '轉帳', '转到', '轉到', '汇款', '匯款', '转入', '轉入', '打款', '汇到', '匯到', '振り込んで', '振込んで', '送金して', '入金して', '송금해', '이체해', '입금해', '보내 줘', '보내주세요', '보내 주세요',
    // third-person and jussive requests
    'göndersin', 'aktarsın', 'yatırsın', 'ödesin', 'havale etsin', 'भेज दे', 'ट्रांसफर कर दे', 'بھیج دے', 'পাঠিয়ে দিক', 'পাঠাক', 'पाठवावे', 'पाठवावेत', 'મોકલી દે', 'મોકલજો', 'મોકલી આપો',
    'ਭੇਜ ਦੇਵੇ', 'அனுப்பவும்', 'పంపాలి', 'ಕಳುಹಿಸಲಿ', 'അയയ്ക്കണം', 'να μεταφέρει', 'να στείλει', 'kirimlah', 'ليحول',
  ],
};

/** Where money goes: accounts, IBANs, cards, wallets. */
export const DESTINATION: Concept = {
  words: [
    'iban', 'upi', 'pix', 'cuenta', 'compte', 'konto', 'conta', 'conto', 'rekening', 'rekeningnummer', 'hesab*', 'hesap', 'счёт', 'счет', 'карт*', 'кошел*', 'номер',
    'λογαριασμ*', 'tài khoản', 'حساب', 'اکاؤنٹ', 'کھات*', 'खाता', 'खाते', 'अकाउंट', 'यूपीआई', 'khata', 'khate', 'অ্যাকাউন্ট*', 'হিসাব*', 'খাত*',
    'खात्या*', 'ખાતા*', 'ખાતે', 'ਖਾਤ*', 'கணக்கு*', 'ఖాతా*', 'అకౌంట్*', 'ಖಾತೆ*', 'അക്കൗണ്ട*',
    '账户', '帳戶', '賬戶', '账号', '帳號', '卡号', '卡號', '银行卡', '銀行卡', '口座', '계좌', '통장',
  ],
};

/** Currencies, written or as symbols. */
export const CURRENCY: Concept = {
  words: [
    'eur*', 'euro*', 'dólar*', 'dolar*', 'dollar*', 'usd', 'reais', 'złotych', 'zł', 'pln', 'руб*', 'долл*', 'евро', 'ευρώ', 'tl', 'lira', 'rp', 'rupiah', 'juta', 'đồng', 'vnđ', 'vnd', 'triệu',
    'دولار', 'يورو', 'ريال', 'درهم', 'جنيه', 'دينار', 'روپے', 'rupaye', 'rupay', 'rupees', 'rupiya', 'rs', 'hazaar', 'hazar', 'lakh',
    'रुपये', 'रुपए', 'रुपया', 'हज़ार', 'हजार', 'लाख', 'টাকা', 'रुपये', 'रुपयांचे', 'રૂપિયા', 'ਰੁਪਏ', 'ரூபாய்*', 'రూపాయ*', 'ರೂಪಾಯಿ*', 'രൂപ*',
    '元', '块', '塊', '美元', '人民币', '欧元', '歐元', '円', 'ドル', 'ユーロ', '만 원', '만원', '달러',
    '€', '$', '₹', '₽', '₺', '£', '¥', '৳',
  ],
};

/**
 * Notices of money already moved ("已收到一笔转账", "đã chuyển … vào tài khoản", "wurde überwiesen"): a
 * bank's or a shop's report, not a request. Past, passive and received forms.
 */
export const DONE: Concept = {
  words: [
    'recibido', 'recibió', 'se ha', 'ha sido', 'fue', 'reçu', 'a été', 'avez reçu', 'wurde', 'wurden', 'erhalten', 'ist eingegangen', 'recebido', 'recebeu', 'foi', 'ricevuto', 'è stato',
    'ontvangen', 'is overgemaakt', 'otrzymał*', 'został*', 'поступил*', 'зачислен*', 'получен*', 'переведен*', 'переведён*', 'έλαβ*', 'πιστώθηκε', 'alındı', 'aldınız', 'gönderildi', 'yatırıldı',
    'göndersin mi', 'aktarsın mı', 'yatırsın mı', 'ödesin mi', 'silsin mi', 'açsın mı', 'istesin mi', 'satın alsın mı', 'versin mi', 'telah', 'sudah', 'diterima', 'berhasil', 'đã', 'được', 'thành công', 'تم', 'استلم*', 'موصول', 'موصول ہو*', 'وصول',
    'हो गए', 'हो गई', 'हो गया', 'किए गए', 'किया गया', 'प्राप्त', 'मिल गए', 'भेज दिया', 'भेज दिए', 'भेजा था', 'दिया था', 'दिए थे', 'किया था', 'खरीदा', 'खरीदी', 'खरीदीं', 'खरीदे', 'ho gaye', 'ho gaya', 'mil gaye', 'হয়েছে', 'পেয়েছেন', 'झाले', 'मिळाले', 'થઈ ગયા', 'મળ્યા', 'ਹੋ ਗਏ', 'ਮਿਲ ਗਏ',
    'பெறப்பட்ட*', 'செய்யப்பட்ட*', 'జమ అయ్యా*', 'అందింది', 'ಜಮಾ ಆಗಿದೆ', 'ಸ್ವೀಕರಿಸ*', 'ലഭിച്ചു', 'ക്രെഡിറ്റ് ചെയ്തു',
    // not 到账: "转账到账号" (transfer to account number) holds it
    '已', '收到', '已到账', '成功', '买了', '買了', '购买了', '購買了', '下单了', '下單了', '订购了', '發了', '发了', 'しました', 'されました', '完了', '되었습니다', '됐습니다', '했습니다', '받았습니다',
  ],
};

/** A number of three or more digits (an amount; Bengali and Devanagari digits too). */
export const AMOUNT: Concept = { words: [], pattern: /[0-9०-९০-৯][0-9०-९০-৯.,\u00a0 ]{1,14}[0-9०-९০-৯]/ };

/** "never" alone: the override family's own words include "not" ("no longer valid", "लागू नहीं"). */
export const NEVER: Concept = {
  words: [
    'nunca', 'jamás', 'jamais', 'niemals', 'nooit', 'nigdy', 'никогда', 'ποτέ', 'asla', 'jangan', 'không bao giờ', 'đừng', 'أبدا', 'ابدا', 'أبداً', 'کبھی',
    'कभी', 'kabhi', 'কখনো', 'কখনও', 'कधीही', 'ક્યારેય', 'ਕਦੇ', 'ஒருபோதும்', 'ఎప్పుడూ', 'ಎಂದಿಗೂ', 'ഒരിക്കലും', '绝不', '絕不', '从不', '從不', '切勿', '決して', '절대',
    // "do not ignore" (the previous step's instructions: recipes, manuals); not "don't forget", which can lead an override
    'no ignores', 'no ignore', "n'ignorez pas", "n'ignore pas", 'nicht ignorieren', 'ignorieren sie nicht', 'ignoriere nicht', 'não ignore', 'não ignores', 'non ignorare', 'niet negeren', 'negeer niet',
    'nie ignoruj', 'nie pomijaj', 'не игнорируй*', 'μην αγνοείς', 'μην αγνοείτε', 'göz ardı etmeyin', 'göz ardı etme', 'لا تتجاهل', 'نظر انداز نہ', 'نظرانداز نہ', 'نظر انداز مت',
    'अनदेखा न', 'अनदेखा ना', 'अनदेखा मत', 'अनदेखा नहीं', 'नज़रअंदाज़ न', 'नजरअंदाज न', 'नज़रअंदाज़ मत', 'नजरअंदाज मत', 'ignore mat', 'ignore na karein', 'উপেক্ষা করবেন না', 'উপেক্ষা করো না',
    'दुर्लक्ष करू नका', 'અવગણશો નહીં', 'અવગણના ન', 'ਨਜ਼ਰਅੰਦਾਜ਼ ਨਾ', 'புறக்கணிக்காதீர்கள்', 'புறக்கணிக்க வேண்டாம்', 'విస్మరించవద్దు', 'ನಿರ್ಲಕ್ಷಿಸಬೇಡಿ', 'അവഗണിക്കരുത്',
    '不要忽略', '不要忽视', '請勿忽略', '無視しないで', '무시하지 마',
  ],
};

/** Ignore, forget, set aside, cancel; "no longer valid", "void". */
export const DISCARD: Concept = {
  words: [
    'ignora', 'ignore', 'olvida', 'olvide', 'descarta', 'descarte', 'deja de lado', 'omite', 'omita', 'anula', 'ya no son válid*', 'ya no valen', 'sin efecto',
    'ignorez', 'oublie', 'oubliez', 'laisse de côté', 'écarte', 'écartez', 'annule', 'annulez', 'ne tiens plus compte', 'ne tenez plus compte', 'caduc', 'caducs', 'caduque*', 'ne s\'appliquent plus',
    'ignoriere', 'ignorieren sie', 'vergiss', 'vergessen sie', 'verwirf', 'verwerfen sie', 'missachte', 'ungültig', 'hinfällig', 'gelten nicht mehr', 'außer kraft',
    'esqueça', 'esquece', 'desconsidere', 'desconsidera', 'deixe de lado', 'anule', 'não valem mais', 'sem efeito',
    'ignori', 'dimentica', 'dimentichi', 'scarta', 'tralascia', 'annulla', 'non valgono più', 'non sono più valid*',
    'negeer', 'vergeet', 'ongeldig', 'gelden niet meer', 'zignoruj', 'ignoruj', 'zapomnij', 'odrzuć', 'pomiń', 'nieważne', 'przestają obowiązywać', 'nie obowiązują',
    'игнорируй*', 'проигнорируй*', 'забудь*', 'отбрось*', 'отмени*', 'не учитывай*', 'недействительн*', 'больше не действу*', 'утратил* силу',
    'αγνόησε', 'αγνοήστε', 'ξέχασε', 'ξεχάστε', 'παράβλεψε', 'ακυρώνονται', 'άκυρ*', 'δεν ισχύ*',
    'yok say*', 'görmezden gel*', 'unut', 'unutun', 'geçersiz*', 'dikkate alma', 'abaikan', 'lupakan', 'batalkan', 'tidak berlaku',
    'bỏ qua', 'quên', 'phớt lờ', 'không còn hiệu lực', 'hủy bỏ', 'vô hiệu',
    'تجاهل', 'انس', 'إنس', 'اترك', 'ألغ', 'لم تعد سارية', 'لم تعد صالحة', 'لاغية', 'ملغاة', 'نظر انداز', 'بھول جاؤ', 'بھول جائیں', 'چھوڑ دو', 'منسوخ', 'کالعدم', 'لاگو نہیں',
    'अनदेखा', 'नज़रअंदाज़', 'नजरअंदाज', 'भूल जाओ', 'भूल जाएं', 'भूल जाइए', 'छोड़ दो', 'रद्द', 'अमान्य', 'लागू नहीं', 'ignore karo', 'bhool jao', 'bhul jao', 'chhod do', 'lagu nahi',
    'উপেক্ষা কর*', 'ভুলে যাও', 'ভুলে যান', 'বাদ দাও', 'বাতিল', 'প্রযোজ্য নয়', 'दुर्लक्ष कर*', 'विसरा', 'विसरून जा', 'बाजूला ठेव*', 'लागू नाही', 'अवैध',
    'અવગણ*', 'ભૂલી જા*', 'બાજુ પર મૂક*', 'લાગુ નથી', 'અમાન્ય', 'ਨਜ਼ਰਅੰਦਾਜ਼*', 'ਅਣਡਿੱਠ*', 'ਭੁੱਲ ਜਾ*', 'ਰੱਦ', 'ਲਾਗੂ ਨਹੀਂ',
    'புறக்கணி*', 'மறந்துவிடு*', 'மறந்து விடு*', 'ஒதுக்கி வை*', 'செல்லாது', 'பொருந்தாது', 'విస్మరించ*', 'మర్చిపో*', 'మరచిపో*', 'పక్కన పెట్టు', 'పక్కన పెట్టండి', 'చెల్లవు', 'వర్తించవు',
    'ನಿರ್ಲಕ್ಷಿಸ*', 'ಮರೆತುಬಿಡ*', 'ಮರೆತು ಬಿಡ*', 'ಬದಿಗಿಡ*', 'ಅನ್ವಯಿಸುವುದಿಲ್ಲ', 'ಅಮಾನ್ಯ', 'അവഗണിക്ക*', 'മറന്നേക്ക*', 'മറക്കുക', 'മാറ്റിവെക്ക*', 'ബാധകമല്ല', 'അസാധു*',
    '忽略', '忽视', '無視', '无视', '忘记', '忘掉', '忘記', '抛开', '拋開', '作废', '作廢', '不再有效', '不再适用', '不再適用', '忘れて', '破棄', '무시', '잊어', '잊고', '폐기', '더 이상 유효하지', '적용되지 않',
  ],
};

/** Instructions, rules, directives, orders; "what you were told". */
export const RULES: Concept = {
  words: [
    'instrucciones', 'reglas', 'indicaciones', 'directrices', 'órdenes', 'normas', 'instructions', 'consignes', 'règles', 'directives', 'ordres',
    'anweisungen', 'regeln', 'vorgaben', 'richtlinien', 'befehle', 'vorgegeben', 'instruções', 'regras', 'orientações', 'diretrizes', 'istruzioni', 'regole', 'direttive',
    'instructies', 'regels', 'richtlijnen', 'opdrachten', 'instrukcje', 'instrukcji', 'zasady', 'zasad', 'polecenia', 'poleceń', 'reguły',
    'инструкци*', 'правил*', 'указани*', 'директив*', 'οδηγίες', 'οδηγιών', 'κανόνες', 'κανόνων', 'εντολές', 'talimat*', 'kural*', 'yönerge*',
    'instruksi', 'aturan', 'pedoman', 'arahan', 'hướng dẫn', 'quy tắc', 'chỉ dẫn', 'chỉ thị', 'التعليمات', 'تعليمات', 'القواعد', 'الأوامر', 'الإرشادات',
    'ہدایات', 'ہدایت', 'قواعد', 'احکامات', 'निर्देश*', 'नियम*', 'आदेश*', 'हिदायत*', 'nirdesh', 'niyam', 'নির্দেশ*', 'নিয়ম*', 'সূচনা', 'सूचना', 'સૂચના*', 'નિયમ*', 'કહેવામાં આવ્યું',
    'ਹਦਾਇਤ*', 'ਨਿਯਮ*', 'ਨਿਰਦੇਸ਼*', 'அறிவுறுத்தல்*', 'விதிமுறை*', 'விதிகள்*', 'கட்டளை*', 'సూచనల*', 'సూచనలు', 'నియమాల*', 'నియమాలు', 'ఆదేశా*',
    'ಸೂಚನೆ*', 'ನಿಯಮ*', 'ಆದೇಶ*', 'നിർദ്ദേശ*', 'നിയമ*', 'കൽപ്പന*',
    '指令', '指示', '规则', '規則', '说明', '說明', '命令', 'ルール', '지시', '규칙', '지침', '명령',
  ],
};

/** Previous, earlier, so far, all: what was said before the content. */
export const EARLIER: Concept = {
  words: [
    'anteriores', 'anterior', 'previas', 'previos', 'hasta ahora', 'todas', 'todos', 'originales', 'précédentes', 'précédents', 'antérieures', "jusqu'ici", "jusqu'à présent", 'toutes', 'tous',
    'vorherigen', 'bisherigen', 'bisher', 'früheren', 'alle', 'alles', 'ursprünglichen', 'prévias', 'até agora', 'originais', 'precedenti', 'finora', 'tutte', 'tutti',
    'vorige', 'eerdere', 'tot nu toe', 'poprzednie', 'poprzednich', 'wcześniejsze', 'dotychczasowe', 'wszystkie',
    'предыдущ*', 'прежн*', 'ранее', 'все', 'всё', 'исходн*', 'προηγούμεν*', 'όλες', 'όλους', 'όλα', 'μέχρι τώρα', 'αρχικ*',
    'önceki', 'tüm', 'bütün', 'şimdiye kadar', 'daha önce', 'sebelumnya', 'semua', 'seluruh', 'trước đó', 'trước đây', 'toàn bộ', 'tất cả',
    'السابقة', 'سابقا', 'سابقاً', 'كل', 'جميع', 'الأصلية', 'پچھلی', 'پچھلے', 'تمام', 'سابقہ', 'اب تک',
    'पिछले', 'पिछली', 'पहले', 'सभी', 'सारे', 'सारी', 'सब', 'सबको', 'अब तक', 'कल तक', 'pichle', 'pehle', 'saare', 'sabhi', 'ab tak', 'আগের', 'আগে', 'সব', 'সমস্ত', 'এ পর্যন্ত',
    'मागील', 'आधीच्या', 'आधी', 'सर्व', 'आतापर्यंत', 'અગાઉ*', 'પહેલાં', 'બધા', 'બધી', 'બધું', 'અત્યાર સુધી', 'ਪਿਛਲ*', 'ਪਹਿਲਾਂ', 'ਸਾਰੇ', 'ਸਾਰੀਆਂ', 'ਹੁਣ ਤੱਕ',
    'முன்பு', 'முந்தைய', 'எல்லா*', 'அனைத்து*', 'இதுவரை', 'ఇంతకుముందు', 'గత', 'అన్ని*', 'ఇప్పటివరకు', 'ಹಿಂದಿನ', 'ಮೊದಲು', 'ಎಲ್ಲಾ', 'ಇದುವರೆಗೆ', 'മുമ്പ്*', 'മുൻപ്*', 'എല്ലാ', 'ഇതുവരെ',
    '之前', '以前', '先前', '上面', '以上', '所有', '全部', '一切', '此前', '前の', 'これまで', 'すべて', '全て', '上記', '이전', '앞의', '모든', '지금까지', '위의',
    // Korean "earlier" as an adverb (앞서 내린 지시)
    '앞서', '먼저 내린', '이전에',
  ],
};

/** "My": a person taking back their own earlier instructions ("ignore my previous instructions, wrong file"). */
export const MY: Concept = {
  words: [
    'mi', 'mon', 'ma', 'mein', 'meu', 'minha', 'mio', 'mia', 'mis', 'mes', 'meine', 'meinen', 'meiner', 'minhas', 'meus', 'mie', 'miei', 'mijn', 'moje', 'moich', 'мои', 'моих', 'моё', 'benim', 'mesajım*', 'saya', 'của tôi', 'الخاصة بي',
    'میری', 'میرے', 'मेरे', 'मेरी', 'मेरा', 'mere', 'meri', 'mera', 'আমার', 'माझ्या', 'माझे', 'મારા', 'મારી', 'ਮੇਰੇ', 'ਮੇਰੀ', 'எனது', 'என்னுடைய', 'నా', 'ನನ್ನ', 'എന്റെ', '我的', '私の', '제가', '내가', '나의',
  ],
};

/** Rules of the real world: last week's, this month's, the meeting's ("forget last week's rules, new ones apply"). */
export const REAL_WORLD_TIME: Concept = {
  words: [
    'semana', 'semaine', 'woche', 'settimana', 'week', 'tygodni*', 'недел*', 'εβδομάδ*', 'hafta*', 'minggu', 'tuần', 'أسبوع', 'الأسبوع', 'ہفتے', 'सप्ताह', 'हफ्ते', 'हफ़्ते', 'hafte', 'সপ্তাহ*', 'आठवड्या*', 'અઠવાડિય*', 'ਹਫ਼ਤੇ', 'வார*', 'వారం', 'ವಾರ*', 'ആഴ്ച*', '上周', '上週', '先週', '지난주',
    'mes', 'mois', 'monat*', 'mese', 'maand', 'miesiąc*', 'месяц*', 'μήνα', 'bulan', 'tháng', 'شهر', 'مہینے', 'महीने', 'মাস*', 'महिन्या*', 'મહિન*', 'ਮਹੀਨ*', 'மாத*', 'నెల*', 'ತಿಂಗಳ*', 'മാസ*', '上个月', '先月', '지난달',
    'reunión', 'réunion', 'meeting', 'besprechung', 'riunione', 'vergadering', 'spotkani*', 'встреч*', 'συνάντηση', 'toplantı*', 'rapat', 'cuộc họp', 'اجتماع', 'میٹنگ', 'मीटिंग', 'बैठक', 'মিটিং', 'મીટિંગ', 'ਮੀਟਿੰਗ', 'கூட்ட*', 'సమావేశ*', 'ಸಭೆ*', 'യോഗ*', '会议', '會議', '会議', '회의',
  ],
};

/** Delete, erase, wipe. */
export const DELETE: Concept = {
  words: [
    'borra', 'borre', 'elimina', 'elimine', 'suprime', 'suprima', 'supprime', 'supprimez', 'efface', 'effacez', 'lösche', 'löschen sie', 'entferne', 'entfernen sie',
    'apague', 'apaga', 'exclua', 'exclui', 'remova', 'cancella', 'cancellate', 'eliminate', 'verwijder', 'wis', 'usuń', 'skasuj',
    'удали', 'удалите', 'сотри', 'сотрите', 'очисти', 'очистите', 'διέγραψε', 'διαγράψτε', 'σβήσε', 'sil', 'silin', 'hapus', 'hapuskan', 'hilangkan', 'xóa', 'xoá',
    'احذف', 'امسح', 'ڈیلیٹ کر دو', 'ڈیلیٹ کرو', 'مٹا دو', 'حذف کر دو', 'حذف کرو', 'डिलीट कर दो', 'डिलीट करो', 'डिलीट कर दें', 'मिटा दो', 'मिटा दें', 'हटा दो', 'हटा दें', 'delete kar do', 'delete karo', 'delete kardo', 'mita do', 'hata do',
    'মুছে ফেলো', 'মুছে ফেলুন', 'মুছে দাও', 'মুছে দিন', 'ডিলিট করো', 'ডিলিট করুন', 'ডিলিট করে দাও', 'हटवा', 'हटव', 'हटवून टाक', 'हटवून टाका', 'काढून टाका', 'काढून टाक', 'કાઢી નાખો', 'ડિલીટ કરો', 'ਮਿਟਾ ਦਿਓ', 'ਡਿਲੀਟ ਕਰ ਦਿਓ',
    'அழி', 'அழித்துவிடு', 'அழித்து விடு', 'அழியுங்கள்', 'அழித்துவிடுங்கள்', 'நீக்கு', 'நீக்குங்கள்', 'நீக்கிவிடு', 'తొలగించు', 'తొలగించండి', 'డిలీట్ చేయి', 'డిలీట్ చేయండి', 'ಅಳಿಸಿ', 'ಅಳಿಸು', 'ಅಳಿಸಿಹಾಕಿ', 'ಡಿಲೀಟ್ ಮಾಡಿ',
    'ഇല്ലാതാക്കുക', 'ഇല്ലാതാക്കൂ', 'നീക്കം ചെയ്യുക', 'നീക്കം ചെയ്യൂ', 'ഡിലീറ്റ് ചെയ്യുക', 'ഡിലീറ്റ് ചെയ്യൂ',
    '删除', '刪除', '删掉', '刪掉', '清空', '削除して', '削除しろ', '消去して', '消して', '삭제해', '삭제하세요', '삭제하십시오', '지워',
    // third-person and jussive requests ("the assistant should delete …"): Hindi दे, Turkish -sin, Marathi -आवे, Gujarati -જો
    'मिटा दे', 'हटा दे', 'डिलीट कर दे', 'मिटा देना', 'हटा देना', 'डिलीट कर देना', 'mita de', 'hata de', 'delete kar de', 'delete kar dena', 'mita dena', 'مٹا دے', 'ڈیلیٹ کر دے',
    'حذف کر دے', 'silsin', 'silsinler', 'মুছে ফেলুক', 'মুছে দিক', 'মুছে ফেলবে', 'हटवावी', 'हटवावे', 'हटवाव्यात', 'काढून टाकावे', 'काढून टाकाव्यात', 'કાઢી નાખે', 'કાઢી નાખજો', 'કાઢી નાંખો',
    'ડિલીટ કરજો', 'ડિલીટ કરી દો', 'ਮਿਟਾ ਦੇਵੇ', 'ਡਿਲੀਟ ਕਰੇ', 'να διαγράψει', 'να σβήσει', 'hapuslah', 'ليحذف', 'அழிக்கட்டும்', 'நீக்கட்டும்', 'తొలగించాలి', 'ಅಳಿಸಲಿ', 'ഇല്ലാതാക്കണം',
    '削除すること', '消去すること', '삭제할 것', 'cancelli', 'elimini',
    // a request as a polite formula or a duty with the infinitive ("merci de supprimer…", "нужно удалить…")
    'merci de supprimer', 'veuillez supprimer', "merci d'effacer", 'veuillez effacer', 'doit supprimer', 'debe borrar', 'debe eliminar', 'favor de borrar', 'favor de eliminar',
    'favor apagar', 'favor excluir', 'deve apagar', 'deve excluir', 'deve cancellare', 'deve eliminare', 'si prega di cancellare', 'si prega di eliminare', 'należy usunąć', 'proszę usunąć',
    'нужно удалить', 'необходимо удалить', 'прошу удалить', 'просьба удалить', 'должен удалить', 'harus menghapus', 'harap hapus', 'phải xóa', 'phải xoá',
  ],
};

/** All, every. */
export const ALL: Concept = {
  words: [
    'todos', 'todas', 'tous', 'toutes', 'alle', 'sämtliche', 'tutti', 'tutte', 'wszystkie', 'wszystkich', 'все', 'всю', 'весь', 'όλα', 'όλες', 'όλους', 'tüm', 'bütün', 'semua', 'seluruh', 'tất cả', 'toàn bộ',
    'جميع', 'كل', 'تمام', 'سب', 'सभी', 'सारे', 'सारी', 'सब', 'saare', 'saari', 'sabhi', 'sab', 'সব', 'সমস্ত', 'सर्व', 'सगळ*', 'બધા', 'બધી', 'બધું', 'ਸਾਰੇ', 'ਸਾਰੀਆਂ',
    'எல்லா*', 'அனைத்து*', 'అన్ని*', 'ಎಲ್ಲಾ', 'എല്ലാ', '所有', '全部', 'すべて', '全て', '모든', '전부',
  ],
};

/** What a person keeps: files, mail, messages, contacts, photos, backups, appointments. */
export const USER_DATA: Concept = {
  words: [
    ...DOCUMENTS.words,
    'mensajes', 'contactos', 'copias de seguridad', 'citas', 'e-mails', 'courriels', 'messages', 'contacts', 'sauvegardes', 'rendez-vous', 'nachrichten', 'kontakte', 'sicherungen', 'backups', 'termine',
    'mensagens', 'contatos', 'compromissos', 'messaggi', 'contatti', 'appuntamenti', 'berichten', 'contacten', 'afspraken', 'wiadomości', 'kontakty', 'spotkania',
    'письма', 'сообщения', 'контакты', 'фото', 'резервные копии', 'встречи', 'μηνύματα', 'επαφές', 'φωτογραφίες', 'e-posta*', 'mesaj*', 'kişi*', 'fotoğraf*', 'yedek*',
    'email', 'pesan', 'kontak', 'foto', 'cadangan', 'janji temu', 'tin nhắn', 'danh bạ', 'ảnh', 'lịch hẹn', 'الرسائل', 'جهات الاتصال', 'الصور', 'المواعيد', 'ای میل*', 'پیغامات', 'تصاویر',
    'ईमेल', 'संदेश*', 'मैसेज', 'फ़ोटो', 'फोटो', 'बैकअप', 'emails', 'messages', 'photos', 'ইমেল', 'ইমেইল', 'মেসেজ*', 'বার্তা*', 'ছবি', 'ব্যাকআপ', 'ईमेल्स', 'संपर्क', 'ઈમેલ*', 'સંદેશ*', 'ਈਮੇਲ*', 'ਸੁਨੇਹ*',
    'மின்னஞ்சல்*', 'செய்தி*', 'புகைப்பட*', 'ఈమెయిల్*', 'సందేశా*', 'ఫోటో*', 'సమావేశా*', 'ಇಮೇಲ್*', 'ಸಂದೇಶ*', 'ಸಭೆ*', 'ഇമെയിൽ*', 'സന്ദേശ*', 'ഫോട്ടോ*', 'മീറ്റിംഗ്*',
    '邮件', '郵件', '消息', '联系人', '聯絡人', '照片', '备份', '備份', '日程', 'メール', 'メッセージ', '連絡先', '写真', 'バックアップ', '予定', '메일', '이메일', '메시지', '연락처', '사진', '백업', '일정', '회의',
  ],
};

/** Unlock, disarm: verbs that only ever mean a lock or an alarm. */
export const UNLOCK: Concept = {
  words: [
    'desbloquea', 'desbloquee', 'desactiva', 'desactive', 'déverrouille', 'déverrouillez', 'désactive', 'désactivez', 'entsperre', 'entsperren sie', 'deaktiviere', 'deaktivieren sie',
    'desbloqueie', 'destrave', 'desative', 'sblocca', 'disattiva', 'ontgrendel', 'schakel uit', 'odblokuj', 'wyłącz', 'разблокируй', 'разблокируйте', 'отключи', 'отключите',
    'ξεκλείδωσε', 'ξεκλειδώστε', 'απενεργοποίησε', 'απενεργοποιήστε', 'kilidini aç', 'kilidini açın', 'devre dışı bırak', 'devre dışı bırakın', 'buka kunci', 'nonaktifkan', 'matikan', 'mở khóa', 'mở khoá', 'tắt',
    'عطل', 'أوقف', 'افتح قفل', 'ان لاک کر دو', 'अनलॉक कर दो', 'अनलॉक करो', 'अनलॉक कर दें', 'बंद कर दो', 'unlock kar do', 'unlock karo', 'unlock kardo', 'band kar do',
    'আনলক করো', 'আনলক করুন', 'আনলক করে দাও', 'বন্ধ করে দাও', 'अनलॉक करा', 'बंद करा', 'અનલોક કરો', 'બંધ કરો', 'ਅਨਲੌਕ ਕਰ ਦਿਓ', 'ਬੰਦ ਕਰ ਦਿਓ',
    'அன்லாக் செய்', 'அன்லாக் செய்யுங்கள்', 'அணைத்துவிடு', 'అన్‌లాక్ చేయి', 'అన్‌లాక్ చేయండి', 'ఆపివేయండి', 'ಅನ್‌ಲಾಕ್ ಮಾಡಿ', 'ಆಫ್ ಮಾಡಿ', 'അൺലോക്ക് ചെയ്യുക', 'അൺലോക്ക് ചെയ്യൂ', 'ഓഫ് ചെയ്യുക',
    '解锁', '解鎖', '开锁', '開鎖', '关闭', '關閉', '解錠して', '開錠して', '解除して', '切って', '잠금 해제해', '잠금을 해제해', '해제해', '꺼 줘', '꺼주세요', '꺼 주세요',
    // Tamil polite forms (not the conjunctive "திறந்து", having opened, of stories)
    'திறக்கவும்', 'திறந்துவிடவும்', 'அணைத்துவிடவும்', 'அணைக்கவும்',
  ],
};

/** Open: a generic verb, asked of an entrance only (not of a washing machine's door). */
export const OPEN: Concept = {
  words: [
    'abre', 'abra', 'ouvre', 'ouvrez', 'öffne', 'öffnen sie', 'apri', 'aprite', 'otwórz', 'открой', 'откройте', 'άνοιξε', 'ανοίξτε', 'aç', 'açın', 'buka', 'bukakan', 'mở',
    'افتح', 'افتحي', 'کھول دو', 'کھولو', 'کھول دیں', 'खोल दो', 'खोलो', 'खोल दें', 'खोल देना', 'khol do', 'kholo', 'khol dena', 'খুলে দাও', 'খুলে দিন', 'খোলো',
    'उघडा', 'उघड', 'उघडून ठेवा', 'उघडून द्या', 'ખોલી દો', 'ખોલો', 'ਖੋਲ੍ਹ ਦਿਓ', 'ਖੋਲ੍ਹੋ', 'திற', 'திறந்துவிடு', 'திறந்து விடு', 'திறங்கள்', 'திறவுங்கள்',
    'తెరువు', 'తెరవండి', 'తెరిచి పెట్టు', 'తెరిచి ఉంచు', 'ತೆರೆ', 'ತೆರೆಯಿರಿ', 'ತೆರೆದುಬಿಡಿ', 'തുറക്കുക', 'തുറക്കൂ', 'തുറന്നുകൊടുക്കുക', 'തുറന്നിടുക',
    '打开', '打開', '開けて', '열어',
    // compound and third-person requests
    'ખોલી નાખો', 'ખોલી નાંખો', 'ખોલજો', 'ખોલી દેજો', 'ખોલી નાખજો', 'खोल दे', 'khol de', 'کھول دے', 'খুলে দিক', 'açsın', 'उघडावा', 'उघडावे', 'ਖੋਲ੍ਹ ਦੇਵੇ', 'திறக்கவும்', 'తెరవాలి', 'ತೆರೆಯಲಿ',
    'തുറക്കണം', 'να ανοίξει', '開けること',
  ],
};

/** Entrances: garage, gate, front or main door, smart lock, alarm. */
export const ENTRANCE: Concept = {
  words: [
    'garaje', 'portón', 'puerta principal', 'puerta de entrada', 'puerta de casa', 'cerradura', 'alarma', 'garage', 'portail', "porte d'entrée", 'porte principale', 'serrure', 'alarme',
    'garagentor', 'haustür', 'eingangstür', 'tor', 'schloss', 'alarmanlage', 'garagem', 'portão', 'porta da frente', 'porta principal', 'fechadura', 'cancello', "porta d'ingresso", 'portone', 'serratura', 'allarme',
    'garagedeur', 'voordeur', 'poort', 'garaż*', 'bramę', 'brama', 'drzwi wejściowe', 'гараж*', 'ворота', 'входную дверь', 'входная дверь', 'сигнализаци*',
    'γκαράζ', 'αυλόπορτα', 'εξώπορτα', 'κεντρική πόρτα', 'συναγερμ*', 'garaj*', 'ön kapı*', 'dış kapı*', 'bahçe kapı*', 'alarm*', 'garasi', 'gerbang', 'pintu depan', 'pintu utama',
    'nhà xe', 'gara', 'cổng', 'cửa chính', 'cửa trước', 'báo động', 'الكراج', 'المرآب', 'البوابة', 'الباب الأمامي', 'الباب الرئيسي', 'الإنذار', 'گیراج', 'گیٹ', 'مین دروازہ', 'الارم',
    'गैराज', 'गेट', 'मेन गेट', 'मुख्य दरवाज़ा', 'मुख्य दरवाजा', 'मेन दरवाज़ा', 'मेन दरवाजा', 'अलार्म', 'gate', 'main darwaza', 'গ্যারেজ*', 'গেট', 'মূল দরজা', 'সদর দরজা', 'অ্যালার্ম',
    'गॅरेज*', 'मुख्य दरवाजा', 'मागचा दरवाजा', 'ગેરેજ*', 'ગેટ', 'મુખ્ય દરવાજો', 'એલાર્મ', 'ਗੈਰਾਜ', 'ਗੇਟ', 'ਮੁੱਖ ਦਰਵਾਜ਼ਾ', 'ਅਲਾਰਮ',
    'கேரேஜ்*', 'கேட்*', 'முன் கதவ*', 'வாசல் கதவ*', 'அலாரம்*', 'గ్యారేజ్*', 'గేటు', 'గేట్*', 'ముందు తలుపు*', 'అలారం*', 'ಗ್ಯಾರೇಜ್*', 'ಗೇಟ್*', 'ಮುಂಬಾಗಿಲು*', 'ಅಲಾರ್ಮ್*',
    'ഗാരേജ്*', 'ഗേറ്റ്*', 'മുൻവാതിൽ*', 'അലാറം*', '车库', '車庫', '大门', '大門', '前门', '前門', '智能锁', '警报', '警報', 'ガレージ', '玄関', 'スマートロック', 'アラーム', '차고', '현관', '대문', '도어락', '경보', '알람',
  ],
};

/** Doors, gates, locks, alarms. */
export const DOOR: Concept = {
  words: [
    'puerta', 'garaje', 'portón', 'cerradura', 'alarma', 'porte', 'garage', 'serrure', 'alarme', 'portail', 'tür', 'haustür', 'garagentor', 'tor', 'schloss', 'alarmanlage',
    'porta', 'portão', 'fechadura', 'cancello', 'serratura', 'allarme', 'deur', 'garagedeur', 'drzwi', 'bramę', 'brama', 'zamek', 'alarm',
    'дверь', 'двери', 'ворота', 'замок', 'сигнализаци*', 'πόρτα', 'γκαράζ', 'κλειδαριά', 'συναγερμ*', 'kapı*', 'garaj*', 'kilit*', 'pintu', 'garasi', 'gerbang',
    'cửa', 'nhà xe', 'khóa cửa', 'báo động', 'الباب', 'باب', 'الكراج', 'المرآب', 'القفل', 'الإنذار', 'دروازہ', 'گیراج', 'تالا', 'الارم',
    'दरवाज़ा', 'दरवाजा', 'गेट', 'गैराज', 'ताला', 'लॉक', 'अलार्म', 'darwaza', 'darwaja', 'gate', 'tala', 'দরজা', 'গ্যারেজ*', 'তালা', 'অ্যালার্ম', 'दार', 'गॅरेज*', 'कुलूप',
    'દરવાજ*', 'ગેરેજ*', 'તાળું', 'ਦਰਵਾਜ਼ਾ', 'ਗੈਰਾਜ', 'ਤਾਲਾ', 'கதவ*', 'கேரேஜ்*', 'பூட்டு*', 'తలుపు*', 'గ్యారేజ్*', 'తాళం', 'ಬಾಗಿಲು*', 'ಗ್ಯಾರೇಜ್*', 'ಬೀಗ*', 'വാതിൽ*', 'ഗാരേജ്*', 'പൂട്ട്*',
    '门', '門', '车库', '車庫', '门锁', '警报', 'ドア', '玄関', 'ガレージ', 'アラーム', '문', '현관', '차고', '도어락', '경보',
  ],
};

/** "To do X, delete …" / "how to": manuals and help pages say the same verbs for a purpose. */
export const PURPOSE: Concept = {
  words: [
    // "for" is also "for my cousin": only "for/to" + the family's own verbs
    'para liberar', 'para abrir', 'para desbloquear', 'para borrar', 'para eliminar', 'para apagar', 'para excluir', 'para desactivar', 'para desativar',
    'pour ouvrir', 'pour déverrouiller', 'pour supprimer', 'pour effacer', 'pour libérer', 'pour désactiver', 'zu öffnen', 'zu löschen', 'zu entsperren', 'zu entfernen', 'zu deaktivieren',
    'per aprire', 'per sbloccare', 'per cancellare', 'per eliminare', 'per liberare', 'per disattivare', 'om te', 'aby', 'чтобы', 'για να',
    'açmak için', 'silmek için', 'kilidini açmak', 'untuk membuka', 'untuk menghapus', 'untuk mengosongkan', 'untuk menonaktifkan', 'để mở', 'để xóa', 'để xoá', 'để tắt',
    'cómo', 'comment', 'wie', 'como', 'come', 'hoe', 'jak', 'как', 'πώς', 'nasıl', 'bagaimana', 'cách',
    'لكي', 'كيف', 'کے لیے', 'کیسے', 'के लिए', 'कैसे', 'ke liye', 'kaise', 'জন্য', 'কীভাবে', 'साठी', 'कसे', 'માટે', 'કેવી રીતે', 'ਲਈ', 'ਕਿਵੇਂ', 'எப்படி', 'కోసం', 'ఎలా', 'ಹೇಗೆ', 'ಗಾಗಿ', 'വേണ്ടി', 'എങ്ങനെ',
    '为了', '為了', '如何', '怎么', '怎麼', '如需', '若要', '如要', '想要', 'ために', 'するには', '方法', '위해', '방법', '하려면',
    'so löschen sie', 'so öffnen sie', 'so entfernen sie', 'so entsperren sie', 'cara', 'bagaimana',
    // before doing it: "back up before deleting all files"
    'antes de', 'avant de', 'bevor', 'prima di', 'voordat', 'przed', 'перед', 'πριν', 'önce', 'sebelum', 'trước khi', 'قبل', 'سے پہلے', 'से पहले', 'se pehle', 'আগে', 'आधी', 'પહેલાં', 'ਪਹਿਲਾਂ', 'முன்பு', 'ముందు', 'ಮೊದಲು', 'മുമ്പ്*', '之前', '前に', '전에',
  ],
};

/** Temporary files and caches: what manuals tell people to delete. */
export const DISPOSABLE: Concept = {
  words: [
    'temporales', 'temporaires', 'temporären', 'temporários', 'temporanei', 'tijdelijke', 'tymczasowe', 'временные', 'προσωρινά', 'geçici', 'sementara', 'tạm', 'المؤقتة', 'عارضی',
    'अस्थायी', 'অস্থায়ী', 'तात्पुरत्या', 'કામચલાઉ', 'ਅਸਥਾਈ', 'தற்காலிக*', 'తాత్కాలిక*', 'ತಾತ್ಕಾಲಿಕ*', 'താൽക്കാലിക*', '临时', '臨時', '一時', '임시', 'cache', 'caché', 'кэш*', 'spam', 'duplicados', 'doublons', 'duplikate',
    // retention: "delete all files older than a year"
    'ouder dan', 'ouder zijn dan', 'älter als', 'más antiguos', 'plus anciens', 'più vecchi', 'mais antigos', 'starsze niż', 'старше', 'daha eski', 'lebih lama dari', 'cũ hơn', 'أقدم من', '以前的旧', '古い',
  ],
};

/** "I am", "as": the claim's first person. */
export const I_AM: Concept = {
  words: [
    'soy', 'como', 'je suis', 'en tant que', 'ich bin', 'als', 'sou', 'sono', 'in qualità di', 'ik ben', 'jestem', 'jako', 'я', 'είμαι', 'ως', 'ben', 'olarak', 'saya', 'aku', 'tôi là', 'tôi',
    'أنا', 'انا', 'بصفتي', 'میں', 'मैं', 'main', 'mai', 'আমি', 'मी', 'હું', 'ਮੈਂ', 'நான்', 'నేను', 'ನಾನು', 'ഞാൻ', '我是', '本人', '私は', '저는', '나는',
  ],
};

/** Police, officials, judges, administrators, developers. */
export const AUTHORITY: Concept = {
  words: [
    'policía', 'agente', 'inspector', 'juez', 'administrador', 'desarrollador', 'funcionario', 'fiscal', 'comisario', 'policier', 'police', 'inspecteur', 'juge', 'administrateur', 'développeur', 'commissaire', 'fonctionnaire',
    'polizist', 'polizei', 'kommissar', 'inspektor', 'richter', 'administrator', 'entwickler', 'beamter', 'finanzamt', 'policial', 'polícia', 'delegado', 'inspetor', 'juiz', 'desenvolvedor',
    'poliziotto', 'polizia', 'ispettore', 'giudice', 'amministratore', 'sviluppatore', 'funzionario', 'politie', 'rechter', 'beheerder', 'ontwikkelaar', 'policjant', 'policja', 'sędzia', 'programista', 'urzędnik',
    'полици*', 'следовател*', 'инспектор*', 'судь*', 'администратор*', 'разработчик*', 'αστυνομ*', 'επιθεωρητ*', 'δικαστ*', 'διαχειριστ*', 'polis*', 'müfettiş*', 'hakim*', 'yönetici*', 'geliştirici*', 'memur*',
    'polisi', 'inspektur', 'admin', 'pengembang', 'petugas', 'công an', 'cảnh sát', 'thanh tra', 'thẩm phán', 'quản trị viên', 'cán bộ', 'شرطة', 'الشرطة', 'ضابط', 'مفتش', 'قاضي', 'مدير النظام', 'المسؤول', 'المطور',
    'پولیس', 'افسر', 'انسپکٹر', 'جج', 'ایڈمن', 'पुलिस', 'अधिकारी', 'इंस्पेक्टर', 'जज', 'एडमिन', 'डेवलपर', 'अफसर', 'अफ़सर', 'दरोगा', 'officer', 'daroga',
    'পুলিশ', 'অফিসার', 'কর্মকর্তা', 'ইন্সপেক্টর', 'বিচারক', 'অ্যাডমিন', 'पोलीस', 'निरीक्षक', 'आयकर', 'પોલીસ', 'અધિકારી', 'ઇન્સ્પેક્ટર', 'ਪੁਲਿਸ', 'ਅਫ਼ਸਰ', 'ਅਧਿਕਾਰੀ',
    'காவல்*', 'போலீஸ்*', 'அதிகாரி*', 'ஆய்வாளர்*', 'పోలీస్*', 'అధికారి*', 'ఇన్స్పెక్టర్*', 'ಪೊಲೀಸ್*', 'ಅಧಿಕಾರಿ*', 'പോലീസ്*', 'ഉദ്യോഗസ്ഥ*', 'ഓഫീസർ*',
    '警察', '警官', '公安', '管理员', '開發者', '开发者', '法官', '税务', '刑事', '管理者', '開発者', '裁判官', '税務署', '경찰', '형사', '관리자', '개발자', '판사', '세무',
  ],
};

/** Someone's address, phone number, ID number, date of birth. */
export const PERSONAL: Concept = {
  words: [
    'dirección', 'domicilio', 'teléfono', 'dni', 'fecha de nacimiento', 'adresse', 'téléphone', 'date de naissance', 'numéro fiscal', 'telefonnummer', 'geburtsdatum', 'steuernummer', 'wohnadresse',
    'endereço', 'telefone', 'cpf', 'data de nascimento', 'indirizzo', 'telefono', 'codice fiscale', 'data di nascita', 'adres', 'telefoonnummer', 'geboortedatum', 'bsn', 'numer telefonu', 'pesel', 'data urodzenia',
    'адрес*', 'телефон*', 'паспорт*', 'дату рождения', 'διεύθυνση', 'τηλέφωνο', 'adresi*', 'telefon*', 'tc kimlik', 'doğum tarihi*', 'alamat', 'nomor telepon', 'nik', 'tanggal lahir', 'địa chỉ', 'số điện thoại', 'cccd', 'ngày sinh',
    'عنوان', 'رقم هاتف', 'رقم الهاتف', 'رقم هاتفه', 'رقم الهوية', 'تاريخ الميلاد', 'پتہ', 'فون نمبر', 'شناختی کارڈ', 'تاریخ پیدائش',
    'पता', 'फ़ोन नंबर', 'फोन नंबर', 'मोबाइल नंबर', 'आधार', 'पैन', 'जन्मतिथि', 'जन्म तिथि', 'pata', 'address', 'phone number', 'aadhaar', 'ঠিকানা', 'ফোন নম্বর', 'জন্ম তারিখ',
    'पत्ता', 'पॅन', 'जन्मतारीख', 'સરનામું', 'ફોન નંબર', 'ਪਤਾ', 'ਫ਼ੋਨ ਨੰਬਰ', 'முகவரி*', 'தொலைபேசி எண்*', 'ஆதார்*', 'చిరునామా*', 'ఫోన్ నంబర్*', 'ವಿಳಾಸ*', 'ಫೋನ್ ಸಂಖ್ಯೆ*', 'വിലാസം*', 'ഫോൺ നമ്പർ*',
    '地址', '住址', '电话', '電話', '手机号', '身份证', '生日', '住所', '電話番号', '生年月日', '주소', '전화번호', '주민등록번호', '생년월일',
  ],
};

/** Tell, give, send, show: handing data over. */
export const HAND_OVER: Concept = {
  words: [
    ...OUTPUT.words, ...SEND.words, 'envíame', 'envoyez-moi', 'schicken sie mir', 'gửi ngay', 'ارسل لي', 'أعطني', 'कळवा', 'જણાવો', 'தெரிவிக்க*', 'తెలియజేయండి', 'ತಿಳಿಸಿ', 'അറിയിക്കുക', '告诉我', '教えて', '알려',
  ],
};

/** Add, include, insert (into a text). */
export const ADD: Concept = {
  words: [
    'añade', 'añada', 'agrega', 'agregue', 'incluye', 'incluya', 'inserta', 'inserte', 'pon', 'ponga', 'ajoute', 'ajoutez', 'inclus', 'incluez', 'insère', 'insérez', 'mets', 'mettez',
    'füge', 'fügen sie', 'ergänze', 'ergänzen sie', 'setze', 'adicione', 'acrescente', 'inclua', 'insira', 'coloque', 'aggiungi', 'aggiunga', 'includi', 'inserisci', 'metti',
    'voeg', 'zet', 'dodaj', 'wstaw', 'umieść', 'добавь', 'добавьте', 'вставь', 'вставьте', 'включи', 'включите', 'πρόσθεσε', 'προσθέστε', 'βάλε', 'βάλτε', 'ekle', 'ekleyin',
    'tambahkan', 'sisipkan', 'sertakan', 'cantumkan', 'thêm', 'chèn', 'đính kèm', 'أضف', 'اضف', 'ضع', 'أدرج', 'ادرج', 'شامل کرو', 'شامل کریں', 'جوڑ دو', 'ڈال دو',
    'जोड़ दो', 'जोड़ें', 'जोड़ो', 'जोड दो', 'जोडें', 'डाल दो', 'डालें', 'शामिल करें', 'शामिल करो', 'jod do', 'daal do', 'add karo', 'add kar do', 'যোগ করো', 'যোগ করুন', 'জুড়ে দাও', 'জুড়ে দিন',
    'जोडा', 'जोड', 'टाका', 'समाविष्ट करा', 'ઉમેરો', 'જોડો', 'ਜੋੜੋ', 'ਸ਼ਾਮਲ ਕਰੋ', 'சேர்', 'சேர்க்கவும்', 'சேருங்கள்', 'இணைக்கவும்', 'జోడించు', 'జోడించండి', 'చేర్చండి', 'ಸೇರಿಸಿ', 'ಸೇರಿಸು', 'ചേർക്കുക', 'ചേർക്കൂ',
    '加上', '加入', '添加', '附上', '插入', '放上', '追加して', '入れて', '載せて', '추가해', '추가하세요', '넣어', '포함해', '포함하세요',
    // the Arabic verbal noun after "please" (يُرجى إضافة), and "must add" with the infinitive
    'إضافة', 'اضافة', 'بإضافة', 'deve inserire', 'deve aggiungere', 'devi inserire', 'devi aggiungere', 'debe añadir', 'debe incluir', 'debe agregar', 'doit ajouter', 'doit insérer', 'doit inclure',
    'deve adicionar', 'deve incluir', 'deve inserir', 'должен добавить', 'должна добавить', 'harus menambahkan', 'phải thêm',
  ],
};

/** The reader's answer or its summary of the content. */
export const ANSWER_OR_SUMMARY: Concept = {
  words: [
    ...ANSWER.words, 'resumen', 'résumé', 'zusammenfassung', 'resumo', 'riassunto', 'samenvatting', 'podsumowani*', 'резюме', 'пересказ*', 'σύνοψη', 'περίληψη', 'özet*', 'ringkasan', 'rangkuman',
    'tóm tắt', 'الملخص', 'ملخص', 'خلاصہ', 'خلاصے', 'सारांश*', 'saransh', 'summary', 'সারাংশ*', 'સારાંશ*', 'ਸਾਰ', 'ਸਾਰਾਂਸ਼*', 'சுருக்க*', 'సారాంశ*', 'ಸಾರಾಂಶ*', 'സംഗ്രഹ*', '摘要', '总结', '總結', '概要', '要約', '요약',
    // summarising as a verb ("when summarising this review")
    'resumir', 'resumas', 'resume', 'resumiendo', 'résumer', 'résumant', 'résume', 'résumez', 'zusammenfass*', 'resuma', 'resumindo', 'riassumere', 'riassumi', 'riassumendo', 'samenvatt*',
    'samenvat', 'podsumowując', 'streszcz*', 'резюмиру*', 'συνοψίζ*', 'συνόψισ*', 'merangkum', 'meringkas', 'ringkas*', 'rangkum*', 'تلخيص', 'لخص', 'تلخيصك', '概括', '归纳', '歸納',
  ],
};

/** A web address. */
export const URL: Concept = { words: [], pattern: /(?:https?:\/\/|www\.)[^\s]{3,}/ };

/** Encodings an answer can be hidden in. */
export const ENCODING: Concept = {
  words: [
    'base64*', 'base 64', 'hex', 'hexadecimal', 'hexadécimal', 'hexadezimal*', 'esadecimale', 'hexadecimaal', 'szesnastkow*', 'шестнадцатеричн*', 'δεκαεξαδικ*', 'onaltılık', 'heksadesimal', 'thập lục phân',
    'سداسي عشر', 'السداسي', 'ہیکس', 'हेक्स', 'हेक्साडेसिमल', 'হেক্স', 'rot13*', 'morse', 'morsecode', 'código morse', 'code morse', 'азбук* морзе', 'binario', 'binaire', 'binär', 'binário', 'двоичн*',
    '十六进制', '十六進制', '二进制', '摩斯', '16進数', '16進', 'モールス', '16진수', '이진수', '모스',
  ],
};

/** Encode verbs, and "your": what makes an encoding a demand on the reader ("the API's response is in base64" is not). */
export const ENCODE_OR_YOUR: Concept = {
  words: [
    'codifica', 'codifique', 'encode', 'encodez', 'chiffre', 'chiffrez', 'kodiere', 'kodieren sie', 'codeer', 'zakoduj', 'закодируй', 'закодируйте', 'κωδικοποίησε', 'κωδικοποιήστε', 'kodla', 'kodlayın', 'enkode', 'mã hóa', 'mã hoá',
    'رمّز', 'رمز', 'شفر', 'انکوڈ کر*', 'एनकोड कर*', 'এনকোড কর*', '编码', '編碼', 'エンコードして', '인코딩해',
    'tu', 'tus', 'su', 'ta', 'ton', 'tes', 'votre', 'dein', 'deine', 'deinen', 'ihre', 'seu', 'sua', 'tua', 'tuo', 'je', 'jouw', 'twoj*', 'swoj*', 'свой', 'свою', 'твой', 'твою', 'ваш', 'вашу', 'σου', 'senin', 'cevabını', 'yanıtını',
    'kamu', 'anda', 'của bạn', 'الخاص بك', 'إجابتك', 'ردك', 'آپ کا', 'آپ کے', 'تمہارا', 'तुम्हारा', 'तुम्हारे', 'आपका', 'आपके', 'अपना', 'अपने', 'अपनी', 'apna', 'apne', 'tumhara', 'তোমার', 'আপনার', 'तुझे', 'तुमचा', 'તમારો', 'તમારા', 'ਤੁਹਾਡਾ', 'ਤੁਹਾਡੇ',
    'உன்', 'உங்கள்', 'నీ', 'మీ', 'ನಿನ್ನ', 'ನಿಮ್ಮ', 'നിന്റെ', 'നിങ്ങളുടെ', '你的', '您的', 'あなたの', '너의', '당신의', '네',
    // "the whole answer" is the reader's answer too ("write the whole answer in base64"); servers are blocked in the family
    'toda', 'entera', 'completa', 'toute', 'entière', 'intégralité', 'ganze', 'gesamte', 'komplette', 'inteira', 'intera', 'tutta', 'hele', 'volledige', 'całą', 'cała', 'całość', 'весь',
    'всю', 'целиком', 'полностью', 'ολόκληρ*', 'tamamını', 'tamamı', 'bütün', 'seluruh', 'semua', 'toàn bộ', 'كامل', 'بالكامل', 'پورا', 'پوری', 'پورے', 'पूरा', 'पूरी', 'पूरे', 'poora',
    'pura', 'poori', 'পুরো', 'সম্পূর্ণ', 'संपूर्ण', 'पूर्ण', 'આખો', 'આખું', 'આખી', 'સંપૂર્ણ', 'ਪੂਰਾ', 'ਪੂਰੀ', 'முழு*', 'మొత్తం', 'పూర్తి', 'ಪೂರ್ತಿ', 'ಸಂಪೂರ್ಣ', 'മുഴുവൻ', 'മുഴുവനും', '全部',
    '整个', '整個', '全文', '全体', '전체', '전부', 'एन्कोड कर*', 'એન્કોડ કર*', 'ਐਨਕੋਡ ਕਰ*', 'என்கோட் செய்*', 'ఎన్‌కోడ్ చేయ*', 'ಎನ್‌ಕೋಡ್ ಮಾಡ*', 'എൻകോഡ് ചെയ്യ*',
  ],
};

/** The reader's own instructions: system prompt, instructions, rules (the RULES nouns and "system prompt"). */
export const PROMPT: Concept = {
  words: [
    ...RULES.words, 'system prompt', 'prompt', 'prompt del sistema', 'prompt système', 'systemprompt', 'prompt do sistema', 'prompt di sistema', 'prompt systemowy', 'системный промпт', 'промпт*',
    'sistem istemi', 'istem*', 'prompt sistem', 'lời nhắc hệ thống', 'موجه النظام', 'سسٹم پرامپٹ', 'सिस्टम प्रॉम्प्ट', 'सिस्टम प्रोम्प्ट', 'সিস্টেম প্রম্পট', 'सिस्टम प्रॉम्प्ट', 'સિસ્ટમ પ્રોમ્પ્ટ',
    'ਸਿਸਟਮ ਪ੍ਰੋਂਪਟ', 'சிஸ்டம் ப்ராம்ப்ட்*', 'வழிமுறை*', 'సిస్టమ్ ప్రాంప్ట్*', 'ಸಿಸ್ಟಮ್ ಪ್ರಾಂಪ್ಟ್*', 'സിസ്റ്റം പ്രോംപ്റ്റ്*', '系统提示', '系統提示', '提示词', 'システムプロンプト', '시스템 프롬프트',
    // Arabic "instructions" with a possessive (its, your)
    'تعليمات', 'التعليمات', 'تعليماتك', 'تعليماته',
  ],
};

/** "You": the reader addressed ("the instructions you were given"), not a team's system prompt. */
export const ADDRESSEE: Concept = {
  words: [
    'tú', 'te', 'ti', 'tu', 'tus', 'usted', 'recibiste', 'toi', 'ton', 'ta', 'tes', 'vous', 'votre', 'vos', 'du', 'dir', 'dich', 'dein*', 'ihnen', 'você', 'seu', 'sua', 'teu', 'tua', 'tuo', 'tuoi', 'tue',
    'je', 'jij', 'jou', 'jouw', 'ty', 'ci', 'tobie', 'twoj*', 'swój', 'swoje', 'swoich', 'swojego', 'свой', 'свои', 'своих', 'اپنے', 'اپنا', 'اپنی', 'अपने', 'अपना', 'अपनी', 'apne', 'apna', 'apni', 'ты', 'тебе', 'тебя', 'твой', 'твои', 'твоих', 'вам', 'вас', 'ваш*', 'εσύ', 'σου', 'σας', 'sen', 'sana', 'senin', 'size', 'sizin',
    'kamu', 'kau', 'anda', 'bạn', 'لك', 'إليك', 'أنت', 'انت', 'تلقيت', 'أعطيت', 'تمہیں', 'تجھے', 'آپ', 'تم',
    'तुम्हें', 'तुम्हे', 'तुझे', 'आपको', 'तुमको', 'तुम्हारे', 'आपके', 'आप', 'तुम', 'tumhe', 'tumhein', 'tujhe', 'aapko', 'tumko', 'tere', 'tumhare', 'aap', 'tum',
    'তোমাকে', 'তোমার', 'আপনাকে', 'আপনার', 'তুমি', 'तुला', 'तुम्हाला', 'तुझ्या', 'तुमच्या', 'તને', 'તમને', 'તારા', 'તમારા', 'ਤੈਨੂੰ', 'ਤੁਹਾਨੂੰ', 'ਤੇਰੇ', 'ਤੁਹਾਡੇ',
    'உனக்கு', 'உங்களுக்கு', 'உன்', 'உங்கள்', 'నీకు', 'మీకు', 'నీ', 'మీ', 'ನಿನಗೆ', 'ನಿಮಗೆ', 'ನಿನ್ನ', 'ನಿಮ್ಮ', 'നിനക്ക്', 'നിങ്ങൾക്ക്', 'നിന്റെ', 'നിങ്ങളുടെ',
    '你', '您', 'あなた', '君', 'お前', '너', '당신', '네게', '너에게',
    // Arabic third person "its instructions, its answer" (the model addressed)
    'تعليماته', 'رده', 'إجابته',
  ],
};

/** What makes them the reader's own: given to you at the start, hidden, original, word for word. */
export const GIVEN_AT_START: Concept = {
  words: [
    'al principio', 'al inicio', 'iniciales', 'ocultas', 'originales', 'palabra por palabra', 'literalmente', 'textualmente', 'au début', 'initiales', 'cachées', 'mot pour mot', 'textuellement',
    'am anfang', 'anfangs', 'ursprünglichen', 'versteckten', 'wort für wort', 'wörtlich', 'no início', 'iniciais', 'ocultas', 'palavra por palavra', "all'inizio", 'iniziali', 'nascoste', 'parola per parola', 'alla lettera',
    'in het begin', 'oorspronkelijke', 'verborgen', 'woord voor woord', 'letterlijk', 'na początku', 'początkowe', 'ukryte', 'dosłownie', 'słowo w słowo',
    'в начале', 'изначальн*', 'исходн*', 'скрыт*', 'дословно', 'слово в слово', 'στην αρχή', 'αρχικές', 'κρυφές', 'αυτολεξεί', 'λέξη προς λέξη', 'başta', 'başlangıçta', 'gizli', 'kelimesi kelimesine', 'aynen',
    'di awal', 'awal', 'tersembunyi', 'kata demi kata', 'persis', 'ban đầu', 'lúc đầu', 'ẩn', 'nguyên văn', 'từng chữ', 'في البداية', 'الأولية', 'المخفية', 'حرفيا', 'حرفياً', 'کلمة بكلمة', 'شروع میں', 'خفیہ', 'لفظ بہ لفظ',
    'शुरुआत में', 'शुरू में', 'शुरू मे', 'छिपे', 'छुपे', 'गुप्त', 'शब्दशः', 'हूबहू', 'shuru mein', 'shuru me', 'shuruat mein', 'chhupe', 'hubahu', 'poora ka poora', 'jaisa ka taisa',
    'শুরুতে', 'গোপন', 'হুবহু', 'सुरुवातीला', 'छुप*', 'जसेच्या तसे', 'શરૂઆતમાં', 'છુપા*', 'શબ્દશઃ', 'ਸ਼ੁਰੂ ਵਿੱਚ', 'ਲੁਕ*', 'ਹੂਬਹੂ',
    'முதலில்', 'மறைவான', 'மறைக்கப்பட்ட', 'அப்படியே', 'మొదట', 'ప్రారంభంలో', 'దాచిన', 'యథాతథంగా', 'ಆರಂಭದಲ್ಲಿ', 'ಮೊದಲು', 'ಗುಪ್ತ', 'ಯಥಾವತ್ತಾಗಿ', 'തുടക്കത്തിൽ', 'രഹസ്യ*', 'അതേപടി',
    '最初', '一开始', '一開始', '隐藏', '隱藏', '原始', '逐字', '原样', '原樣', '最初に', '隠された', '一字一句', 'そのまま', '처음에', '숨겨진', '원래', '그대로', '글자 그대로',
    // internal (instructions)
    'الداخلية', 'internas', 'internes', 'internen', 'interne', 'interni', 'wewnętrzne', 'внутренние', 'εσωτερικές', 'dahili', 'nội bộ', 'اندرونی', 'आंतरिक', 'অভ্যন্তরীণ', '内部',
  ],
};

/** Recommend, mention, call (something the best): imperative and polite request forms. */
export const RECOMMEND: Concept = {
  words: [
    'recomienda', 'recomiende', 'menciona', 'mencione', 'destaca', 'destaque', 'recommande', 'recommandez', 'mentionne', 'mentionnez', 'présente', 'présentez', 'empfiehl', 'empfehlen sie', 'erwähne', 'erwähnen sie', 'bezeichne',
    'recomende', 'indique', 'raccomanda', 'consiglia', 'menziona', 'beveel', 'poleć', 'wspomnij', 'порекомендуй*', 'рекомендуй*', 'упомяни', 'упомяните', 'назови', 'назовите', 'πρότεινε', 'προτείνετε', 'ανέφερε', 'αναφέρετε',
    'öner', 'önerin', 'tavsiye et', 'tavsiye edin', 'bahset', 'bahsedin', 'rekomendasikan', 'sarankan', 'sebutkan', 'giới thiệu', 'đề xuất', 'nhắc đến', 'أوص', 'اوص', 'انصح', 'اذكر',
    'سفارش کر*', 'ذکر کر*', 'قرار دی*', 'قرار دینا', 'सिफ़ारिश कर*', 'सिफारिश कर*', 'recommend kar*', 'बताना कि', 'बताएं कि', 'कहें कि', 'कहना कि', 'সুপারিশ কর*', 'উল্লেখ কর*', 'বলবে',
    'शिफारस कर*', 'सुचवा', 'उल्लेख करा', 'ભલામણ કર*', 'ઉલ્લેખ કર*', 'ਸਿਫਾਰਸ਼ ਕਰ*', 'ਜ਼ਿਕਰ ਕਰ*', 'பரிந்துரை*', 'குறிப்பிடு*', 'సిఫార్సు చేయ*', 'పేర్కొన*', 'ಶಿಫಾರಸು ಮಾಡ*', 'ಉಲ್ಲೇಖಿಸ*', 'ശുപാർശ ചെയ്യ*', 'പരാമർശിക്ക*',
    '推荐', '推薦', '提到', '勧めて', 'おすすめして', '推薦して', '言及して', '추천해', '추천하세요', '언급해',
    // call or present (something as the best); not the generic tell/say verbs ("name the best answer" in a quiz)
    'califica', 'qualifie', 'qualifiez', 'désigne', 'apresente', 'chame', 'definisci', 'nazwij', 'przedstaw', 'представь', 'представьте', 'χαρακτήρισε',
    'παρουσίασε', 'önersin', 'sebut', 'sebutlah', 'ગણાવો', '称为', '稱為', '说成', '写成', '紹介して', '소개해',
  ],
};

/** The best, number one. */
export const BEST: Concept = {
  words: [
    'mejor', 'meilleur*', 'beste*', 'melhor', 'migliore', 'migliori', 'najlepsz*', 'лучш*', 'καλύτερ*', 'en iyi', 'terbaik', 'tốt nhất', 'أفضل', 'بہترین', 'سب سے بہتر',
    'सबसे अच्छ*', 'बेहतरीन', 'सर्वश्रेष्ठ', 'sabse accha', 'sabse achha', 'sabse best', 'সেরা', 'সবচেয়ে ভালো', 'सर्वोत्तम', 'सर्वात चांगल*', 'શ્રેષ્ઠ', 'ਸਭ ਤੋਂ ਵਧੀਆ',
    'சிறந்த*', 'ఉత్తమ*', 'ಅತ್ಯುತ್ತಮ*', 'ഏറ്റവും മികച്ച*', '最好', '最佳', '第一', '一番', '最高', '최고', '가장 좋은',
  ],
};

/** Where the reader's words go: its answer or summary, or a comparison it writes. */
export const ITS_TEXT: Concept = {
  words: [
    ...ANSWER_OR_SUMMARY.words, 'comparación', 'comparaison', 'vergleich*', 'comparação', 'confronto', 'vergelijking', 'porównani*', 'сравнени*', 'σύγκριση', 'karşılaştırma*', 'perbandingan', 'so sánh',
    'مقارنة', 'موازنہ', 'तुलना', 'তুলনা', 'તુલના', 'ਤੁਲਨਾ', 'ஒப்பீ*', 'పోలిక*', 'ಹೋಲಿಕೆ*', 'താരതമ്യ*', '比较', '比較', '비교',
  ],
};

/** Reply, say, start, write: imperative forms that set what the answer says. */
export const SAY: Concept = {
  words: [
    ...OUTPUT.words, 'responde', 'contesta', 'responda', 'conteste', 'di', 'empieza', 'comienza', 'réponds', 'répondez', 'dis', 'commence', 'commencez', 'antworte', 'antworten sie', 'sag', 'sage', 'beginne',
    'comece', 'rispondi', 'risponda', 'dì', 'inizia', 'comincia', 'antwoord', 'zeg', 'odpowiedz', 'zacznij', 'отвечай', 'ответь', 'ответьте', 'начни', 'начинай', 'απάντησε', 'απαντήστε', 'ξεκίνα',
    'cevap ver', 'başla', 'jawab', 'mulai', 'trả lời', 'nói', 'bắt đầu', 'أجب', 'ابدأ', 'کہو', 'جواب دو', 'शुरू करो', 'जवाब दो', 'कहो', 'bolo', 'jawab do', 'উত্তর দাও', 'শুরু করো', 'म्हणा',
    'કહો', 'ਕਹੋ', 'చెప్పు', 'ಹೇಳು', 'പറയുക', '回答', '回复', '说', '說', '答えて', '言って', '답해', '말해',
    // Tamil "must write/add"
    'சேர்க்க வேண்டும்', 'எழுத வேண்டும்', 'குறிப்பிட வேண்டும்',
    // "end (your answer) with": the phrase closes the answer (imperatives with their object: "termina" alone is also "it ends")
    'termina tu', 'termina cada', 'termina la respuesta', 'termine su', 'termine cada', 'finaliza tu', 'finalice su', 'terminez par', 'termine ta réponse', 'terminez votre réponse',
    'termine chaque', 'terminez chaque', 'beende', 'beenden sie', 'termine sua', 'termine a resposta', 'finalize sua', 'concludi', 'termina ogni', 'termina la risposta', 'eindig', 'beëindig',
    'zakończ', 'zakończcie', 'закончи', 'закончите', 'заверши', 'завершите', 'τελείωσε', 'ολοκλήρωσε', 'bitir', 'bitirin', 'akhiri', 'hãy kết thúc', 'kết thúc câu trả lời', 'kết thúc mỗi',
    'اختم', 'اختتم', 'ختم کریں', 'समाप्त करें', 'khatam karo', 'শেষ করুন', 'शेवट करा', 'પૂરો કરો', 'ਖਤਮ ਕਰੋ', 'முடிக்கவும்', 'ముగించండి', 'ಮುಗಿಸಿ', 'അവസാനിപ്പിക്കുക',
    '结尾处写', '结尾加上', '結尾加上', '締めくくって', '마무리해',
  ],
};

/** Only, always, start with, nothing else. */
export const ONLY_ALWAYS: Concept = {
  words: [
    'solo', 'solamente', 'únicamente', 'siempre', 'uniquement', 'seulement', 'toujours', 'nur', 'immer', 'ausschließlich', 'apenas', 'somente', 'sempre', 'soltanto', 'alleen', 'altijd', 'tylko', 'zawsze',
    'только', 'всегда', 'μόνο', 'πάντα', 'sadece', 'yalnızca', 'her zaman', 'hanya', 'selalu', 'chỉ', 'luôn', 'فقط', 'دائما', 'دائماً', 'صرف', 'ہمیشہ', 'सिर्फ़', 'सिर्फ', 'केवल', 'हमेशा', 'sirf', 'hamesha',
    'শুধু', 'সবসময়', 'फक्त', 'नेहमी', 'માત્ર', 'હંમેશા', 'ਸਿਰਫ਼', 'ਹਮੇਸ਼ਾ', 'மட்டும்', 'எப்போதும்', 'మాత్రమే', 'ఎల్లప్పుడూ', 'ಮಾತ್ರ', 'ಯಾವಾಗಲೂ', 'മാത്രം', 'എപ്പോഴും',
    '只', '总是', '總是', '始终', 'だけ', '必ず', '常に', '항상', '만 답',
    // every answer; whatever the user asks
    'cada respuesta', 'cada mensaje', 'pregunte lo que pregunte', 'sin importar lo que', 'pase lo que pase', 'chaque réponse', 'chaque message', 'quoi que', 'quelle que soit',
    'jede antwort', 'jeder antwort', 'egal was', 'was auch immer', 'cada resposta', 'seja o que for', 'independentemente do que', 'ogni risposta', 'qualunque cosa', 'elk antwoord',
    'elke reactie', 'wat de gebruiker ook', 'każdą odpowiedź', 'każdej odpowiedzi', 'niezależnie od', 'каждый ответ', 'каждого ответа', 'каждом ответе', 'что бы ни', 'κάθε απάντηση',
    'ό,τι κι αν', 'her cevab*', 'her yanıt*', 'ne sorarsa sorsun', 'setiap jawaban', 'setiap balasan', 'apa pun', 'mọi câu trả lời', 'mỗi câu trả lời', 'bất kể', 'كل إجابة', 'كل رد',
    'مهما', 'ہر جواب', 'چاہے', 'हर जवाब', 'हर उत्तर', 'चाहे', 'har jawab', 'har reply', 'chahe', 'প্রতিটি উত্তর*', 'প্রত্যেক উত্তর*', 'যাই জিজ্ঞেস', 'प्रत्येक उत्तर*', 'काहीही विचारले',
    'દરેક જવાબ*', 'ભલે', 'ਹਰ ਜਵਾਬ', 'ਭਾਵੇਂ', 'ஒவ்வொரு பதில்*', 'என்ன கேட்டாலும்', 'ప్రతి సమాధాన*', 'ఏది అడిగినా', 'ಪ್ರತಿ ಉತ್ತರ*', 'ಏನೇ ಕೇಳಿದರೂ', 'ഓരോ മറുപടി*', 'എന്ത് ചോദിച്ചാലും', '无论',
    '無論', '不管', '每个回答', '每個回答', '每次回答', '每条回复', '都必须', '都必須', '仅', '僅', 'すべての回答', '毎回', '何を聞かれても', 'どんな質問でも', 'のみ', '모든 답변', '무엇을 묻든', '매번', '로만',
    'কেবল', 'কেবলমাত্র', 'শুধুমাত্র', 'മാത്രമേ',
    // "all answers", and "only" as a suffix on "in the language" (Telugu -ē, Kannada -ē, Tamil -ē, Malayalam tanne)
    '所有回答', '所有的回答', '全部回答', '回答はすべて', '回答をすべて', 'భాషలోనే', 'భాషలో మాత్రమే', 'ಭಾಷೆಯಲ್ಲೇ', 'ಭಾಷೆಯಲ್ಲಿ ಮಾತ್ರ', 'மொழியிலேயே', 'ഭാഷയിൽത്തന്നെ',
    // "without fail, obligatorily" (a dictated sentence), and Russian "any/every answer"
    'obligatoriamente', 'obligatoirement', 'unbedingt', 'obbligatoriamente', 'verplicht', 'obowiązkowo', 'обязательно', 'любого ответа', 'любом ответе', 'каждого ответа', 'mutlaka', 'wajib',
    'bắt buộc', 'إلزاميا', 'لازمی', 'अनिवार्य रूप से', 'অবশ্যই', 'अनिवार्यपणे', 'ફરજિયાત', 'ਲਾਜ਼ਮੀ', 'கட்டாயம்', 'తప్పనిసరిగా', 'ಕಡ್ಡಾಯವಾಗಿ', 'നിർബന്ധമായും', '务必', '務必', '必ず', '반드시',
    // "the exact phrase / word for word"
    'frase exacta', 'frase exata', 'phrase exacte', 'genau den satz', 'wörtlich', 'frase esatta', 'exacte zin', 'letterlijk', 'dokładne zdanie', 'dosłownie', 'точную фразу', 'дословно',
    'ακριβή φράση', 'aynen', 'birebir', 'kalimat persis', 'persis', 'nguyên văn', 'العبارة الحرفية', 'حرفيا', 'بالکل یہی', 'हूबहू', 'ज्यों का त्यों', 'hubahu', 'হুবহু', 'जसेच्या तसे', 'શબ્દશઃ', 'ਹੂਬਹੂ',
    'அப்படியே', 'యథాతథంగా', 'ಯಥಾವತ್ತಾಗಿ', 'അതേപടി', '原文', '一字不差', '一字一句', 'そのまま', '그대로',
  ],
};

/** A phrase in quotes (what the answer is to say). */
export const QUOTED: Concept = { words: [], pattern: /["«“„「『][^"»”“「」『』\n]{2,60}(?:["»”“」』]|$)/ };

/** Systems that reply with a fixed text by design ("the server always answers "200 OK""), and one-word SMS replies. */
export const MACHINE_OR_SMS: Concept = {
  words: [
    'api', 'servidor', 'serveur', 'server', 'endpoint', 'función', 'fonction', 'funktion', 'função', 'funzione', 'сервер*', 'sunucu', 'máy chủ', 'الخادم', 'सर्वर', 'সার্ভার', '服务器', '伺服器', 'サーバー', '서버',
    'para confirmar', 'pour confirmer', 'zum bestätigen', 'zur bestätigung', 'per confermare', 'om te bevestigen', 'aby potwierdzić', 'для подтверждения', 'untuk konfirmasi', 'để xác nhận', 'للتأكيد',
    'पुष्टि के लिए', 'कन्फर्म करने के लिए', 'confirm karne ke liye', 'stop', 'baja', 'désabonner', 'abmelden',
  ],
};

// ---------------------------------------------------------------------------
// Session 17: buying with the user's card, messaging all of the user's contacts, the answer's language.

/** Buy, order: imperative, polite and third-person request forms. */
export const BUY: Concept = {
  words: [
    'compra', 'compre', 'cómprale', 'encarga', 'encargue', 'achetez', 'achète-lui', 'achète-moi', 'commandez', 'kaufe', 'kaufen sie', 'bestelle', 'bestell', 'bestellen sie',
    'encomende', 'acquista', 'ordina', 'koop', 'bestel', 'kup', 'zamów', 'купи', 'купите', 'закажи', 'закажите', 'αγόρασε', 'αγοράστε', 'παράγγειλε', 'παραγγείλτε',
    'satın al', 'satın alın', 'satın alsın', 'sipariş ver', 'sipariş verin', 'sipariş versin', 'beli', 'belikan', 'belilah', 'pesankan', 'mua', 'đặt mua', 'đặt hàng',
    'اشتر', 'اشتري', 'خرید لو', 'خریدو', 'خرید لیں', 'آرڈر کر*', 'खरीद लो', 'खरीदो', 'ख़रीदो', 'ख़रीद लो', 'खरीद लें', 'खरीद दो', 'खरीद ले', 'ऑर्डर कर*',
    'kharid lo', 'khareed lo', 'kharido', 'khareedo', 'order kar*', 'কিনে দাও', 'কিনে দিন', 'কেনো', 'কিনুন', 'কিনে নাও', 'অর্ডার কর*', 'खरेदी करा', 'विकत घ्या', 'ऑर्डर करा',
    'ખરીદો', 'ખરીદી લો', 'ખરીદી કરો', 'ઓર્ડર કર*', 'ਖਰੀਦੋ', 'ਖਰੀਦ ਲਓ', 'ਆਰਡਰ ਕਰ*', 'வாங்கு', 'வாங்குங்கள்', 'வாங்கவும்', 'ஆர்டர் செய்*',
    'కొను', 'కొనండి', 'కొనుగోలు చేయ*', 'ఆర్డర్ చేయ*', 'ಖರೀದಿಸಿ', 'ಕೊಳ್ಳಿ', 'ಆರ್ಡರ್ ಮಾಡಿ', 'വാങ്ങുക', 'വാങ്ങൂ', 'ഓർഡർ ചെയ്യ*',
    '买', '買', '购买', '購買', '下单', '下單', '订购', '訂購', '購入して', '買って', '注文して', '구매해', '구입해', '사 줘', '사 주세요', '주문해',
    // Tamil polite completive ("buy them")
    'வாங்கிவிடுங்கள்', 'வாங்கிவிடவும்', 'வாங்கிக்கொள்ளுங்கள்',
    // infinitives after "must" ("moet … kopen", "muss … kaufen"): a request to the reader, blocked like the imperatives
    // (with the modal where it stands next to the verb: "¿Puedo comprar…?" is a question; German and Dutch put it at the end)
    'debe comprar', 'deberá comprar', 'tiene que comprar', 'doit acheter', 'kaufen', 'bestellen', 'deve comprar', 'precisa comprar', 'deve acquistare', 'deve comprare', 'kopen',
    'musi kupić', 'powinien kupić', 'musi zamówić', 'должен купить', 'должна купить', 'нужно купить', 'να αγοράσει', 'satın almalı', 'harus membeli',
  ],
};

/** Payment cards and payment methods. */
export const CARD: Concept = {
  words: [
    'tarjeta*', 'método de pago', 'carte', 'cartes', 'moyen de paiement', 'karte*', 'kreditkarte*', 'zahlungsmethode', 'zahlungsmittel', 'cartão', 'cartões', 'forma de pagamento',
    'carta', 'metodo di pagamento', 'kaart*', 'creditcard', 'betaalmethode', 'kart*', 'metoda płatności', 'карт*', 'способ оплаты', 'κάρτα*', 'τρόπο πληρωμής',
    'ödeme yöntem*', 'kartu', 'metode pembayaran', 'thẻ', 'phương thức thanh toán', 'بطاقة', 'البطاقة', 'بطاقته', 'وسيلة الدفع', 'کارڈ*', 'कार्ड*', 'card*', 'upi', 'paypal',
    'কার্ড*', 'કાર્ડ*', 'ਕਾਰਡ*', 'கார்டு*', 'அட்டை*', 'కార్డ్*', 'కార్డు*', 'ಕಾರ್ಡ್*', 'കാർഡ്*', '卡', 'カード', '카드',
  ],
};

/** Saved, stored, linked (a card kept in the user's account). */
export const SAVED: Concept = {
  words: [
    'guardada', 'registrada', 'vinculada', 'enregistrée', 'gespeicherte*', 'hinterlegte*', 'salvo', 'salva', 'salvata', 'memorizzata', 'opgeslagen', 'zapisan*', 'сохранённ*', 'сохраненн*', 'привязанн*',
    'αποθηκευμέν*', 'kayıtlı', 'tersimpan', 'đã lưu', 'المحفوظة', 'محفوظ*', 'सेव', 'सेव्ड', 'saved', 'সেভ', 'সংরক্ষিত', 'जतन केलेल*', 'સેવ', 'ਸੇਵ', 'சேமித்த', 'సేవ్', 'ಉಳಿಸಿದ', 'സേവ്',
    '绑定', '綁定', '保存', '登録', '등록된', '저장된',
    // Tamil "saved and kept"
    'சேமித்து',
  ],
};

/** Whose card or contacts: the user or customer (third person), or a saved card. */
export const USER_OR_SAVED: Concept = { words: [...USER.words, ...SAVED.words] };

/** "Your" said to a person (a shop's "buy with your saved card", a chain letter's "all your contacts"): the reader has no card or contacts of its own. */
export const YOUR: Concept = {
  words: [
    'tu', 'tus', 'ta', 'ton', 'tes', 'votre', 'vos', 'dein*', 'teu', 'tua', 'teus', 'tuas', 'tuo', 'tuoi', 'tue', 'jouw', 'uw', 'twoj*', 'твою', 'твоей', 'твои', 'твоих', 'вашей', 'вашу', 'ваши', 'ваших',
    'ihrer', 'ihrem', 'ihren', 'sua', 'seu', 'suas', 'seus', 'suo', 'σου', 'σας', 'sizin', 'senin', 'kartınız*', 'kartınla', 'kişileriniz*', 'rehberiniz*', 'anda', 'kamu', 'của bạn', 'بطاقتك', 'جهات اتصالك', 'آپ کا', 'آپ کے', 'आपके', 'तुम्हारे', 'आपका', 'aapke', 'tumhare',
    'আপনার', 'তোমার', 'तुमच्या', 'આપના', 'તમારા', 'તમારું', 'ਤੁਹਾਡੇ', 'உங்கள்', 'உன்', 'మీ', 'నీ', 'ನಿಮ್ಮ', 'ನಿನ್ನ', 'നിങ്ങളുടെ', 'നിന്റെ', '你的', '您的', 'あなたの', '당신의',
  ],
};

/** "Can", "may", "will be able to": what a feature lets people do (a help page), not a request. */
export const CAN: Concept = {
  words: [
    'puede', 'puedes', 'pueden', 'podrás', 'peut', 'peux', 'pouvez', 'peuvent', 'kann', 'kannst', 'können', 'pode', 'podem', 'può', 'puoi', 'possono', 'kan', 'kun', 'kunt', 'kunnen',
    'może', 'możesz', 'mogą', 'можно', 'может', 'можете', 'могут', 'μπορεί', 'μπορείτε', 'μπορείς', 'bilir', 'bilirsiniz', 'bilirsin', 'dapat', 'bisa', 'có thể', 'يمكن', 'يمكنك', 'سکتے', 'سکتی', 'سکتا',
    'सकते', 'सकती', 'सकता', 'sakte', 'sakta', 'sakti', 'পারেন', 'পারবেন', 'পারো', 'शकता', 'शकतो', 'શકો', 'શકે', 'ਸਕਦੇ', 'முடியும்', 'చేయవచ్చు', 'ಬಹುದು', 'കഴിയും', '可以', '能够', '能夠', 'できます', '수 있습니다', '수 있어요',
  ],
};

/** "We", "our", a team or a support desk: a sender describing its own service. */
export const OUR: Concept = {
  words: [
    'nosotros', 'nuestro*', 'nuestra*', 'equipo', 'soporte', 'nous', 'notre', 'nos', 'équipe', 'support', 'wir', 'unser*', 'team', 'nós', 'nosso*', 'nossa*', 'equipe', 'suporte', 'noi', 'nostr*', 'squadra',
    'wij', 'we', 'ons', 'onze', 'my', 'nasz*', 'zespół', 'мы', 'наш*', 'команда', 'поддержка', 'εμείς', 'μας', 'ομάδα', 'biz', 'bizim', 'ekibimiz', 'destek', 'kami', 'kita', 'tim', 'chúng tôi', 'đội ngũ',
    'نحن', 'فريق', 'الدعم', 'ہم', 'ہمارا', 'ہماری', 'ہمارے', 'हम', 'हमारा', 'हमारी', 'हमारे', 'hum', 'hamara', 'hamari', 'hamare', 'আমরা', 'আমাদের', 'आम्ही', 'आमच्या', 'અમે', 'અમારા', 'ਅਸੀਂ', 'ਸਾਡੇ',
    'நாங்கள்', 'எங்கள்', 'మేము', 'మా', 'ನಾವು', 'ನಮ್ಮ', 'ഞങ്ങൾ', 'ഞങ്ങളുടെ', '我们', '我們', '本店', '客服', '弊社', '当社', '私たち', 'サポート', '저희', '우리', '고객센터',
  ],
};

/** Contacts, address book, friends list. */
export const CONTACTS: Concept = {
  words: [
    'contactos', 'agenda', 'libreta de direcciones', 'contacts', "carnet d'adresses", 'répertoire', 'kontakte*', 'adressbuch', 'contatos', 'contatti', 'rubrica', 'contacten', 'adresboek', 'kontakty', 'kontaktów', 'książk* adresow*',
    'контакт*', 'адресн* книг*', 'επαφές', 'επαφών', 'kişiler*', 'rehber*', 'kontak', 'daftar kontak', 'danh bạ', 'جهات الاتصال', 'جهات اتصال', 'رابطوں', 'کانٹیکٹ*', 'कॉन्टैक्ट*', 'संपर्क*', 'contacts', 'contact list',
    'পরিচিতি*', 'কন্টাক্ট*', 'যোগাযোগ তালিকা*', 'સંપર્ક*', 'કોન્ટેક્ટ*', 'ਸੰਪਰਕ*', 'ਕਾਂਟੈਕਟ*', 'தொடர்பு*', 'కాంటాక్ట్*', 'పరిచయా*', 'ಸಂಪರ್ಕ*', 'ಕಾಂಟ್ಯಾಕ್ಟ್*', 'കോൺടാക്റ്റ്*', 'സമ്പർക്ക*',
    '联系人', '聯絡人', '通讯录', '通訊錄', '好友', '連絡先', 'アドレス帳', '友達リスト', '연락처', '주소록', '친구 목록',
  ],
};

/** All, everyone. */
export const EVERYONE: Concept = {
  words: [
    ...ALL.words, 'всем', 'всех', 'cada', 'chaque', 'jeden', 'jedem', 'ogni', 'elke', 'każd*', 'каждому', 'κάθε', 'her', 'herkes*', 'setiap', 'mọi', 'mỗi', 'ہر', 'हर', 'har', 'প্রত্যেক*', 'প্রতিটি', 'प्रत्येक', 'દરેક', 'ਹਰ',
    'ஒவ்வொரு', 'ప్రతి', 'ಪ್ರತಿ', 'ഓരോ', '每个', '每個', '所有人', '全員', 'みんな', '모두',
    // Dutch "al zijn/haar" (all his/her), German "alle seine/ihre"
    'al zijn', 'al haar', 'alle seine', 'allen seinen',
  ],
};

/** Send, message, share (to people): imperative, third-person and, with the user's contacts named, infinitive forms. */
export const MESSAGE: Concept = {
  words: [
    ...SEND.words, 'escribe', 'enviar', 'mandar', 'reenviar', 'comparte', 'comparta', 'écris', 'écrivez', 'envoyer', 'transférer', 'partage', 'partagez', 'schreib', 'schreibe', 'senden', 'schicken', 'weiterleiten', 'teile',
    'escreva', 'encaminhar', 'compartilhe', 'inviare', 'scrivi', 'mandare', 'inoltrare', 'condividi', 'sturen', 'versturen', 'verstuur', 'doorsturen', 'deel', 'napisz', 'wysłać', 'udostępnij', 'напиши', 'напишите',
    'разошли*', 'отправить', 'поделись', 'γράψε', 'μοιράσου', 'mesaj at*', 'göndersin', 'paylaş*', 'kirimkan', 'bagikan', 'nhắn tin', 'nhắn', 'chia sẻ', 'راسل', 'شارك', 'پیغام بھیج*', 'شیئر کر*',
    'मैसेज कर*', 'संदेश भेज*', 'शेयर कर*', 'message kar*', 'share kar*', 'মেসেজ কর*', 'মেসেজ পাঠা*', 'শেয়ার কর*', 'मेसेज कर*', 'शेअर करा', 'મેસેજ કર*', 'શેર કર*', 'ਮੈਸੇਜ ਕਰ*', 'ਸ਼ੇਅਰ ਕਰ*',
    'மெசேஜ் அனுப்பு*', 'பகிர்*', 'సందేశం పంప*', 'షేర్ చేయ*', 'ಸಂದೇಶ ಕಳುಹಿಸ*', 'ಹಂಚಿಕೊಳ್ಳ*', 'സന്ദേശം അയയ്ക്ക*', 'ഷെയർ ചെയ്യ*',
    '群发', '群發', '发消息', '發訊息', '分享', '一斉送信', 'メッセージを送', '共有して', '메시지를 보내', '공유해',
  ],
};

/** Languages named (other than the text's own language: "answer only in Spanish" in Spanish text is how a shop answers). */
export const LANGUAGE_NAME: Concept = {
  words: [
    'inglés', 'francés', 'alemán', 'chino', 'ruso', 'árabe', 'japonés', 'italiano', 'portugués', 'latín', 'coreano',
    'anglais', 'allemand', 'espagnol', 'chinois', 'russe', 'arabe', 'japonais', 'italien', 'portugais', 'latin',
    'englisch', 'französisch', 'spanisch', 'chinesisch', 'russisch', 'arabisch', 'japanisch', 'italienisch', 'portugiesisch', 'latein',
    'inglês', 'francês', 'alemão', 'espanhol', 'chinês', 'russo', 'japonês', 'latim', 'inglese', 'francese', 'tedesco', 'spagnolo', 'cinese', 'arabo', 'giapponese', 'portoghese', 'latino',
    'engels', 'frans', 'duits', 'spaans', 'chinees', 'japans', 'italiaans', 'portugees', 'latijn', 'angielsk*', 'francusk*', 'niemieck*', 'niemiec*', 'hiszpańsk*', 'chińsk*', 'rosyjsk*', 'arabsk*', 'japońsk*', 'włosk*', 'łacin*',
    'английск*', 'французск*', 'немецк*', 'испанск*', 'китайск*', 'арабск*', 'японск*', 'итальянск*', 'латин*',
    'αγγλικά', 'γαλλικά', 'γερμανικά', 'ισπανικά', 'κινέζικα', 'ρωσικά', 'αραβικά', 'ιαπωνικά', 'ιταλικά', 'λατινικά',
    'ingilizce', 'fransızca', 'almanca', 'ispanyolca', 'çince', 'rusça', 'arapça', 'japonca', 'italyanca', 'latince', 'portekizce',
    'bahasa inggris', 'inggris', 'prancis', 'perancis', 'jerman', 'spanyol', 'mandarin', 'rusia', 'jepang', 'tiếng anh', 'tiếng pháp', 'tiếng đức', 'tiếng tây ban nha', 'tiếng trung', 'tiếng nga', 'tiếng nhật',
    'الإنجليزية', 'بالإنجليزية', 'الانجليزية', 'بالانجليزية', 'الفرنسية', 'بالفرنسية', 'الألمانية', 'بالألمانية', 'الإسبانية', 'بالإسبانية', 'الصينية', 'بالصينية', 'الروسية', 'بالروسية', 'اليابانية', 'باليابانية',
    'انگریزی', 'فرانسیسی', 'جرمن', 'ہسپانوی', 'چینی', 'روسی', 'عربی', 'جاپانی', 'ہندی',
    'अंग्रेज़ी', 'अंग्रेजी', 'फ़्रेंच', 'फ्रेंच', 'जर्मन', 'स्पेनिश', 'चीनी', 'रूसी', 'अरबी', 'जापानी', 'संस्कृत', 'उर्दू', 'angrezi', 'english mein', 'french mein', 'german mein', 'spanish mein', 'hindi mein',
    'ইংরেজি*', 'ফরাসি*', 'জার্মান*', 'স্প্যানিশ*', 'চীনা', 'রুশ', 'আরবি*', 'জাপানি*', 'হিন্দি*', 'इंग्रजी*', 'फ्रेंच*', 'स्पॅनिश*', 'चिनी', 'रशियन', 'जपानी', 'हिंदी*',
    'અંગ્રેજી*', 'ફ્રેંચ*', 'ફ્રેન્ચ*', 'જર્મન*', 'સ્પેનિશ*', 'ચીની', 'રશિયન', 'અરબી', 'જાપાની', 'હિન્દી*', 'ਅੰਗਰੇਜ਼ੀ*', 'ਫ਼ਰਾਂਸੀਸੀ', 'ਫਰੈਂਚ', 'ਜਰਮਨ', 'ਸਪੈਨਿਸ਼', 'ਚੀਨੀ', 'ਰੂਸੀ', 'ਅਰਬੀ', 'ਹਿੰਦੀ',
    'ஆங்கில*', 'பிரெஞ்சு*', 'ஜெர்மன்*', 'ஸ்பானிஷ்*', 'ரஷ்ய*', 'அரபு*', 'ஜப்பானிய*', 'இந்தி*', 'ఇంగ్లీష్*', 'ఆంగ్ల*', 'ఫ్రెంచ్*', 'జర్మన్*', 'స్పానిష్*', 'చైనీస్*', 'రష్యన్*', 'అరబిక్*', 'హిందీ*',
    'ಇಂಗ್ಲಿಷ್*', 'ಆಂಗ್ಲ*', 'ಫ್ರೆಂಚ್*', 'ಜರ್ಮನ್*', 'ಸ್ಪ್ಯಾನಿಷ್*', 'ಚೈನೀಸ್*', 'ರಷ್ಯನ್*', 'ಅರೇಬಿಕ್*', 'ಹಿಂದಿ*', 'ഇംഗ്ലീഷ്*', 'ഫ്രഞ്ച്*', 'ജർമ്മൻ*', 'സ്പാനിഷ്*', 'ചൈനീസ്*', 'റഷ്യൻ*', 'അറബി*', 'ജാപ്പനീസ്*', 'ഹിന്ദി*',
    '英文', '英语', '英語', '法语', '法語', '德语', '德語', '日语', '日語', '俄语', '俄語', '西班牙语', '西班牙語', '阿拉伯语', '阿拉伯語', '拉丁语', '韩语', '韓語',
    'フランス語', 'ドイツ語', '中国語', 'スペイン語', 'ロシア語', 'アラビア語', 'ラテン語', '韓国語', '영어', '프랑스어', '독일어', '중국어', '일본어', '스페인어', '러시아어', '아랍어', '라틴어',
    // Indian languages named in other Indian languages
    'तमिल', 'तेलुगु', 'बंगाली', 'मराठी', 'गुजराती', 'पंजाबी', 'कन्नड़', 'मलयालम', 'tamil mein', 'telugu mein', 'bengali mein', 'തമിഴ്*', 'തെലുങ്ക്*', 'കന്നഡ*', 'ബംഗാളി*', 'தெலுங்கு*',
    'மலையாள*', 'கன்னட*', 'ஹிந்தி*', 'తమిళ*', 'కన్నడ*', 'మలయాళ*', 'ತಮಿಳ*', 'ತೆಲುಗ*', 'ಮಲಯಾಳ*', 'তামিল*', 'তেলুগু*', 'মারাঠি*', 'ਤਮਿਲ', 'ਬੰਗਾਲੀ', 'તમિલ', 'બંગાળી', 'மராத்தி*', 'మరాఠీ*',
  ],
};

/** The reader's answer or summary, or replying itself (infinitives: "doit répondre uniquement en allemand"). */
export const REPLY: Concept = {
  words: [
    // SAY without OUTPUT's give/show/write verbs ("informe" is Portuguese "inform" and Spanish "report")
    ...ANSWER_OR_SUMMARY.words, ...SAY.words.filter((w) => !OUTPUT.words.includes(w)), 'odpowiadaj', 'odpowiadajcie', 'responder', 'contestar', 'répondre', 'antworten', 'rispondere', 'antwoorden', 'odpowiadać', 'odpowiedzieć', 'отвечать', 'ответить', 'απαντά*', 'cevap ver*', 'yanıtla*',
    'menjawab', 'balas*', 'الرد', 'جواب دے*', 'जवाब दे*', 'उत्तर दे*', 'jawab de*', 'উত্তর দে*', 'उत्तर द्या', 'જવાબ આપ*', 'ਜਵਾਬ ਦੇ*', 'பதில் அளி*', 'సమాధానం ఇవ్వ*', 'ಉತ್ತರ ನೀಡ*', 'മറുപടി നൽക*',
  ],
};

/** How-to and purpose, without "before" (the message family's "before you reply" is part of the request). */
export const HOW_TO: Concept = {
  words: [
    'para enviar', 'para comprar', 'para compartir', 'pour envoyer', 'pour acheter', 'pour partager', 'zu senden', 'zu kaufen', 'zu teilen', 'para comprar', 'per inviare', 'per acquistare', 'om te', 'aby', 'чтобы', 'για να',
    'göndermek için', 'satın almak için', 'untuk mengirim', 'untuk membeli', 'để gửi', 'để mua', 'cómo', 'comment', 'wie', 'como', 'come', 'hoe', 'jak', 'как', 'πώς', 'nasıl', 'bagaimana', 'cara', 'cách',
    'لكي', 'كيف', 'کے لیے', 'کیسے', 'के लिए', 'कैसे', 'ke liye', 'kaise', 'জন্য', 'কীভাবে', 'साठी', 'कसे', 'માટે', 'કેવી રીતે', 'ਲਈ', 'ਕਿਵੇਂ', 'எப்படி', 'కోసం', 'ఎలా', 'ಹೇಗೆ', 'ಗಾಗಿ', 'വേണ്ടി', 'എങ്ങനെ',
    '为了', '為了', '如何', '怎么', '怎麼', '如需', '若要', '如要', 'ために', 'するには', '方法', '위해', '방법', '하려면',
  ],
};

/** Translate, translation: a translation task names its target language by nature. */
export const TRANSLATE: Concept = {
  words: [
    'tradu*', 'übersetz*', 'vertaal*', 'vertal*', 'tłumacz*', 'przetłumacz*', 'перевед*', 'перевод*', 'μετάφρασ*', 'μετέφρασ*', 'çevir*', 'tercüme*', 'terjemah*', 'menerjemahkan', 'dịch',
    'ترجم*', 'ترجمہ*', 'अनुवाद*', 'ट्रांसलेट*', 'translate', 'anuvad*', 'অনুবাদ*', 'भाषांतर*', 'ભાષાંતર*', 'અનુવાદ*', 'ਅਨੁਵਾਦ*', 'மொழிபெயர்*', 'అనువ*', 'ಅನುವಾದ*', 'വിവർത്തന*',
    '翻译', '翻譯', '翻訳', '번역',
  ],
};

/** Exams, courses and forms: their rules say which language answers must be in. */
export const EXAM_OR_FORM: Concept = {
  words: [
    'examen*', 'prüfung*', 'exame*', 'esame', 'esami', 'tentamen', 'egzamin*', 'экзамен*', 'εξετάσ*', 'sınav*', 'ujian', 'bài thi', 'kỳ thi', 'امتحان', 'الامتحان', 'امتحان*', 'परीक्षा*', 'pariksha', 'exam',
    'পরীক্ষা*', 'परीक्षे*', 'પરીક્ષા*', 'ਪ੍ਰੀਖਿਆ*', 'தேர்வு*', 'పరీక్ష*', 'ಪರೀಕ್ಷೆ*', 'പരീക്ഷ*', '考试', '考試', '試験', '시험',
    'formulario', 'formulaire', 'formular', 'formulário', 'modulo', 'formulier', 'formularz*', 'анкет*', 'форма', 'форму', 'форме', 'έντυπο', 'form', 'forms', 'formulir', 'biểu mẫu', 'استمارة', 'فارم', 'फ़ॉर्म', 'फॉर्म', 'ফর্ম*', 'फॉर्म*', 'ફોર્મ*', 'ਫਾਰਮ*',
    'படிவ*', 'ఫారం*', 'ಅರ್ಜಿ*', 'ഫോം*', '表格', '表单', 'フォーム', '申請書', '양식', '신청서', 'curso', 'cours', 'kurs*', 'corso', 'cursus', 'курс*', 'μάθημα', 'kursus', 'khóa học', 'دورة', 'कोर्स', 'কোর্স*', '课程', '講座', '강좌',
  ],
};

/** Available, accepted, supported: what a service offers ("answers are only available in English"), not a demand on the reader. */
export const AVAILABLE: Concept = {
  words: [
    'disponible*', 'verfügbar', 'disponível', 'disponíveis', 'disponibile', 'disponibili', 'beschikbaar', 'dostępn*', 'доступн*', 'διαθέσιμ*', 'mevcut', 'tersedia', 'có sẵn',
    'متاح*', 'دستیاب', 'उपलब्ध', 'উপলব্ধ', 'উপলভ্য', 'ઉપલબ્ધ', 'ਉਪਲਬਧ', 'கிடைக்க*', 'అందుబాటులో', 'ಲಭ್ಯ*', 'ലഭ്യ*', '可用', '利用可能', '対応', '지원',
    'aceptan', 'acepta', 'aceptamos', 'acceptées', 'acceptés', 'accepte', 'akzeptiert', 'aceitas', 'aceitos', 'accettate', 'accettati', 'geaccepteerd', 'akceptowane', 'akceptujemy', 'принима*',
    'kabul edil*', 'diterima', 'chấp nhận', 'تقبل', 'مقبول*', 'قبول', 'स्वीकार*', 'গ্রহণ*', 'સ્વીકાર*', 'ਸਵੀਕਾਰ*', 'ஏற்க*', 'అంగీకరి*', 'ಸ್ವೀಕರಿಸ*', 'സ്വീകരി*', '接受', '受け付け', '접수',
  ],
};

/** Data formats and parameters: API documentation ("the whole response comes in base64 when raw=true"); not in the families whose attacks carry a link. */
export const API_DOC: Concept = {
  words: [
    'json', 'xml', 'http', 'https', 'parámetro*', 'paramètre*', 'parameter*', 'parâmetro*', 'parametro*', 'параметр*', 'parametre*', 'parametr*', 'पैरामीटर', '参数', '參數', 'パラメータ', '매개변수',
    '파라미터',
  ],
};

/** Bots and configuration: a developer describing the bot it builds ("the bot answers only in English, see the configuration"); the answer-language family only (an attack may address "the bot"). */
export const BOT_CONFIG: Concept = {
  words: [
    'bot', 'chatbot', 'бот', 'боты', 'ボット', '机器人', '機器人', '봇', 'configuración', 'configuration', 'konfiguration', 'configuração', 'configurazione', 'configuratie', 'konfiguracj*',
    'конфигурац*', 'yapılandırma', 'konfigurasi', 'cấu hình', 'الإعدادات', 'کنفیگریشن', 'कॉन्फ़िगरेशन', 'कॉन्फिगरेशन', 'কনফিগারেশন', 'કન્ફિગરેશન', 'ਕੌਂਫਿਗਰੇਸ਼ਨ', 'கட்டமைப்பு*',
    'కాన్ఫిగరేషన్*', 'ಕಾನ್ಫಿಗರೇಶನ್*', 'കോൺഫിഗറേഷൻ*', '配置', '設定', '설정',
  ],
};

/** Change, replace, add, set up, reset (an account setting); the settings family's verbs. */
export const CHANGE_SETTING: Concept = {
  words: [
    'cambia', 'cambie', 'reemplaza', 'reemplace', 'sustituye', 'sustituya', 'añade', 'añada', 'agrega', 'agregue', 'configura', 'activa', 'restablece', 'restablezca', 'actualiza', 'actualice',
    'changez', 'remplace', 'remplacez', 'modifie', 'modifiez', 'ajoute', 'ajoutez', 'configurez', 'activez', 'réinitialise', 'réinitialisez', 'mettez à jour', 'mets à jour',
    'ändere', 'ändern sie', 'ersetze', 'ersetzen sie', 'füge', 'fügen sie', 'richte', 'richten sie', 'aktiviere', 'aktivieren sie', 'setze', 'setzen sie',
    'altere', 'altera', 'mude', 'muda', 'substitua', 'substitui', 'adicione', 'adiciona', 'ative', 'ativa', 'redefina', 'redefine', 'atualize',
    'modifica', 'modifichi', 'sostituisci', 'sostituisca', 'aggiungi', 'aggiunga', 'imposta', 'imposti', 'attiva', 'reimposta', 'aggiorna',
    'wijzig', 'verander', 'vervang', 'voeg', 'stel', 'activeer', 'zmień', 'zamień', 'dodaj', 'ustaw', 'skonfiguruj', 'włącz', 'zresetuj',
    'измени', 'измените', 'замени', 'замените', 'добавь', 'добавьте', 'настрой', 'настройте', 'установи', 'установите', 'включи', 'включите', 'сбрось', 'сбросьте',
    'άλλαξε', 'αλλάξτε', 'αντικατάστησε', 'αντικαταστήστε', 'πρόσθεσε', 'προσθέστε', 'ρύθμισε', 'ρυθμίστε', 'ενεργοποίησε', 'ενεργοποιήστε',
    'değiştir', 'değiştirin', 'ekle', 'ekleyin', 'ayarla', 'ayarlayın', 'etkinleştir', 'etkinleştirin', 'sıfırla', 'sıfırlayın',
    'ubah', 'ganti', 'tambahkan', 'atur', 'aktifkan', 'setel', 'thay đổi', 'đổi', 'thêm', 'thiết lập', 'cài đặt', 'bật', 'đặt lại',
    'استبدل', 'أضف', 'اضف', 'اضبط', 'قم بتغيير', 'قم بإضافة', 'قم باستبدال', 'قم بإعداد',
    'تبدیل کریں', 'تبدیل کر دیں', 'بدل دیں', 'شامل کریں', 'شامل کر دیں', 'سیٹ کریں',
    'बदल दें', 'बदलें', 'बदलो', 'बदल दो', 'जोड़ें', 'जोड़ दें', 'जोड़ो', 'जोड़ दो', 'सेट करें', 'सेट कर दें', 'रीसेट करें', 'चालू करें',
    'badal do', 'badal dein', 'badlo', 'jod do', 'jodo', 'add kar', 'add karo', 'set kar', 'set karo', 'reset kar', 'change kar', 'change karo',
    'বদলে দিন', 'বদলান', 'বদলাও', 'পরিবর্তন করুন', 'পরিবর্তন করো', 'যোগ করুন', 'যোগ করো', 'সেট করুন',
    'बदला', 'बदलून टाका', 'जोडा', 'सेट करा', 'બદલો', 'બદલી નાખો', 'ઉમેરો', 'સેટ કરો', 'ਬਦਲੋ', 'ਬਦਲ ਦਿਓ', 'ਜੋੜੋ', 'ਸ਼ਾਮਲ ਕਰੋ', 'ਸੈੱਟ ਕਰੋ',
    'மாற்றவும்', 'மாற்று', 'சேர்க்கவும்', 'அமைக்கவும்', 'మార్చండి', 'మార్చు', 'జోడించండి', 'జోడించు', 'సెట్ చేయండి',
    'ಬದಲಾಯಿಸಿ', 'ಬದಲಿಸಿ', 'ಸೇರಿಸಿ', 'ಸೆಟ್ ಮಾಡಿ', 'മാറ്റുക', 'മാറ്റൂ', 'ചേർക്കുക', 'ചേർക്കൂ', 'സജ്ജമാക്കുക',
    '更改', '修改', '替换', '替換', '改为', '改為', '添加', '新增', '设置', '設置', '设定', '启用', '啟用', '重置',
    '変更して', '置き換えて', '追加して', '設定して', '有効にして', 'リセットして', '변경해', '변경하', '바꿔', '교체해', '추가해', '추가하', '설정해', '설정하',
    // infinitives and duty forms after "must" ("debe activar el reenvío", "চালু করতে হবে")
    // (with the modal where it stands next to the verb: "Para cambiar…" is a how-to; German and Dutch put the infinitive at the end)
    'debe activar', 'debe cambiar', 'debe configurar', 'debe añadir', 'debe agregar', 'tiene que cambiar', 'doit activer', 'doit remplacer', 'doit ajouter', 'doit modifier',
    'aktivieren', 'ändern', 'ersetzen', 'einrichten', 'deve ativar', 'deve alterar', 'deve mudar', 'deve adicionar', 'deve configurar', 'deve attivare', 'deve modificare', 'deve impostare', 'deve aggiungere',
    'activeren', 'wijzigen', 'instellen', 'toevoegen', 'veranderen', 'musi zmienić', 'musi włączyć', 'musi ustawić', 'musi dodać', 'powinien zmienić',
    'должен изменить', 'должен включить', 'должен настроить', 'нужно изменить', 'нужно включить', 'να αλλάξει', 'να ενεργοποιήσει', 'να προσθέσει', 'değiştirmeli', 'etkinleştirmeli', 'eklemeli',
    'harus mengubah', 'harus mengaktifkan', 'harus menambahkan', 'harus mengganti', 'phải thay đổi', 'phải bật', 'يجب تغيير', 'يجب تفعيل', 'تبدیل کرنا ہے', 'تبدیل کرنا ہوگا', 'فعال کرنا ہوگا',
    'बदलना होगा', 'बदलना है', 'चालू करना होगा', 'जोड़ना होगा', 'চালু করতে হবে', 'বদলাতে হবে', 'পরিবর্তন করতে হবে', 'যোগ করতে হবে', 'চালু করুন',
    'बदलावा', 'चालू करा', 'બદલવો', 'બદલવું', 'ચાલુ કરો', 'ਬਦਲਣਾ ਹੋਵੇਗਾ', 'ਬਦਲਣਾ ਪਵੇਗਾ', 'ਚਾਲੂ ਕਰੋ', 'மாற்ற வேண்டும்', 'మార్చాలి', 'ಬದಲಾಯಿಸಬೇಕು', 'മാറ്റണം',
  ],
};

/** Mail forwarding, the recovery address, a password reset: account settings a hijacker changes. */
export const ACCOUNT_SETTING: Concept = {
  words: [
    'reenvío*', 'de recuperación', 'restablecimiento de contraseña', 'transfert automatique', 'règle de transfert', 'règles de transfert', 'redirection', 'de récupération',
    'weiterleitung*', 'wiederherstellungs*', 'encaminhamento*', 'de recuperação', 'inoltro*', 'di recupero', 'doorstuur*', 'doorsturen', 'herstel-e-mail*', 'herstelmail*', 'herstel e-mail*',
    'przekierowani*', 'odzyskiwani*', 'переадресац*', 'пересылк*', 'восстановлени*', 'προώθηση*', 'προώθησης', 'ανάκτηση*', 'ανάκτησης',
    'yönlendirme*', 'kurtarma*', 'penerusan', 'pemulihan', 'chuyển tiếp', 'khôi phục',
    'إعادة التوجيه', 'اعادة التوجيه', 'التحويل التلقائي', 'الاسترداد', 'الاسترجاع', 'فارورڈنگ', 'ریکوری',
    'फ़ॉरवर्डिंग', 'फॉरवर्डिंग', 'अग्रेषण', 'रिकवरी', 'पुनर्प्राप्ति', 'forwarding', 'recovery', 'auto-forward', 'auto forward',
    'ফরওয়ার্ডিং', 'রিকভারি', 'পুনরুদ্ধার*', 'रिकव्हरी', 'पुनर्प्राप्ती', 'ફોરવર્ડિંગ', 'રિકવરી', 'ਫਾਰਵਰਡਿੰਗ', 'ਰਿਕਵਰੀ',
    'ஃபார்வர்டிங்*', 'மீட்பு*', 'ఫార్వర్డింగ్*', 'రికవరీ', 'ಫಾರ್ವರ್ಡಿಂಗ್*', 'ರಿಕವರಿ', 'ഫോർവേഡിംഗ്*', 'റിക്കവറി', 'വീണ്ടെടുക്കൽ*',
    '转发', '轉發', '恢复邮箱', '恢復信箱', '备用邮箱', '備用信箱', '辅助邮箱', '重置密码', '重設密碼',
    '転送', '復旧用', '再設定用', '予備のメール', 'パスワードのリセット', 'パスワードリセット', '전달 규칙', '자동 전달', '복구 이메일', '복구용', '비밀번호 재설정',
  ],
};

/** Accept, confirm, create, schedule (an invitation or a meeting); the calendar family's verbs. */
export const ACCEPT_OR_SCHEDULE: Concept = {
  words: [
    'acepta', 'acepte', 'confirma', 'confirme', 'crea', 'cree', 'programa', 'programe', 'accepte', 'acceptez', 'confirmez', 'crée', 'créez', 'planifie', 'planifiez', 'programmez',
    'nimm', 'nehmen sie', 'akzeptiere', 'akzeptieren sie', 'bestätige', 'bestätigen sie', 'sage zu', 'sagen sie zu', 'erstelle', 'erstellen sie', 'planen sie',
    'aceite', 'aceita', 'crie', 'cria', 'agende', 'marque', 'accetta', 'accetti', 'conferma', 'confermi', 'crei', 'pianifica', 'fissa',
    'accepteer', 'aanvaard', 'bevestig', 'maak', 'plan in', 'plannen', 'zaakceptuj', 'akceptuj', 'potwierdź', 'utwórz', 'zaplanuj', 'umów',
    'прими', 'примите', 'подтверди', 'подтвердите', 'создай', 'создайте', 'запланируй', 'запланируйте', 'назначь', 'назначьте',
    'αποδέξου', 'αποδεχτείτε', 'επιβεβαίωσε', 'επιβεβαιώστε', 'δημιούργησε', 'δημιουργήστε', 'προγραμμάτισε', 'προγραμματίστε',
    'kabul et', 'kabul edin', 'onayla', 'onaylayın', 'oluştur', 'oluşturun', 'planla', 'planlayın', 'terima', 'terimalah', 'setujui', 'konfirmasi', 'buat', 'jadwalkan',
    'chấp nhận', 'xác nhận', 'tạo', 'lên lịch', 'đặt lịch', 'اقبل', 'وافق على', 'أكد', 'أنشئ', 'انشئ',
    'قبول کر', 'قبول کریں', 'منظور کریں', 'تصدیق کریں', 'بنائیں', 'طے کریں',
    'स्वीकार कर', 'स्वीकार करें', 'स्वीकार करो', 'स्वीकारें', 'बनाएँ', 'बनाएं', 'बना दें', 'तय करें', 'शेड्यूल करें',
    'accept kar', 'accept karo', 'accept karein', 'sweekar kar', 'swikar kar', 'bana do', 'schedule kar', 'confirm kar',
    'গ্রহণ করুন', 'গ্রহণ করো', 'স্বীকার করুন', 'তৈরি করুন', 'তৈরি করো', 'स्वीकारा', 'स्वीकार करा', 'तयार करा', 'ठरवा',
    'સ્વીકારો', 'સ્વીકાર કરો', 'બનાવો', 'નક્કી કરો', 'ਸਵੀਕਾਰ ਕਰੋ', 'ਮਨਜ਼ੂਰ ਕਰੋ', 'ਬਣਾਓ', 'ਤੈਅ ਕਰੋ',
    'ஏற்றுக்கொள்*', 'ஏற்கவும்', 'உருவாக்கவும்', 'உருவாக்கு', 'అంగీకరించండి', 'అంగీకరించు', 'సృష్టించండి', 'ಸ್ವೀಕರಿಸಿ', 'ಒಪ್ಪಿಕೊಳ್ಳಿ', 'ರಚಿಸಿ',
    'സ്വീകരിക്കുക', 'സ്വീകരിക്കൂ', 'അംഗീകരിക്കുക', 'സൃഷ്ടിക്കുക',
    '接受', '同意', '创建', '建立', '安排', '预约', '預約', '承諾して', '受け入れて', '承認して', '作成して', '登録して', '수락', '승인해', '만들어', '생성해', '잡아',
    // third-person requests ("the AI reading this should accept")
    'ਸਵੀਕਾਰ ਕਰ ਲਵੇ', 'ਸਵੀਕਾਰ ਕਰੇ', 'स्वीकार कर ले', 'स्वीकार करे', 'قبول کر لے', 'قبول کرے', 'સ્વીકારી લે', 'স্বীকার করুক', 'গ্রহণ করুক', 'स्वीकारावे',
  ],
};

/** Invitations, meetings, appointments. */
export const INVITATION: Concept = {
  words: [
    'invitación*', 'invitaciones', 'reunión*', 'reuniones', 'cita', 'citas', 'invitation*', 'réunion*', 'rendez-vous', 'einladung*', 'termin*', 'besprechung*', 'meeting*',
    'convite*', 'reunião', 'reuniões', 'compromisso*', 'invit*', 'riunion*', 'appuntament*', 'uitnodiging*', 'vergadering*', 'afspra*', 'zaproszeni*', 'spotkani*',
    'приглашени*', 'встреч*', 'совещани*', 'πρόσκληση*', 'προσκλήσεις', 'συνάντηση*', 'συσκέψ*', 'davet*', 'toplantı*', 'undangan', 'rapat', 'pertemuan', 'lời mời', 'cuộc họp', 'buổi họp',
    'دعوة', 'الدعوة', 'الدعوات', 'دعوات', 'اجتماع*', 'الاجتماع*', 'دعوت*', 'میٹنگ*', 'आमंत्रण*', 'निमंत्रण*', 'इनवाइट*', 'बैठक*', 'मीटिंग*', 'nimantran', 'amantran',
    'আমন্ত্রণ*', 'নিমন্ত্রণ*', 'মিটিং*', 'বৈঠক*', 'આમંત્રણ*', 'મીટિંગ*', 'બેઠક*', 'ਸੱਦਾ*', 'ਸੱਦੇ', 'ਮੀਟਿੰਗ*',
    'அழைப்பு*', 'அழைப்பித*', 'கூட்ட*', 'மீட்டிங்*', 'ఆహ్వాన*', 'సమావేశ*', 'మీటింగ్*', 'ಆಹ್ವಾನ*', 'ಸಭೆ*', 'ಮೀಟಿಂಗ್*', 'ക്ഷണ*', 'മീറ്റിംഗ്*',
    '邀请', '邀請', '会议', '會議', '招待', '会議', 'ミーティング', '打ち合わせ', '초대', '회의', '미팅',
  ],
};

/** On the user's behalf: the reader acting as the user (accepting, answering, signing for them). */
export const ON_BEHALF: Concept = {
  words: [
    'en nombre del usuario', 'en nombre de la usuaria', 'en nombre del cliente', "au nom de l'utilisateur", "au nom de l'utilisatrice", "pour le compte de l'utilisateur",
    'im namen des nutzers', 'im namen des benutzers', 'im namen der nutzerin', 'im namen des kunden', 'em nome do usuário', 'em nome do utilizador', 'em nome do cliente',
    "per conto dell'utente", "a nome dell'utente", 'namens de gebruiker', 'uit naam van de gebruiker', 'w imieniu użytkownika', 'w imieniu klienta',
    'от имени пользователя', 'от имени клиента', 'εκ μέρους του χρήστη', 'για λογαριασμό του χρήστη', 'kullanıcı adına', 'kullanıcının adına', 'müşteri adına',
    'atas nama pengguna', 'mewakili pengguna', 'thay người dùng', 'thay mặt người dùng', 'thay cho người dùng', 'nhân danh người dùng',
    'نيابة عن المستخدم', 'نيابةً عن المستخدم', 'باسم المستخدم', 'صارف کی طرف سے', 'صارف کی جانب سے', 'یوزر کی طرف سے',
    'उपयोगकर्ता की ओर से', 'उपयोगकर्ता की तरफ़ से', 'उपयोगकर्ता की तरफ से', 'यूज़र की ओर से', 'यूज़र की तरफ़ से', 'यूजर की तरफ से',
    'user ki taraf se', 'user ki or se', 'user ki jagah', 'user ke behalf',
    'ব্যবহারকারীর পক্ষে', 'ব্যবহারকারীর পক্ষ থেকে', 'ব্যবহারকারীর হয়ে', 'वापरकर्त्याच्या वतीने', 'વપરાશકર્તા વતી', 'વપરાશકર્તાની વતી', 'ਉਪਭੋਗਤਾ ਵੱਲੋਂ', 'ਯੂਜ਼ਰ ਵੱਲੋਂ', 'ਵਰਤੋਂਕਾਰ ਵੱਲੋਂ',
    'பயனர் சார்பாக', 'பயனரின் சார்பாக', 'பயனர் சார்பில்', 'பயனரின் சார்பில்', 'వినియోగదారు తరపున', 'వినియోగదారుని తరపున', 'యూజర్ తరపున',
    'ಬಳಕೆದಾರರ ಪರವಾಗಿ', 'ಬಳಕೆದಾರನ ಪರವಾಗಿ', 'ഉപയോക്താവിന് വേണ്ടി', 'ഉപയോക്താവിനുവേണ്ടി', 'ഉപയോക്താവിന്റെ പേരിൽ',
    '代表用户', '代表用戶', '以用户名义', '以用戶名義', '替用户', '替用戶', 'ユーザーに代わって', 'ユーザーの代わりに', 'ユーザーの代理で', '사용자 대신', '사용자를 대신해', '사용자를 대신하여', '사용자 명의로',
  ],
};

/** DONE without Vietnamese "được", which also means "can, manage to" ("đọc được dòng này", able to read this line). */
export const DONE_NOT_ABLE: Concept = { words: DONE.words.filter((w) => w !== 'được') };

/** Reports of a settings change already made ("l'utilisateur a remplacé…", accents fold away: "remplacé" reads as "remplace"). */
export const SETTING_CHANGED: Concept = {
  words: [
    'ha cambiado', 'ha reemplazado', 'ha añadido', 'ha configurado', 'cambió', 'reemplazó', 'añadió', 'configuró', 'a changé', 'a remplacé', 'a modifié', 'a ajouté', 'a configuré', 'a été', 'effectué', 'effectuée',
    'hat geändert', 'hat ersetzt', 'hat hinzugefügt', 'hat eingerichtet', 'geändert', 'eingerichtet', 'alterou', 'mudou', 'substituiu', 'adicionou', 'configurou', 'ha cambiato', 'ha sostituito', 'ha aggiunto', 'ha impostato',
    'heeft gewijzigd', 'gewijzigd', 'zmienił*', 'dodał*', 'изменил*', 'заменил*', 'добавил*', 'настроил*', 'άλλαξε ήδη', 'değiştirdi', 'ekledi', 'telah mengubah', 'sudah mengubah', 'đã thay đổi', 'đã thêm', 'đã đổi',
    'قام بتغيير', 'تم تغيير', 'بدل دیا', 'تبدیل کر دیا', 'बदल दिया', 'बदल दी', 'जोड़ दिया', 'badal diya', 'badal di', 'বদলে দিয়েছে', 'बदलले', 'બદલી નાખ્યું', 'ਬਦਲ ਦਿੱਤਾ', 'மாற்றினார்', 'మార్చారు', 'ಬದಲಾಯಿಸಿದರು', 'മാറ്റി',
    '已更改', '已修改', '已添加', '変更しました', '追加しました', '변경했습니다', '변경되었습니다', '추가했습니다',
  ],
};
