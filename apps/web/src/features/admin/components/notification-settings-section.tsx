/** H3: which e-mails are sent and the reminder lead time. (stub: being built) */
export function NotificationSettingsSection() {
  return null;
}
