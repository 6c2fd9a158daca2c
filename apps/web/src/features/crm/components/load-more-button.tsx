import { it } from '@sanity/shared/i18n/it';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { ChevronDown } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** The next page of an infinite query, as the list needs it. */
export interface MorePages {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  load: () => void;
}

/** 'Carica altri …' under a paged list; after a failed page, the error and the same button to retry. */
export function LoadMoreButton({ more, label }: { more: MorePages; label: string }) {
  if (!more.hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      {more.failed ? <Alert>{itBooking.crm.loadMoreError}</Alert> : null}
      <Button variant="outline" onClick={more.load} disabled={more.loading}>
        {more.loading ? <Spinner className="size-4" /> : <ChevronDown aria-hidden="true" />}
        {more.loading ? it.common.loadingShort : label}
      </Button>
    </div>
  );
}
