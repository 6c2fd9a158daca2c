import { lazyDialog } from '../../components/ui/lazy-dialog';
import { preloadChatComposer } from './chat-block';

/**
 * Igea's own screen below lg (igea-screen-dialog.tsx), loaded the first time it opens, with her
 * message field: the screen focuses the field as it opens, so the field is there from the start.
 */
export const IgeaScreen = lazyDialog(async () => {
  const [screen] = await Promise.all([import('./igea-screen-dialog'), preloadChatComposer()]);
  return screen;
});
