import { TOOLTIP_DELAY_MS } from '@sanity/shared/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppToaster } from './app-toaster';

/**
 * App-wide providers with the spec §9 behaviour: queries never retry, are always stale and do not
 * refetch on focus; toasts show 1 at a time for 5000 ms with the F8 hotkey; tooltips open after 700 ms.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // `client`: one already holding data, the server's answers to a page it rendered (main.tsx, entry-server.tsx).
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
        {children}
        <AppToaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
