import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import { AppError } from '../../lib/app-error';
import { OutboundTargetRefusedError, checkOutboundTarget, type OutboundTargetPolicy } from '../../lib/outbound-target';

const w = itApiAccess.webhooks;

/**
 * Where the server may send a webhook: the same guard as CalDAV (lib/outbound-target.ts: no
 * loopback, private, link-local or metadata addresses, DNS checked again at connect time by
 * `connectCheckedFetch`), and https only. WEBHOOKS_ALLOW_PRIVATE_NETWORKS lets in the clinic's own
 * network (and plain http to it), as CALDAV_ALLOW_PRIVATE_NETWORKS does: the tests' local receiver.
 */
export async function checkWebhookTarget(url: string, policy: OutboundTargetPolicy): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AppError(400, w.urlInvalid, { fields: { url: w.urlInvalid } });
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && policy.allowPrivateNetworks)) throw new AppError(400, w.httpsOnly, { fields: { url: w.httpsOnly } });
  if (parsed.username || parsed.password) throw new AppError(400, w.urlInvalid, { fields: { url: w.urlInvalid } });
  try {
    await checkOutboundTarget(parsed, policy);
  } catch (error) {
    if (error instanceof OutboundTargetRefusedError) {
      const message = error.reason === 'insecure' ? w.httpsOnly : w.privateNetwork;
      throw new AppError(400, message, { fields: { url: message } });
    }
    throw new AppError(400, w.unresolvable, { fields: { url: w.unresolvable } });
  }
}
