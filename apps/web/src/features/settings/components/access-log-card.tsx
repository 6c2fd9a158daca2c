/** H5: who accessed my data (the patient's view of the audit log). (stub: being built) */
export function AccessLogCard() {
  return null;
}
