/** H4: 'Privacy e dati': download my data, delete my account; renders the access log card (H5). (stub: being built) */
export function PrivacySection() {
  return null;
}
