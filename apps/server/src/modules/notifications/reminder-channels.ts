import type { Deliveries } from './channels/deliveries';
import type { SmsSender } from './channels/sms-sender';
import type { NotificationPreferencesService } from './preferences/preferences.service';

/**
 * What the reminder jobs use of the SMS feature (issue 26): its sender, the stored delivery keys
 * and the patient's channel choices. Narrowed to those calls so tests can pass recording fakes.
 */
export interface ReminderChannels {
  sms: Pick<SmsSender, 'send'>;
  deliveries: Pick<Deliveries, 'alreadySent' | 'record' | 'smsCapReached'>;
  preferences: Pick<NotificationPreferencesService, 'reminderChannelsOf' | 'optOutUrl'>;
}
