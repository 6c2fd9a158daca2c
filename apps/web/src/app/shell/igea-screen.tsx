import { lazyDialog } from '../../components/ui/lazy-dialog';

/** Igea's own screen below lg (igea-screen-dialog.tsx), loaded the first time it opens. */
export const IgeaScreen = lazyDialog(() => import('./igea-screen-dialog'));
