export { ChatBlock } from '../components/chat-block';
