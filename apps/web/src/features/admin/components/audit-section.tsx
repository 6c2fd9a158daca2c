/** H5: the audit log for admins. (stub: being built) */
export function AuditSection() {
  return null;
}
