import type { RegionalLexicon } from './lexicon';

/**
 * Chinese (twenty-third round) for the must-not-miss signs. Chinese has no spaces, so the
 * normaliser leaves a sentence as one word ("我爸爸突然说话不清楚"): these are phrases, read
 * inside it and replaced by the Italian the rules read, with spaces around. ./index.ts tries
 * them only on a text with Chinese characters (no cost for any other) and closes the spaces after.
 * Longer phrases first ("胸口疼" before "疼").
 */
const ZH: ReadonlyArray<readonly [string, string]> = [
  // who
  ['我爸爸|爸爸|父亲|我爸', 'padre'], ['我妈妈|妈妈|母亲|我妈', 'madre'], ['老公|丈夫', 'marito'], ['老婆|妻子', 'moglie'], ['儿子', 'figlio'], ['女儿', 'figlia'],
  ['孩子|宝宝|小孩|婴儿', 'bambino'], ['奶奶|外婆|姥姥', 'nonna'], ['爷爷|外公|姥爷', 'nonno'], ['朋友', 'amico'],
  // now, suddenly, help
  ['突然', 'improvvisamente'], ['现在', 'adesso'], ['救命|帮帮我', 'aiuto'],
  // pain in the chest, breath
  ['胸口疼|胸口痛|胸痛|胸闷|心口疼', 'dolore al petto'], ['喘不过气|呼吸困难|上不来气', 'fa fatica a respirare'], ['不能呼吸|没有呼吸|没呼吸|不呼吸', 'non respira'],
  // fainted, does not wake, does not answer
  ['晕倒了|晕倒|昏倒|昏迷|晕过去|失去知觉|不省人事', 'e svenuto'], ['叫不醒|醒不过来', 'non si sveglia'], ['没有反应|没反应', 'non risponde'],
  // stroke signs
  ['说话不清楚|说话不清|说不出话|口齿不清', 'non riesce a parlare'], ['嘴歪|口歪|脸歪', 'bocca storta'], ['胳膊动不了|手臂动不了|手动不了|半边身子动不了', 'non muove il braccio'], ['中风|脑卒中', 'ictus'],
  // bleeding, burns
  ['血流不止|流血不止|出血不止|止不住血', 'sangue non si ferma'], ['大出血', 'emorragia'], ['烫伤|烧伤', 'ustionato'], ['开水|沸水', 'acqua bollente'],
  // swallowed, drank, pills, poison
  ['吃了很多药|吞了很多药', 'ha preso molte pastiglie'], ['吞了|吞下', 'ha ingoiato'], ['喝了', 'ha bevuto'], ['安眠药', 'sonniferi'], ['农药|毒药', 'veleno'], ['漂白剂|消毒液', 'candeggina'], ['药片|药', 'pastiglie'],
  // swelling, seizure
  ['喉咙肿|嗓子肿', 'gola gonfia'], ['舌头肿', 'lingua gonfia'], ['嘴唇肿', 'labbra gonfie'], ['抽搐|抽筋|癫痫发作|抽风', 'convulsioni'],
  // to die, kill myself, cut myself, beats me, afraid
  ['不想活了|不想活', 'non voglio piu vivere'], ['想死', 'voglio morire'], ['想自杀|自杀', 'voglio suicidarmi'], ['割腕', 'mi taglio le vene'], ['打我', 'mi picchia'], ['害怕', 'ho paura'],
];

export const CHINESE: RegionalLexicon = {
  words: {},
  phrases: ZH.map(([zh, it]) => [new RegExp(zh, 'g'), ` ${it} `] as const),
};
