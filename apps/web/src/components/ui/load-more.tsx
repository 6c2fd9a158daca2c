import { it } from '@sanity/shared/i18n/it';
import { ChevronDown } from 'lucide-react';
import { errorMessage } from '../../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

/** What 'Carica altri' needs of a TanStack infinite query. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/** 'Carica altri …' under a paged list; after a failed page, the error and the same button to retry. */
export function LoadMore({ pages, label, errorText }: { pages: NextPages; label: string; errorText?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      {pages.isFetchNextPageError ? <Alert>{errorText ?? errorMessage(pages.error)}</Alert> : null}
      <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
        {pages.isFetchingNextPage ? <Spinner className="size-4" /> : <ChevronDown aria-hidden="true" />}
        {pages.isFetchingNextPage ? it.common.loadingShort : label}
      </Button>
    </div>
  );
}
