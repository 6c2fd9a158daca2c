import { it } from '@sanity/shared/i18n/it';
import { lazy, Suspense } from 'react';
import { LoadingText } from '../../../components/ui/spinner';

// Issue 31: each section's code (forms, the delivery log) loads when the section is first drawn.
const TokensSection = lazy(() => import('./tokens-section').then((m) => ({ default: m.TokensSection })));
const WebhooksSection = lazy(() => import('./webhooks-section').then((m) => ({ default: m.WebhooksSection })));

const fallback = <LoadingText>{it.common.loadingShort}</LoadingText>;

/** Settings → 'Accesso API' (everyone). */
export function LazyTokensSection() {
  return (
    <Suspense fallback={fallback}>
      <TokensSection />
    </Suspense>
  );
}

/** Settings → 'Webhook' (a doctor's practice). */
export function LazyPracticeWebhooksSection() {
  return (
    <Suspense fallback={fallback}>
      <WebhooksSection scope="practice" />
    </Suspense>
  );
}

/** /admin → 'Webhook' (the platform's endpoints). */
export function LazyPlatformWebhooksSection() {
  return (
    <Suspense fallback={fallback}>
      <WebhooksSection scope="platform" />
    </Suspense>
  );
}
