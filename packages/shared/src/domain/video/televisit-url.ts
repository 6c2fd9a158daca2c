/**
 * Issue 29: Sanity's page of an online appointment's room (`/televisita/:id`). This address, never
 * the Jitsi room's, is what the e-mails, the `.ics` URL and (when the doctor chose it) the external
 * calendar carry: the page asks the server, which opens the room only to the visit's two parties and
 * only in its window.
 */
export const televisitPath = (appointmentId: string): string => `/televisita/${encodeURIComponent(appointmentId)}`;
export const televisitPageUrl = (publicUrl: string, appointmentId: string): string => `${publicUrl.replace(/\/+$/, '')}${televisitPath(appointmentId)}`;
