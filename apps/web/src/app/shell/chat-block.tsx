/**
 * Igea's chat block in the right sidebar and its sheet (spec §2). It lives in features/assistant;
 * the shell only places it.
 */
export { ChatBlock, preloadChatComposer } from '../../features/assistant/public/chat-block';
