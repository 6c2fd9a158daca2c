import { type ComponentProps } from 'react';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type ReplyDialog from './reply-dialog';
import type ReportDialog from './report-dialog';

/** The doctor's 'Rispondi' and anyone's 'Segnala', each loaded the first time it opens. */
export const LazyReplyDialog = lazyDialog<ComponentProps<typeof ReplyDialog>>(() => import('./reply-dialog'));
export const LazyReportDialog = lazyDialog<ComponentProps<typeof ReportDialog>>(() => import('./report-dialog'));
