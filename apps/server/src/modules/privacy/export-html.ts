import { itFamily } from '@sanity/shared/i18n/it-family';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import type { DataExport } from '@sanity/shared/schemas/privacy';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';
import { WEEK_DAYS } from '@sanity/shared/domain/practice/time-slots';
import { itSms } from '@sanity/shared/i18n/it-sms';
import { itStaff } from '@sanity/shared/i18n/it-staff';
import { itVideo } from '@sanity/shared/i18n/it-video';

const p = itPrivacy;

/** Text made safe inside HTML text and quoted attribute values. */
function esc(value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? p.yes : p.no;
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' });
/** An ISO instant as Italians read it, in Rome time ('23 novembre 2026 alle ore 10:30'). */
function when(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? esc(iso) : esc(dateTime.format(date));
}

/** The audit action's label from the audit catalogue when it has one (itAdmin.audit.actions), else the stable name. */
function actionLabel(action: string): string {
  const catalogue: object = itAdmin.audit;
  const labels = 'actions' in catalogue ? (catalogue.actions as Partial<Record<string, unknown>>) : {};
  const label = labels[action];
  return typeof label === 'string' ? label : action;
}

function table(headers: string[], rows: string[][]): string {
  if (rows.length === 0) return `<p class="none">${esc(p.none)}</p>`;
  const head = headers.map((h) => `<th scope="col">${esc(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function section(title: string, content: string): string {
  return `<section><h2>${esc(title)}</h2>\n${content}\n</section>`;
}

const longDate = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' });

/** What a waiting-list entry asked for: 'Lunedì, Giovedì; dalle 09:00 alle 12:00; fino al 20 dicembre 2026'. */
function waitlistWish(w: DataExport['waitlist'][number]): string {
  const days = w.weekdays.length === 0 ? p.anyDay : w.weekdays.map((d) => itSettings.practice.days[WEEK_DAYS[d - 1]!]).join(', ');
  const hours = w.timeFrom && w.timeTo ? p.hoursBetween(w.timeFrom, w.timeTo) : p.anyHour;
  return p.waitlistWish(days, hours, longDate.format(new Date(`${w.untilDate}T12:00:00Z`)));
}

const se = itStaff.export;
/** 'Attiva', 'Revocata 5 maggio 2026 alle ore 11:30'. */
const staffState = (status: keyof typeof se.states, revokedAt: string | null): string => (revokedAt ? `${esc(se.states.revocata)} ${when(revokedAt)}` : esc(se.states[status]));

const documentName = (d: string) => (d === 'doctor-terms' ? p.documentDoctorTerms : p.documentTerms);

/**
 * The readable export: one self-contained Italian page (inline style, no script, no external
 * resource) with the same content as the JSON in tables, ready to print. Every value is escaped;
 * the route also sends it as an attachment with a `sandbox` CSP.
 */
export function renderExportHtml(data: DataExport): string {
  const profile = data.profile;
  const profileRows: Array<[string, string]> = [
    ['Nome visualizzato', esc(profile.displayName)],
    ['Nome', esc(profile.nome)],
    ['Cognome', esc(profile.cognome)],
    ['Email', esc(profile.email)],
    ['Email confermata il', when(profile.emailVerifiedAt)],
    ['Telefono', esc(profile.telefono)],
    ['Indirizzo', esc(profile.indirizzo)],
    ['CAP', esc(profile.cap)],
    ['Città', esc(profile.citta)],
    ['Provincia', esc(profile.provincia)],
    ['Foto del profilo', esc(profile.avatar)],
    ['Ruolo', esc(p.accountRoles[profile.role] ?? profile.role)],
    ['Specializzazione', esc(profile.specialization)],
    ['Numero di iscrizione all’albo', esc(profile.licenseNumber)],
    ['Biografia', esc(profile.biografia)],
    ['Settori', esc(profile.sectors.join(', ') || null)],
    ['Accesso con Google', esc(profile.googleLinked)],
    ['Password impostata', esc(profile.hasPassword)],
    ['Registrato il', when(profile.createdAt)],
    ['Ultimo accesso', when(profile.ultimoLogin)],
    ['Identificativo', esc(profile.id)],
  ];
  const sections = [
    section(p.sectionProfile, table([p.colField, p.colValue], profileRows.map(([k, v]) => [esc(k), v]))),
    section(p.sectionConsents, table([p.colDocument, p.colVersion, p.colWhen], data.consents.map((c) => [esc(documentName(c.document)), esc(c.version), when(c.acceptedAt)]))),
    section(
      p.sectionAppointments,
      table(
        [p.colWhen, p.colDoctor, p.colService, p.colStatus, p.colPerson, p.colNotes, p.colAnswers],
        data.appointments.map((a) => [
          when(a.startsAt),
          esc(a.doctorName),
          esc(a.serviceName),
          // As the app names the state (issue 24), not the stored code ('annullato').
          esc(a.statusLabel) + (a.cancelReason ? ` (${esc(a.cancelReason)})` : ''),
          // Issue 30: a family member's visit names the member, the holder's contact data after.
          [...(a.familyMemberId ? [a.personSeen] : []), a.customerName, a.customerEmail, a.customerPhone].filter(Boolean).map(esc).join('<br>'),
          esc(a.notes || null),
          (a.answers.length > 0 ? `<ul>${a.answers.map((x) => `<li>${esc(x.name)}: ${esc(x.value)}</li>`).join('')}</ul>` : '—') +
            (a.healthDataConsent ? `<p>${esc(p.healthConsentGiven(a.healthDataConsent.version))} ${when(a.healthDataConsent.acceptedAt)}</p>` : ''),
        ]),
      ),
    ),
    section(
      itFamily.exportSection,
      table(
        [itFamily.exportColName, itFamily.exportColBirth, itFamily.exportColCf, itFamily.exportColRelationship, itFamily.exportColState],
        data.family.map((m) => [
          esc(`${m.nome} ${m.cognome}`),
          esc(m.birthDate),
          esc(m.codiceFiscale),
          esc(Object.hasOwn(itFamily.relationships, m.relationship) ? itFamily.relationships[m.relationship as keyof typeof itFamily.relationships] : m.relationship),
          esc(itFamily.exportStates[m.state] ?? m.state) + (m.handedOverAt ? ` ${when(m.handedOverAt)}` : ''),
        ]),
      ),
    ),
    section(
      p.sectionContactClaims,
      table([p.colContactClaim, p.colStatus, p.colWhen], data.contactClaims.map((c) => [esc(c.contactId), esc(p.contactClaimDecision[c.decision]), when(c.decidedAt)])),
    ),
    section(p.sectionFavorites, table([p.colTitle, p.colWhen], data.favorites.map((f) => [esc(f.title), when(f.addedAt)]))),
    section(p.sectionFollows, table([p.colDoctor, p.colWhen], data.follows.map((f) => [esc(f.doctorName), when(f.since)]))),
    section(
      p.sectionWaitlist,
      table(
        [p.colDoctor, p.colService, p.colPerson, p.colNotes, p.colStatus, p.colWhen],
        data.waitlist.map((w) => [esc(w.doctorName), esc(w.serviceName), esc(w.memberName), esc(waitlistWish(w)), esc(p.waitlistStatus[w.status] ?? w.status), when(w.createdAt)]),
      ),
    ),
    section(
      itSms.exportSection,
      table([p.colField, p.colValue], [
        [esc(itSms.exportEmail), esc(data.notifications.emailReminders)],
        [esc(itSms.exportSms), esc(data.notifications.sms)],
        [esc(itSms.exportPhone), esc(data.notifications.smsPhone)],
        [esc(itSms.exportPhoneVerifiedAt), when(data.notifications.smsPhoneVerifiedAt)],
        [esc(itSms.exportPendingPhone), esc(data.notifications.pendingPhone?.phone ?? null)],
      ]) +
        `<h3>${esc(itSms.exportSent)}</h3>\n` +
        table([p.colWhen, itSms.exportChannel, itSms.exportKind, itSms.exportAppointment], data.notifications.sent.map((d) => [when(d.sentAt), esc(d.channel === 'sms' ? 'SMS' : 'E-mail'), esc(d.kind), esc(d.appointmentId)])),
    ),
    section(
      p.sectionReviews,
      table(
        [p.colDoctor, p.colRating, p.colReview, p.colStatus, p.colWhen],
        data.reviews.map((x) => [esc(x.doctorName), esc(`${x.rating}/5`), [x.text, x.reply?.text ?? ''].filter(Boolean).map(esc).join('<br>'), esc(p.reviewStatus[x.status] ?? x.status), when(x.createdAt)]),
      ),
    ),
    section(p.sectionReviewReports, table([p.colReason, p.colWhen], data.reviewReports.map((x) => [esc(x.reason), when(x.createdAt)]))),
    section(p.sectionChat, table([p.colWhen, p.colRole, p.colMessage], data.chat.map((m) => [when(m.at), esc(m.role === 'user' ? p.roleUser : p.roleAssistant), esc(m.content)]))),
    section(p.sectionSessions, table([p.colDevice, p.colWhen, p.colLastSeen, p.colExpires], data.sessions.map((s) => [esc(s.device), when(s.createdAt), when(s.lastSeenAt), when(s.expiresAt)]))),
    section(p.sectionMemberships, table([p.colPlan, p.colWhen, p.colExpires], data.memberships.map((m) => [esc(m.membershipId), when(m.activatedAt), when(m.expiresAt)]))),
    section(p.sectionFiles, table([p.colTitle, p.colSize, p.colWhen], data.files.map((f) => [esc(f.url), esc(`${Math.ceil(f.bytes / 1024)} KB`), when(f.createdAt)]))),
    section(
      itVideo.exportSection,
      table(
        [p.colWhen, itVideo.exportColVisit, itVideo.exportColDocument, p.colRole, itVideo.exportDownload],
        data.documents.map((d) => [
          when(d.createdAt),
          `${when(d.appointmentStartsAt)}<br>${esc(d.doctorName)}<br>${esc(d.serviceName)}`,
          `${esc(d.title)}<br>${esc((itVideo.kinds as Record<string, string>)[d.kind] ?? d.kind)}`,
          esc(itVideo.exportUploadedBy[d.uploadedBy] ?? d.uploadedBy),
          `<a href="${esc(d.url)}">${esc(d.fileName)}</a>`,
        ]),
      ),
    ),
    section(
      itApiAccess.tokens.exportSection,
      table(
        [itApiAccess.tokens.name, itApiAccess.tokens.scopes, itApiAccess.tokens.createdAt, itApiAccess.tokens.lastUsed, itApiAccess.tokens.expires, itApiAccess.tokens.exportColRevoked],
        data.tokens.map((x) => [
          `${esc(x.name)}<br>${esc(`${x.prefix}…`)}`,
          x.scopes.map((s) => esc((itApiAccess.tokens.scopeLabels as Record<string, string>)[s] ?? s)).join('<br>'),
          when(x.createdAt),
          when(x.lastUsedAt),
          when(x.expiresAt),
          when(x.revokedAt),
        ]),
      ),
    ),
    section(
      itApiAccess.webhooks.exportSection,
      table(
        [itApiAccess.webhooks.url, itApiAccess.webhooks.exportColScope, itApiAccess.webhooks.events, p.colStatus, p.colWhen],
        data.webhooks.map((x) => [
          [x.url, x.description].filter(Boolean).map(esc).join('<br>'),
          esc((itApiAccess.webhooks.scopeLabels as Record<string, string>)[x.scope] ?? x.scope),
          x.events.map((e) => esc((itApiAccess.webhooks.eventLabels as Record<string, string>)[e] ?? e)).join('<br>'),
          x.enabled ? esc(itApiAccess.webhooks.enabled) : `${esc(itApiAccess.webhooks.disabled)} ${when(x.disabledAt)}`,
          when(x.createdAt),
        ]),
      ),
    ),
    section(
      se.practicesSection,
      table(
        [se.colDoctor, se.colSince, se.colClinical, se.colState],
        data.staff.practices.map((x) => [esc(x.doctorName), when(x.since), esc(x.clinical), staffState(x.revokedAt ? 'revocata' : 'attiva', x.revokedAt)]),
      ),
    ),
    section(p.sectionContact, table([p.colWhen, p.colPerson, p.colMessage], data.contactMessages.map((m) => [when(m.sentAt), [`${m.nome} ${m.cognome}`, m.email, m.telefono ?? ''].filter(Boolean).map(esc).join('<br>'), esc(m.note)]))),
    section(p.sectionAccessLog, table([p.colWhen, p.colWho, p.colAction], data.accessLog.map((e) => [when(e.at), esc(e.who), esc(actionLabel(e.action))]))),
  ];
  if (data.practice) {
    sections.push(
      section(p.sectionServices, table([p.colService, p.colDuration, p.colPrice, p.colActive], data.practice.services.map((s) => [esc(s.name), esc(s.duration), esc(s.price.toFixed(2)), esc(s.isActive)]))),
      section(
        se.collaboratorsSection,
        table(
          [se.colPerson, se.colSince, se.colClinical, se.colState],
          data.staff.collaborators.map((x) => [
            [x.name ?? se.notAccepted, x.email].map(esc).join('<br>'),
            x.since ? when(x.since) : `${esc(se.states.invitata)} ${when(x.invitedAt)}`,
            esc(x.clinical),
            staffState(x.status, x.revokedAt),
          ]),
        ),
      ),
      section(p.sectionArticles, table([p.colTitle, p.colType, p.colStatus, p.colWhen], data.practice.articles.map((a) => [esc(a.title), esc(p.contentTypes[a.type] ?? a.type), esc(p.contentStatuses[a.status] ?? a.status), when(a.createdAt)]))),
    );
  }
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(p.exportFileTitle)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;max-width:64rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.6rem;margin-bottom:.25rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #cbd5e1;padding-bottom:.25rem}
.meta{color:#475569;margin-top:0}table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border:1px solid #e2e8f0;padding:.4rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f1f5f9}ul{margin:0;padding-left:1.1rem}.none{color:#64748b}
@media print{body{margin:0;max-width:none}section{break-inside:avoid-page}}
</style>
</head>
<body>
<h1>${esc(p.exportFileTitle)}</h1>
<p class="meta">${esc(p.exportGeneratedAt(dateTime.format(new Date(data.generatedAt))))}</p>
<p>${esc(p.exportIntro)}</p>
${sections.join('\n')}
</body>
</html>
`;
}
