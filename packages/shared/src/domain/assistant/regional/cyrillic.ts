import type { RegionalLexicon } from './lexicon';

/**
 * Ukrainian and Russian in Cyrillic letters (twenty-third round) for the must-not-miss signs, as
 * the normaliser leaves them: lower case, "й" as "и", "ё" as "е", "ї" as "і" ("мій" is "міи").
 * No Italian or English word is written in these letters, so no word collides; "не" is NOT, and
 * a verb after it is read as Italian ("не дихає" → "non respira"). JavaScript's \b knows only
 * Latin letters: the phrases match the Italian words the Cyrillic ones became.
 */
export const CYRILLIC: RegionalLexicon = {
  words: {
    // who: husband, wife, son, daughter, child, father, mother, friend, grandparents; my; me
    муж: 'marito', мужа: 'marito', чоловік: 'marito', чоловіка: 'marito', жена: 'moglie', дружина: 'moglie', сын: 'figlio', син: 'figlio', дочь: 'figlia', дочка: 'figlia', донька: 'figlia', ребенок: 'bambino', ребенку: 'bambino', дитина: 'bambino', дитині: 'bambino', малыш: 'bambino', малюк: 'bambino',
    отец: 'padre', батько: 'padre', тато: 'papa', папа: 'papa', мама: 'mamma', мать: 'madre', мати: 'madre', друг: 'amico', подруга: 'amica', бабушка: 'nonna', бабуся: 'nonna', дедушка: 'nonno', дідусь: 'nonno',
    мои: 'mio', мого: 'mio', моего: 'mio', и: 'e', і: 'e', сильнии: 'forte', сильныи: 'forte', сильная: 'forte', сильна: 'forte', бабусі: 'nonna', бабушки: 'nonna', міи: 'mio', моя: 'mia', мене: 'mi', меня: 'mi', мне: 'mi', мені: 'mi', я: 'io',
    // now, suddenly, help, very, many
    сеичас: 'adesso', зараз: 'adesso', вдруг: 'improvvisamente', внезапно: 'improvvisamente', раптом: 'improvvisamente', помогите: 'aiuto', допоможіть: 'aiuto', помощь: 'aiuto', допомога: 'aiuto', очень: 'molto', дуже: 'molto', много: 'molte', багато: 'molte', все: 'tutte', всі: 'tutte',
    // pain, chest, heart, breath; NOT; can
    боль: 'dolore', біль: 'dolore', болит: 'fa male', болить: 'fa male', грудь: 'petto', груди: 'petto', грудях: 'petto', сердце: 'cuore', серце: 'cuore', не: 'non', может: 'puo', може: 'puo',
    дышит: 'respira', дихає: 'respira', дышать: 'respirare', дихати: 'respirare', задыхается: 'soffoca', задихається: 'soffoca', воздуха: 'aria', повітря: 'aria',
    // fainted, does not wake, does not answer, fell
    сознание: 'sensi', сознания: 'sensi', свідомість: 'sensi', свідомості: 'sensi', потерял: 'perso', потеряла: 'perso', втратив: 'perso', втратила: 'perso', обморок: 'svenimento', упал: 'caduto', упала: 'caduta', впав: 'caduto', впала: 'caduta',
    просыпается: 'si sveglia', прокидається: 'si sveglia', отвечает: 'risponde', відповідає: 'risponde', реагирует: 'reagisce', реагує: 'reagisce',
    // stroke signs
    рот: 'bocca', лицо: 'faccia', обличчя: 'faccia', криво: 'storta', кривои: 'storta', перекосило: 'storta', говорит: 'parla', говорить: 'parlare', говорити: 'parlare', рука: 'braccio', руку: 'braccio', рукою: 'braccio', двигает: 'muove', рухає: 'muove', инсульт: 'ictus', інсульт: 'ictus', онемела: 'intorpidita', оніміла: 'intorpidita',
    // blood, burns
    кровь: 'sangue', кров: 'sangue', кровотечение: 'emorragia', кровотеча: 'emorragia', кровит: 'sanguina', кровоточить: 'sanguina', останавливается: 'si ferma', зупиняється: 'si ferma', порезался: 'si e tagliato', порізався: 'si e tagliato', ожог: 'ustione', опік: 'ustione', обжегся: 'si e ustionato', обожглась: 'si e ustionata', обпікся: 'si e ustionato', обпеклася: 'si e ustionata', кипятком: 'acqua bollente', кипяток: 'acqua bollente', окропом: 'acqua bollente', окріп: 'acqua bollente',
    // swallowed, drank, pills, poison
    проглотил: 'ha ingoiato', проглотила: 'ha ingoiato', проковтнув: 'ha ingoiato', проковтнула: 'ha ingoiato', выпил: 'ha bevuto', выпила: 'ha bevuto', випив: 'ha bevuto', випила: 'ha bevuto', таблетки: 'pastiglie', таблеток: 'pastiglie', лекарства: 'medicine', ліки: 'medicine', снотворное: 'sonniferi', снодіине: 'sonniferi', яд: 'veleno', отрава: 'veleno', отрута: 'veleno', отравился: 'avvelenato', отруївся: 'avvelenato', отравилась: 'avvelenata', отруїлася: 'avvelenata', хлорку: 'candeggina', білизну: 'candeggina',
    // swelling of throat, tongue, lips; seizure
    опухло: 'gonfia', опухла: 'gonfia', опух: 'gonfio', отек: 'gonfiore', набряк: 'gonfiore', набрякло: 'gonfia', горло: 'gola', язык: 'lingua', язик: 'lingua', губы: 'labbra', губи: 'labbra', судороги: 'convulsioni', судоми: 'convulsioni', приступ: 'crisi', напад: 'crisi', эпилепсия: 'epilessia', епілепсія: 'epilessia',
    // to die, kill myself, live, cut; beats me; afraid
    хочу: 'voglio', умереть: 'morire', померти: 'morire', жить: 'vivere', жити: 'vivere', убить: 'uccidere', вбити: 'uccidere', себя: 'me stesso', себе: 'me stesso', покончить: 'farla finita', покінчити: 'farla finita', режу: 'taglio', ріжу: 'taglio', бьет: 'picchia', бье: 'picchia', бьют: 'picchiano', ударил: 'picchiato', вдарив: 'picchiato', боюсь: 'ho paura', боюся: 'ho paura', страшно: 'ho paura',
  },
  phrases: [
    // "в груди" → "al petto"; "потерял сознание", "без сознания".
    [/\b(dolore|fa male) в (petto|cuore|gola)\b/g, '$1 al $2'],
    [/(?<=^| )в (petto|cuore)\b/g, 'al $1'],
    [/\bperso sensi\b/g, 'e svenuto'],
    [/(?<=^| )без sensi\b/g, 'svenuto'],
    // "хочу убить себя", "режу себя", "покончить с собой".
    [/\buccidere me stesso\b/g, 'uccidermi'],
    [/\btaglio me stesso\b/g, 'mi taglio'],
    [/\bfarla finita (с|з) (собои|собою)(?= |$)/g, 'farla finita'],
    // Ukrainian "б'є" (beats), split by its apostrophe.
    [/(?<=^| )б є(?= |$)/g, 'picchia'],
  ],
};
