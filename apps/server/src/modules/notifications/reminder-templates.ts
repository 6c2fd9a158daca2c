import { dayName, reminderWhen } from '@sanity/shared/domain/reminders/phrasing';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itReminders as r } from '@sanity/shared/i18n/it-reminders';
import { customerName, type AppointmentNotice } from './appointment-notice';
import { formatTime } from './format';
import { actionButtons, mapsUrl, render, serviceRows, whereRow, type ActionUrls, type MailContent } from './templates';

const t = itSettings.notifications;

/**
 * To the booking account, at one of the practice's leads (issue 26): when, said as fits the moment
 * ('tra 2 ore', 'domani alle 10:30', 'giovedì 3 dicembre alle 10:30'), where with the map link, the
 * links to confirm, cancel or move, and the opt-out of reminder e-mails.
 */
export function reminderMail(notice: AppointmentNotice, link: string, options: { now: Date; actions?: ActionUrls | undefined; optOutUrl?: string | undefined }): MailContent {
  const when = reminderWhen(notice.startsAt, options.now, notice.timeZone);
  return render({
    subject: r.mailSubject(notice.doctor.name, when),
    greetingName: notice.patient.name,
    intro: r.mailIntro(notice.doctor.name, when),
    rows: [...serviceRows(notice), whereRow(notice), [t.labelDoctor, notice.doctor.name], [t.labelPatient, customerName(notice)], [t.labelNotes, notice.notes]],
    mapsUrl: mapsUrl(notice),
    paragraphs: [t.timeZoneNote(notice.timeZone), r.mailCancelHint],
    // 'Confermo la presenza', 'Disdici', 'Sposta' as in the confirmation e-mail.
    ...actionButtons(options.actions),
    optOut: options.optOutUrl ? { label: r.optOutMail, url: options.optOutUrl } : undefined,
    link,
  });
}

export interface AgendaVisit {
  startsAt: Date;
  endsAt: Date;
  patientName: string;
  serviceName: string;
}

/**
 * To the doctor at 07:00 (issue 26 item 5): the day's confirmed visits, one row each (time, the
 * person visited, the service). No intake answers and no notes: an e-mail is read on any device.
 */
export function agendaMail(doctorName: string, day: Date, visits: readonly AgendaVisit[], timeZone: string, link: string): MailContent {
  const dayText = dayName(day, timeZone);
  return render({
    subject: r.agendaSubject(dayText, visits.length),
    greetingName: doctorName,
    intro: r.agendaIntro(dayText),
    // The start only: a narrow screen keeps the time on one line.
    rows: visits.map((v) => [formatTime(v.startsAt, timeZone), `${v.patientName} · ${v.serviceName}`]),
    paragraphs: [t.timeZoneNote(timeZone), r.agendaOffHint],
    link,
  });
}
