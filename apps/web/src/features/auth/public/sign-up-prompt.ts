export { SignUpPrompt } from '../components/sign-up-prompt';
