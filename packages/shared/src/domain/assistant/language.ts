import { words } from './normalize';

// Words that are common in English and are not Italian words (so "a", "come", "i" are left out).
const ENGLISH = new Set(
  'the my is are and he she his her him it s t can cannot don doesn won not what when where how why please help dad mom mum son daughter husband wife brother sister baby we you they this that with from have has had was were been just now right after before should would could breathe breathing hurts pain chest face arm leg stroke bleeding blood pills swallowed fainted collapsed passed out want die kill myself going'.split(' '),
);

/** Whether a message is written in English (at least three English words and most of its words). */
export function isEnglish(text: string): boolean {
  const ws = words(text);
  const english = ws.filter((w) => ENGLISH.has(w)).length;
  return english >= 3 && english / ws.length >= 0.4;
}
