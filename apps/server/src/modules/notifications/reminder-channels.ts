/**
 * The channel contracts the reminders use (issue 26, contract 1): the SMS sender, the stored
 * delivery keys and the patient's channel choices belong to the SMS feature, which implements them;
 * the reminder jobs only call them. Without them (no SMS provider wired) reminders go by e-mail
 * only, to every verified address, as before issue 26.
 */

/** Sends one SMS; throws on a provider failure (the job retries). */
export interface SmsSender {
  send(message: { to: string /* E.164 */; text: string; subjectId: string; kind: string }): Promise<{ providerId: string | null }>;
}

/** Every message handed to a channel, by a stored key: a job that runs twice does not send twice. */
export interface NotificationDeliveries {
  alreadySent(key: string): Promise<boolean>;
  record(delivery: { key: string; channel: 'email' | 'sms'; kind: string; doctorId: string | null; appointmentId: string | null; providerId: string | null }, now: Date): Promise<void>;
  /** The practice's SMS since Rome midnight have reached the admin's daily cap. */
  smsCapReached(doctorId: string, now: Date): Promise<boolean>;
}

/** A patient's reminder channels and the opt-out link of each. */
export interface ReminderPreferences {
  /** `smsPhone`: the verified E.164 number, only when the patient opted in to SMS. */
  reminderChannelsOf(userId: string): Promise<{ email: boolean; smsPhone: string | null }>;
  optOutUrl(userId: string, channel: 'email' | 'sms'): Promise<string>;
}

export interface ReminderChannels {
  sms: SmsSender;
  deliveries: NotificationDeliveries;
  preferences: ReminderPreferences;
}
