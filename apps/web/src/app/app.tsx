import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function App({ client }: { client?: QueryClient }) {
  return (
    <AppProviders client={client}>
      <AppRouter />
    </AppProviders>
  );
}
