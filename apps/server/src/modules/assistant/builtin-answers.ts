import { itFamily } from '@sanity/shared/i18n/it-family';
import { itVideo } from '@sanity/shared/i18n/it-video';
import { emergencyAnswerText } from '@sanity/shared/domain/assistant/emergency-answer';
import { formatEuro } from '@sanity/shared/domain/money';
import { itAssistant } from '@sanity/shared/i18n/it-assistant';
import { itReviews } from '@sanity/shared/i18n/it-reviews';
import { weekHoursText } from '@sanity/shared/domain/practice/hours-text';
import type { DetectedIntent, EmergencyKind, Intent } from '@sanity/shared/domain/assistant/types';
import { PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import type { ChatSource } from '@sanity/shared/schemas/chat';
import type { Grounding, UpcomingVisit } from './grounding';

const a = itAssistant.answers;
const pages = itAssistant.pages;

/** What Igea says: the text (plain, with line breaks), the links it names, and how it was made. */
export interface Answer {
  text: string;
  sources: ChatSource[];
  emergency: boolean;
  intent: Intent;
  answeredBy: 'builtin' | 'emergency' | 'model';
}

/** The intents whose answer is about health, which end with the disclaimer. */
const HEALTH_INTENTS: ReadonlySet<Intent> = new Set(['content', 'diagnosis', 'symptoms']);
/** The longest excerpt of a passage quoted in an answer (characters, cut at a word). */
const EXCERPT_MAX = 220;

const page = (title: string, url: string): ChatSource => ({ kind: 'page', title, url });
const APPOINTMENTS_PAGE: ChatSource = { kind: 'appointment', title: pages.appointments, url: '/appuntamenti' };
/** Issue 30: Impostazioni › Familiari. */
const FAMILY_PAGE: ChatSource = { kind: 'page', title: itFamily.settingsPage, url: '/settings#familiari' };
const DOCTORS_PAGE = page(pages.doctors, '/dottori');

/**
 * The emergency answer, before anything else (issue 11 point 4): the kind's own advice with the
 * numbers to call, then that Igea cannot assess it. 'general' starts with the common lead.
 */
export function emergencyAnswer(kind: EmergencyKind, options: Parameters<typeof emergencyAnswerText>[1] = {}): Answer {
  return { text: emergencyAnswerText(kind, options), sources: [], emergency: true, intent: 'emergency', answeredBy: 'emergency' };
}

/** Characters of a topic word compared with the passage's words (a rough Italian stem: 'dormire' ~ 'dormo'). */
const STEM = 4;
const stemOf = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it').slice(0, STEM);

/**
 * A passage shortened to a quotable excerpt, cut at the last whole word. It starts at the first
 * sentence holding a word of the topic (the part of the passage that answers), or at the start.
 * The article's title, which leads its first passage and is named beside the quote, is left out;
 * a heading kept on its own line before its text (passages.ts) becomes a sentence of its own.
 */
export function quoteOf(text: string, title = '', topic = '', max = EXCERPT_MAX): string {
  const body = title && text.startsWith(title) && text.length > title.length ? text.slice(title.length) : text;
  const flat = body.replace(/([^\s.!?…:;])\s*\n\s*/g, '$1. ').replace(/\s+/g, ' ').trim();
  const stems = topic.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= STEM).map(stemOf);
  const sentences = flat.split(/(?<=[.!?…])\s+/u);
  const first = sentences.findIndex((sentence) => sentence.split(/[^\p{L}\p{N}]+/u).some((w) => stems.includes(stemOf(w))));
  const from = first > 0 ? sentences.slice(first).join(' ') : flat;
  if (from.length <= max) return from;
  const cut = from.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

function doctorLines(g: Grounding, { slots = true }: { slots?: boolean } = {}): { lines: string[]; sources: ChatSource[] } {
  const doctors = g.doctors ?? [];
  return {
    lines: doctors.map((d) => a.doctorLine(d.name, d.specialization, d.city, slots ? d.nextSlot : null)),
    sources: doctors.map((d) => ({ kind: 'doctor', title: d.name, url: `/doctor/${d.id}` })),
  };
}

/**
 * The specialists of the sector understood, or the directory when none were found. Beside a line
 * that names 112 (symptoms, a refused diagnosis) without their next free times: an answer that
 * says when to call for help does not also offer a booking slot (issue 22).
 */
function specialists(g: Grounding, options: { slots?: boolean } = {}): { text: string; sources: ChatSource[] } {
  const { lines, sources } = doctorLines(g, options);
  return lines.length > 0 && g.sectorName ? { text: [a.suggestDoctor(g.sectorName), ...lines].join('\n'), sources } : { text: a.suggestDirectory, sources: [DOCTORS_PAGE] };
}

/** The visits after the first one of an answer: a heading and one line each (none: no lines). */
function laterLines(later: readonly UpcomingVisit[]): string[] {
  return later.length > 0 ? [a.thenAlso, ...later.map((x) => a.laterItem(x.when, x.counterpart))] : [];
}

/** The appointments page and, for a patient, the doctor of the visit. */
function visitLinks(g: Grounding, visit: UpcomingVisit): ChatSource[] {
  return g.isDoctor ? [APPOINTMENTS_PAGE] : [APPOINTMENTS_PAGE, { kind: 'doctor', title: visit.counterpart, url: `/doctor/${visit.counterpartId}` }];
}

/**
 * The built-in answer (no model): what was understood plus the data gathered for it
 * (grounding.ts). It never states a medical fact of its own: health content is only quoted from
 * the published passages, with their links.
 */
export function builtinAnswer(detected: DetectedIntent, g: Grounding): Answer {
  const reply = (body: string, sources: ChatSource[] = []): Answer => {
    // A past suicide attempt or self-harm mentioned: the crisis line under any answer (issue 22 point 2).
    const text = detected.crisis ? `${body}\n\n${a.crisisLine}` : body;
    return {
      text: HEALTH_INTENTS.has(detected.intent) ? `${text}\n\n${itAssistant.disclaimer}` : text,
      sources,
      emergency: false,
      intent: detected.intent,
      answeredBy: 'builtin',
    };
  };

  /** Issue 30: a relative's next visit ('la visita di Luca Rossi'), none, or nobody of that kind in the asker's family. */
  const familyVisitReply = (family: NonNullable<Grounding['family']>) => {
    if (family.names.length === 0) return reply(itFamily.igeaNoMember(family.spoken), [FAMILY_PAGE]);
    const [next, ...later] = g.appointments ?? [];
    if (!next) return reply(itFamily.igeaNoVisit(family.names.join(' e ')), [APPOINTMENTS_PAGE, DOCTORS_PAGE]);
    const first = itFamily.igeaNextVisit(next.person ?? family.names[0]!, next.when, next.counterpart, next.service, next.place);
    return reply([first, ...laterLines(later)].join('\n'), visitLinks(g, next));
  };

  switch (detected.intent) {
    case 'emergency':
      return emergencyAnswer(detected.emergency ?? 'general');
    case 'greeting':
      return reply(a.greeting(g.firstName));
    case 'thanks':
      return reply(a.thanks);
    case 'capabilities':
      return reply(a.capabilities);
    case 'next_appointment': {
      if (g.family) return familyVisitReply(g.family);
      const [next, ...later] = g.appointments ?? [];
      const notWith = g.noVisitWith ? `${a.ownVisitNone(g.noVisitWith)}\n` : '';
      // Nothing booked at all: the answer still names the doctor asked about ("quando vado dal dottor Bianchi?").
      if (!next) return reply(g.isDoctor ? a.noPatientVisits : g.noVisitWith ? a.noAppointmentsWith(g.noVisitWith) : a.noAppointments, [g.isDoctor ? APPOINTMENTS_PAGE : DOCTORS_PAGE]);
      // Issue 30: a visit booked for a relative says whose it is.
      const service = next.person ? `${next.service}, ${itFamily.visitOf(next.person)}` : next.service;
      const first = g.isDoctor ? a.nextPatientVisit(next.when, next.counterpart, next.service) : a.nextAppointment(next.when, next.counterpart, service, next.place);
      return reply(notWith + [first, ...laterLines(later)].join('\n'), visitLinks(g, next));
    }
    case 'visit_question': {
      const details = g.visit;
      if (g.family && !details) return familyVisitReply(g.family);
      if (!details) return reply(a.visitNone, [DOCTORS_PAGE]);
      const { visit } = details;
      const lines = [
        ...(g.noVisitWith ? [a.ownVisitNone(g.noVisitWith)] : []),
        a.visitAbout(visit.when, visit.counterpart, visit.service),
        a.visitFacts(visit.duration, formatEuro(visit.price)),
        ...(visit.address ? [a.visitPlace(visit.address)] : []),
        ...(details.description ? [a.visitDescription(details.description)] : []),
        details.intake.length > 0 ? a.visitIntake(details.intake) : a.visitBring,
        a.visitAskDoctor,
      ];
      return reply(lines.join('\n'), visitLinks(g, visit));
    }
    case 'practice_info': {
      const p = g.practice;
      if (!p) return reply(detected.doctorName ? a.practiceNotFound(detected.doctorName) : a.practiceWho, [DOCTORS_PAGE]);
      const hours = p.hours ? weekHoursText(p.hours) : null;
      const lines = [
        // The service the question named comes first, with its own price and length.
        ...(p.asked ? [a.practiceServiceAsked(p.asked.name, p.name, p.asked.duration, formatEuro(p.asked.price))] : []),
        ...(p.askedUnavailable ? [a.practiceServiceUnavailable(p.askedUnavailable, p.name)] : []),
        hours ? a.practiceHours(p.name, hours) : a.practiceNoHours(p.name),
        p.address ? a.practiceAddress(p.address) : a.practiceNoAddress,
        // Issue 29: whether (and which) visits can be held online.
        p.online.length > 0 ? itVideo.igeaOnline(p.name, p.online) : itVideo.igeaNoOnline(p.name),
        ...(p.services.length > 0 ? [a.practiceServices(p.services.map((s) => a.practiceService(s.name, s.duration, formatEuro(s.price))))] : []),
        a.practiceBook,
      ];
      return reply(lines.join('\n'), [{ kind: 'doctor', title: p.name, url: `/doctor/${p.doctorId}` }]);
    }
    case 'doctor_rating': {
      const rated = g.rated;
      if (!rated) return reply(detected.doctorName ? a.practiceNotFound(detected.doctorName) : a.practiceWho, [DOCTORS_PAGE]);
      const text = rated.rating ? itReviews.assistantRating(rated.name, rated.rating.average, rated.rating.count) : itReviews.assistantNoRating(rated.name);
      return reply(text, [{ kind: 'doctor', title: rated.name, url: `/doctor/${rated.id}` }]);
    }
    case 'symptoms': {
      const suggestion = specialists(g, { slots: false });
      return reply([a.safetyLine, a.symptomsHelp, suggestion.text].join('\n\n'), suggestion.sources);
    }
    case 'off_topic':
      return reply(detected.pet === 'danger' ? a.offTopicPetDanger : detected.pet === 'health' ? a.offTopicPet : a.offTopic);
    case 'how_to_book':
      return reply(a.howToBook, [DOCTORS_PAGE]);
    case 'how_to_cancel':
      return reply(a.howToCancel(PATIENT_CANCEL_CUTOFF_HOURS), [APPOINTMENTS_PAGE]);
    case 'connect_calendar':
      return g.isDoctor
        ? reply(a.connectCalendarDoctor, [page(pages.calendar, '/settings#calendario')])
        : reply(a.connectCalendarPatient, [APPOINTMENTS_PAGE]);
    case 'favorites':
      return reply(a.favorites, [page(pages.materials, '/materiali')]);
    case 'settings':
      return reply(a.settings, [page(pages.settings, '/settings')]);
    case 'platform_pro': {
      const plan = g.plan;
      if (!plan) return reply(a.platformProMissing);
      return reply(a.platformPro(plan.name, formatEuro(plan.price), formatEuro(plan.discountedPrice), plan.offerDays, plan.privileges));
    }
    case 'register_doctor':
      return reply(a.registerDoctor);
    case 'find_doctor': {
      if (!g.searchedDoctors) return reply(a.doctorsAsk, [DOCTORS_PAGE]);
      const { lines, sources } = doctorLines(g);
      if (lines.length === 0) return reply(a.doctorsNone, [DOCTORS_PAGE]);
      if (g.noneIn) return reply([a.doctorsElsewhere(g.sectorName ?? null, g.noneIn), ...lines, a.doctorsHint].join('\n'), sources);
      const what = a.doctorsWhat(g.sectorName ?? null, detected.city ?? null, g.sectorName || detected.city ? null : (detected.doctorName ?? null));
      return reply([a.doctorsFound(what), ...lines, a.doctorsHint].join('\n'), sources);
    }
    case 'diagnosis': {
      const suggestion = specialists(g, { slots: false });
      return reply(`${a.diagnosis}\n\n${suggestion.text}`, suggestion.sources);
    }
    case 'content':
    case 'unknown': {
      const passages = g.passages ?? [];
      if (passages.length === 0) {
        if (detected.intent === 'unknown') return reply(a.unknown);
        const suggestion = specialists(g);
        return reply(`${a.contentNone}\n\n${suggestion.text}`, suggestion.sources);
      }
      const quoted = passages.map((p) => a.contentLine(p.title, quoteOf(p.text, p.title, detected.topic)));
      const sources: ChatSource[] = passages.map((p) => ({ kind: p.isTherapy ? 'therapy' : 'article', title: p.title, url: `/article/${p.articleId}` }));
      // Found by a guess on an unrecognised message: it is content all the same, with its disclaimer.
      const text = `${[a.contentFound, ...quoted].join('\n')}\n\n${itAssistant.disclaimer}`;
      return { text, sources, emergency: false, intent: detected.intent, answeredBy: 'builtin' };
    }
  }
}
