import { assistantAnswerMessages } from './it/assistant-answers';

/** Igea's answers (./it/assistant-answers.ts), kept out of the first-load catalogue `it`. */
export const itAssistant = assistantAnswerMessages;
