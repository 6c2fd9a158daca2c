import { formatEuro } from '@sanity/shared/domain/money';
import { formatPracticeAddress, mapsUrlOf } from '@sanity/shared/domain/practice/address';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import { itAttendance } from '@sanity/shared/i18n/it-attendance';
import { itVideo } from '@sanity/shared/i18n/it-video';
import { itFamily } from '@sanity/shared/i18n/it-family';
import { PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { customerName, type AppointmentNotice } from './appointment-notice';
import { escapeHtml, formatDateTime, formatTime } from './format';

/** A rendered e-mail: subject, plain text and a simple HTML version of the same content. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

type Row = [label: string, value: string];

export interface Layout {
  subject: string;
  greetingName: string;
  intro: string;
  rows: Row[];
  /** Intake answers, shown to the doctor. */
  intake?: Row[];
  /** The intake block's heading; 'Risposte per Luca Rossi' for a family member's visit (issue 30). */
  intakeTitle?: string;
  paragraphs: string[];
  link: string;
  /** A link that opens the practice address in the reader's map app, below the rows. */
  mapsUrl?: string | undefined;
  /** Links the reader can act on without signing in (issue 25), after the paragraphs. */
  actions?: Array<{ label: string; url: string }>;
  /** Issue 26: the signed links as buttons under the rows, with a line saying what they do (`actionButtons`). */
  buttons?: { intro: string; list: Array<{ label: string; url: string; primary: boolean }> };
  /** The link that stops this kind of message (issue 26: the reminders' opt-out), in the footer. */
  optOut?: { label: string; url: string } | undefined;
}

const t = itSettings.notifications;
const pa = itSettings.practiceAddress;

/** Text and HTML from one layout, so both say the same. Every value is escaped in the HTML. */
export function render(layout: Layout): MailContent {
  const rows = layout.rows.filter(([, value]) => value.trim() !== '');
  const intake = (layout.intake ?? []).filter(([, value]) => value.trim() !== '');
  const text = [
    t.greeting(layout.greetingName),
    '',
    layout.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(layout.mapsUrl ? [`${pa.mailMapsLink}: ${layout.mapsUrl}`] : []),
    ...(layout.buttons ? ['', layout.buttons.intro, ...layout.buttons.list.map((button) => `${button.label}: ${button.url}`)] : []),
    ...(intake.length > 0 ? ['', `${layout.intakeTitle ?? t.intakeTitle}:`, ...intake.map(([label, value]) => `- ${label}: ${value}`)] : []),
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(layout.actions ?? []).flatMap((action) => [`${action.label}: ${action.url}`, '']),
    `${t.manageLink}: ${layout.link}`,
    '',
    t.signature,
    '',
    '--',
    t.footer,
    ...(layout.optOut ? [`${layout.optOut.label}: ${layout.optOut.url}`] : []),
    '',
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  // A long address with no space ('Mario Rossi <mario.rossi@…>') breaks instead of widening the table past a 360 px screen.
  const breakable = 'word-break:break-word;overflow-wrap:anywhere';
  const table = (list: Row[]) =>
    `<table role="presentation" style="border-collapse:collapse;margin:12px 0">${list
      .map(([label, value]) => `<tr><th scope="row" style="${cell};text-align:left;color:#555;font-weight:600">${escapeHtml(label)}</th><td style="${cell};${breakable}">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`)
      .join('')}</table>`;
  const html = [
    '<!doctype html>',
    '<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(layout.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p>${escapeHtml(t.greeting(layout.greetingName))}</p>`,
    `<p>${escapeHtml(layout.intro)}</p>`,
    table(rows),
    layout.mapsUrl ? `<p><a href="${escapeHtml(layout.mapsUrl)}" style="color:#0f766e">${escapeHtml(pa.mailMapsLink)}</a></p>` : '',
    layout.buttons ? buttonsHtml(layout.buttons) : '',
    intake.length > 0 ? `<p style="margin-bottom:0"><strong>${escapeHtml(layout.intakeTitle ?? t.intakeTitle)}</strong></p>${table(intake)}` : '',
    ...layout.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(layout.actions ?? []).map((action) => `<p><a href="${escapeHtml(action.url)}" style="color:#0f766e;font-weight:600">${escapeHtml(action.label)}</a></p>`),
    `<p><a href="${escapeHtml(layout.link)}" style="color:#0f766e">${escapeHtml(t.manageLink)}</a></p>`,
    `<p>${escapeHtml(t.signature)}</p>`,
    `<p style="color:#6b7280;font-size:12px;border-top:1px solid #e5e7eb;padding-top:12px">${escapeHtml(t.footer)}${
      layout.optOut ? `<br><a href="${escapeHtml(layout.optOut.url)}" style="color:#4b5563">${escapeHtml(layout.optOut.label)}</a>` : ''
    }</p>`,
    '</div></body></html>',
  ].join('\n');
  return { subject: layout.subject, text, html };
}

/**
 * Buttons as links styled inline (mail clients drop style sheets), side by side where they fit and
 * wrapping on a phone: inline-block with a margin, no table, so 360 px shows them one under another.
 */
function buttonsHtml(buttons: NonNullable<Layout['buttons']>): string {
  const style = (primary: boolean) =>
    `display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;font-weight:600;text-decoration:none;${
      primary ? 'background:#0f766e;color:#ffffff;border:1px solid #0f766e' : 'background:#ffffff;color:#0f766e;border:1px solid #0f766e'
    }`;
  return [
    `<p style="margin-bottom:8px">${escapeHtml(buttons.intro)}</p>`,
    `<p style="margin-top:0">${buttons.list.map((b) => `<a href="${escapeHtml(b.url)}" style="${style(b.primary)}">${escapeHtml(b.label)}</a>`).join('')}</p>`,
  ].join('\n');
}

/** The signed links of a confirmation or reminder (issue 26). */
export interface ActionUrls {
  confirm: string;
  cancel: string;
  reschedule: string;
}

/**
 * Issue 26: 'Confermo la presenza', 'Disdici', 'Sposta' as a part of a layout (spread it into the
 * layout given to `render`); nothing without links (the visit can no longer change).
 */
export function actionButtons(urls: ActionUrls | undefined): Pick<Layout, 'buttons'> {
  if (!urls) return {};
  const x = itAttendance;
  return {
    buttons: {
      intro: x.actionsIntro(PATIENT_CANCEL_CUTOFF_HOURS),
      list: [
        { label: x.confirmButton, url: urls.confirm, primary: true },
        { label: x.cancelButton, url: urls.cancel, primary: false },
        { label: x.rescheduleButton, url: urls.reschedule, primary: false },
      ],
    },
  };
}

/** 'lunedì 23 novembre 2026, 10:30 – 11:00'. */
function when(notice: AppointmentNotice): string {
  return `${formatDateTime(notice.startsAt, notice.timeZone)} – ${formatTime(notice.endsAt, notice.timeZone)}`;
}

const durationMinutes = (notice: AppointmentNotice) => Math.round((notice.endsAt.getTime() - notice.startsAt.getTime()) / 60_000);

/** Issue 30: for a family member's visit, the holder as the contact ('Maria Rossi <maria@…>'); '' otherwise (the row is left out). */
const contactRow = (notice: AppointmentNotice): Row => [itFamily.labelContact, notice.member ? `${notice.customer.name || notice.patient.name} <${notice.customer.email || notice.patient.email}>` : ''];
/** Issue 30: the patient's copy names the member visited; '' for the holder's own visit. */
const memberRow = (notice: AppointmentNotice): Row => [t.labelPatient, notice.member ? notice.member.name : ''];

function fieldValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  return String(value);
}

export function serviceRows(notice: AppointmentNotice): Row[] {
  return [
    [t.labelService, notice.serviceName],
    [t.labelWhen, when(notice)],
    [t.labelDuration, t.minutes(durationMinutes(notice))],
  ];
}

const priceRow = (notice: AppointmentNotice): Row => [t.labelPrice, notice.price > 0 ? formatEuro(notice.price) : ''];

/**
 * Where the visit takes place (an empty row is left out when the doctor has no practice address);
 * an online visit (issue 29) says 'Televisita' with Sanity's page of its room instead.
 */
export const whereRow = (notice: AppointmentNotice): Row =>
  notice.televisitUrl
    ? [itVideo.mailTelevisitLabel, itVideo.mailTelevisit(notice.televisitUrl)]
    : [pa.mailLabel, notice.location ? formatPracticeAddress(notice.location) : ''];

export const mapsUrl = (notice: AppointmentNotice) => (notice.location && !notice.televisitUrl ? mapsUrlOf(notice.location) : undefined);

/** To the booking account: the visit is confirmed, with the doctor and the invitation; issue 26's buttons when the links were made. */
export function bookedPatientMail(notice: AppointmentNotice, link: string, actions?: ActionUrls): MailContent {
  return render({
    ...actionButtons(actions),
    subject: notice.member
      ? itFamily.bookedForSubject(notice.serviceName, notice.member.name, formatDateTime(notice.startsAt, notice.timeZone))
      : t.bookedPatientSubject(notice.serviceName, formatDateTime(notice.startsAt, notice.timeZone)),
    greetingName: notice.patient.name,
    intro: notice.member ? itFamily.bookedForIntro(notice.member.name, notice.doctor.name) : t.bookedPatientIntro(notice.doctor.name),
    rows: [...serviceRows(notice), whereRow(notice), [t.labelDoctor, notice.doctor.name], [t.labelPatient, customerName(notice)], priceRow(notice), [t.labelNotes, notice.notes]],
    mapsUrl: mapsUrl(notice),
    paragraphs: [t.timeZoneNote(notice.timeZone), t.icsNote],
    link,
  });
}

/** To the doctor: who booked what, with the intake answers. */
export function bookedDoctorMail(notice: AppointmentNotice, link: string): MailContent {
  // A family member's visit names the holder as 'Contatto' instead (issue 30).
  const bookedBy = !notice.member && (notice.patient.name !== customerName(notice) || notice.patient.email.toLowerCase() !== notice.customer.email.toLowerCase());
  return render({
    subject: t.bookedDoctorSubject(customerName(notice), formatDateTime(notice.startsAt, notice.timeZone)),
    greetingName: notice.doctor.name,
    intro: t.bookedDoctorIntro(customerName(notice)),
    rows: [
      ...serviceRows(notice),
      whereRow(notice),
      [t.labelPatient, notice.member ? `${notice.member.name} (${notice.member.relationshipLabel.toLowerCase()})` : customerName(notice)],
      contactRow(notice),
      [t.labelEmail, notice.customer.email || notice.patient.email],
      [t.labelPhone, notice.customer.phone],
      [t.labelBookedBy, bookedBy ? `${notice.patient.name} <${notice.patient.email}>` : ''],
      priceRow(notice),
      [t.labelNotes, notice.notes],
    ],
    intake: notice.customFields.map((f) => [f.name, fieldValue(f.value)]),
    ...(notice.member ? { intakeTitle: itFamily.intakeFor(notice.member.name) } : {}),
    paragraphs: [t.timeZoneNote(notice.timeZone), t.icsNote],
    link,
  });
}

/** To either party: the visit is cancelled, by whom and why. */
export function cancelledMail(notice: AppointmentNotice, audience: 'patient' | 'doctor', link: string): MailContent {
  const by = notice.cancellation?.by === 'doctor' ? t.cancelledByDoctor(notice.doctor.name) : t.cancelledByPatient(notice.patient.name);
  const reason = notice.cancellation?.reason?.trim() || t.cancelledNoReason;
  return render({
    subject: t.cancelledSubject(notice.serviceName, formatDateTime(notice.startsAt, notice.timeZone)),
    greetingName: audience === 'patient' ? notice.patient.name : notice.doctor.name,
    intro: t.cancelledIntro(formatDateTime(notice.startsAt, notice.timeZone)),
    rows: [
      ...serviceRows(notice),
      audience === 'patient' ? [t.labelDoctor, notice.doctor.name] : [t.labelPatient, customerName(notice)],
      audience === 'patient' ? memberRow(notice) : contactRow(notice),
      [t.labelCancelledBy, by],
      [t.labelReason, reason],
    ],
    paragraphs: [...(audience === 'patient' ? [t.cancelledRebook] : []), t.icsCancelNote],
    link,
  });
}

const r = itReschedule;

/**
 * To either party: the visit moved (issue 25), the time before and the new one, who moved it. The
 * patient's copy after a doctor's move carries the links to pick another time or cancel.
 */
export function movedMail(notice: AppointmentNotice, audience: 'patient' | 'doctor', link: string, actions?: { reschedule: string; cancel: string }): MailContent {
  const move = notice.move;
  const before = move ? formatDateTime(move.previousStartsAt, notice.timeZone) : '';
  const after = formatDateTime(notice.startsAt, notice.timeZone);
  const by = move?.by === 'doctor' ? r.movedByDoctor(notice.doctor.name) : move?.by === 'waitlist' ? r.movedByWaitlist : r.movedByPatient(notice.patient.name);
  return render({
    subject: r.movedSubject(notice.serviceName, after),
    greetingName: audience === 'patient' ? notice.patient.name : notice.doctor.name,
    intro: r.movedIntro(before, after),
    rows: [
      [r.labelBefore, before],
      [r.labelAfter, when(notice)],
      [t.labelService, notice.serviceName],
      whereRow(notice),
      audience === 'patient' ? [t.labelDoctor, notice.doctor.name] : [t.labelPatient, customerName(notice)],
      audience === 'patient' ? memberRow(notice) : contactRow(notice),
      [r.labelMovedBy, by],
    ],
    mapsUrl: audience === 'patient' ? mapsUrl(notice) : undefined,
    paragraphs: [...(actions ? [r.linksIntro] : []), t.timeZoneNote(notice.timeZone), r.icsMovedNote],
    ...(actions ? { actions: [{ label: r.linkReschedule, url: actions.reschedule }, { label: r.linkCancel, url: actions.cancel }] } : {}),
    link,
  });
}
