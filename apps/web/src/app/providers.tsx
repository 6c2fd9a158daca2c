import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppToaster } from './app-toaster';

/**
 * App-wide providers with the spec §9 behaviour: queries never retry, are always stale and do not
 * refetch on focus; toasts show 1 at a time for 5000 ms with the F8 hotkey. No tooltip provider: the app
 * shows no Radix tooltip, and the provider alone brought the positioning library (floating-ui, ~15 KB
 * gzip) into every page's first load; a tooltip component, when one comes, wraps itself in
 * `Tooltip.Provider` with `TOOLTIP_DELAY_MS` (spec §9: 700 ms).
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // `client`: one already holding data, the server's answers to a page it rendered (main.tsx, entry-server.tsx).
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
