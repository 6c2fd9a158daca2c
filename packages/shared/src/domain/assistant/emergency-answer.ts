import { itAssistant } from '../../i18n/it-assistant';
import type { EmergencyKind } from './types';

const e = itAssistant.emergency;

/**
 * What Igea answers to a message that suggests an emergency, before anything else: the kind's own
 * advice, which opens with the number to call ('general' opens with the common lead), then that
 * Igea cannot assess it. A message written in English first gets one English line with the number,
 * so a visitor who does not read Italian still knows what to do. Written once for the server's
 * answer and for the chat block, which gives it even when the server cannot answer.
 */
export function emergencyAnswerText(kind: EmergencyKind, { english = false }: { english?: boolean } = {}): string {
  const lines = kind === 'general' ? [e.lead, e.general] : [e[kind]];
  return [...(english ? [e.english] : []), ...lines, e.after].join('\n\n');
}
