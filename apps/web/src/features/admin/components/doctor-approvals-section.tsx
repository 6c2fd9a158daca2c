/** H1: doctors awaiting approval (approve / reject with a reason). (stub: being built) */
export function DoctorApprovalsSection() {
  return null;
}
