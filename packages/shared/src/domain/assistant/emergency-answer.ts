import { it } from '../../i18n/it';
import type { EmergencyKind } from './types';

const e = it.assistant.emergency;

/**
 * What Igea answers to a message that suggests an emergency, before anything else: the kind's own
 * advice, which opens with the number to call ('general' opens with the common lead), then that
 * Igea cannot assess it. Written once for the server's answer and for the chat block, which gives
 * it even when the server cannot answer.
 */
export function emergencyAnswerText(kind: EmergencyKind): string {
  const lines = kind === 'general' ? [e.lead, e.general] : [e[kind]];
  return [...lines, e.after].join('\n\n');
}
