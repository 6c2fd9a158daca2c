import './index.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import { SSR_STATE_ELEMENT_ID } from './lib/ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');

// A page the server rendered (the landing, the directory, doctor and article pages) arrives with its
// content and the data it was made from: the app takes over that markup instead of drawing it again,
// and reads that data from the page instead of asking the server for it again.
const state = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
if (state) {
  const drawnWith = JSON.parse(state) as DehydratedState;
  const client = createQueryClient({ drawnWith: new Set(drawnWith.queries.map((query) => query.queryHash)) });
  // The server leaves out when it fetched (the same page is then the same bytes, for its validator):
  // the data counts from its arrival, by this browser's clock.
  const arrivedAt = Date.now();
  hydrate(client, { ...drawnWith, queries: drawnWith.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: arrivedAt } })) });
  // As a transition, hydration yields to the browser between pieces of work: the page already shows,
  // and a tap on it is not kept waiting behind one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
