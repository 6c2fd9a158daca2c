export { ChatBlock, preloadChatComposer } from '../components/chat-block';
