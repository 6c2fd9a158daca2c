/**
 * Issue 26: the one attendance label every list needs ('Non presentato', the shared `appointmentState`),
 * in a module of its own: the first load carries these few bytes, not the `itAttendance` catalogue that
 * only the lazily loaded screens read (a module both import would be one chunk for both).
 */
export const attendanceStateLabels = { noShow: 'Non presentato' } as const;
