import { familyReferenceOf, membersReferred } from '@sanity/shared/domain/assistant/family-reference';
import type { Relationship } from '@sanity/shared/domain/family/relationships';
import { offersOnline } from '@sanity/shared/domain/video/visit-mode';
import { TZDate } from '@date-fns/tz';
import type { DetectedIntent } from '@sanity/shared/domain/assistant/types';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { formatPracticeAddress } from '@sanity/shared/domain/practice/address';
import { namesProfession } from '@sanity/shared/domain/assistant/entities';
import { normalizeItalian } from '@sanity/shared/domain/assistant/normalize';
import { asksPersonalMaterial, isAbout, namesAnotherCondition } from '@sanity/shared/domain/assistant/relevance';
import { serviceAsked } from '@sanity/shared/domain/assistant/service-match';
import { synonymsOf } from '@sanity/shared/domain/assistant/topic-synonyms';
import type { WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import type { Appointment } from '@sanity/shared/schemas/appointments';
import type { Membership } from '@sanity/shared/schemas/memberships';
import { format } from 'date-fns';
import { it as itLocale } from 'date-fns/locale/it';
import type { Clock } from '../../lib/clock';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { AuthUser } from '../auth/auth.service';
import type { DoctorsService } from '../doctors/doctors.service';
import type { MembershipsService } from '../memberships/memberships.service';
import type { PracticeAddressService } from '../practice/address.service';
import type { PracticeService } from '../practice/practice.service';
import type { SectorsService } from '../sectors/sectors.service';
import type { UsersService } from '../users/users.service';
import type { RetrievedPassage } from './retrieval';
import type { RatingSummary } from '@sanity/shared/schemas/rating-summary';

/** One upcoming visit as an answer names it. */
export interface UpcomingVisit {
  /** 'martedì 1 dicembre 2026 alle 10:30' (Europe/Rome). */
  when: string;
  /** The doctor for a patient, the patient for a doctor. */
  counterpart: string;
  counterpartId: string;
  service: string;
  /** The practice's city, when the doctor has set an address. */
  place: string | null;
  /** The practice's address on one line, when the doctor has set one. */
  address: string | null;
  serviceId: string;
  duration: number;
  price: number;
  /** Issue 30: the family member the visit is for ('Luca Rossi'); null or absent for the holder's own. */
  person?: string | null;
}

/** What a patient may want to know of a booked visit beyond its time (issue 22 point 6). */
export interface VisitDetails {
  visit: UpcomingVisit;
  /** The service's description as the doctor wrote it ('' when none). */
  description: string;
  /** The intake questions the doctor asks for this service. */
  intake: string[];
}

/** A doctor's practice as an answer names it. */
export interface PracticeFacts {
  doctorId: string;
  name: string;
  address: string | null;
  hours: WeeklySchedule | null;
  /** Issue 29: the doctor's active services that can be held online ('fa visite online?'). */
  online: string[];
  /** The doctor's active services with their duration (minutes) and price (euro): 'quanto costa una visita da lui?'. */
  services: { name: string; duration: number; price: number }[];
  /** The service the question named ('quanto costa un ecg da Bianchi?', service-match.ts), when it is one of these. */
  asked?: { name: string; duration: number; price: number };
  /** The service the question named when the doctor has it but not active now (its price is not public). */
  askedUnavailable?: string;
}

export interface DoctorHit {
  id: string;
  name: string;
  specialization: string;
  city: string | null;
  /** 'lunedì 30 novembre alle 9:00', or null when nothing is free soon. */
  nextSlot: string | null;
}

/** The data an answer may use, gathered for what was understood (and nothing else). */
export interface Grounding {
  firstName: string;
  isDoctor: boolean;
  appointments?: UpcomingVisit[];
  /** Whether a directory search was made (find_doctor with a sector, name or city). */
  searchedDoctors?: boolean;
  /** The city asked for, when it has none of the specialists and `doctors` are from elsewhere. */
  noneIn?: string;
  doctors?: DoctorHit[];
  /** The name of the first sector understood, for "uno specialista in …". */
  sectorName?: string | null;
  passages?: RetrievedPassage[];
  plan?: Membership | null;
  /** visit_question: the visit asked about (the next one, or the next with the doctor named). */
  visit?: VisitDetails | null;
  /** practice_info: the doctor's practice, null when no doctor was found. */
  practice?: PracticeFacts | null;
  /** doctor_rating (issue 28): the doctor named and their rating (null below three reviews); null when no doctor was found. */
  rated?: { id: string; name: string; rating: RatingSummary } | null;
  /** next_appointment / visit_question with a doctor named and no visit with them. */
  noVisitWith?: string;
  /**
   * Issue 30: the question was about a relative ('mia figlia'): how it named them, and the members of
   * the asker's family it means (empty: none matches); `appointments` are then theirs only.
   */
  family?: { spoken: string; names: string[] };
}

/** Upcoming visits named in an answer, and doctors and passages quoted at most. */
const VISITS = 3;
const DOCTORS = 3;
const PASSAGES = 3;
const VISIT_HORIZON_DAYS = 365;

const whenOf = (iso: string) => format(new TZDate(new Date(iso), DEFAULT_TIME_ZONE), "EEEE d MMMM yyyy 'alle' HH:mm", { locale: itLocale });
const slotOf = (iso: string) => format(new TZDate(new Date(iso), DEFAULT_TIME_ZONE), "EEEE d MMMM 'alle' HH:mm", { locale: itLocale });

export interface GroundingDeps {
  clock: Clock;
  users: Pick<UsersService, 'findById'>;
  sectors: Pick<SectorsService, 'listActive'>;
  doctors: Pick<DoctorsService, 'list'>;
  appointments: Pick<AppointmentsService, 'listForPatient' | 'listForDoctor'>;
  practice: Pick<PracticeService, 'getConfig' | 'listActiveServices'>;
  practiceAddress: Pick<PracticeAddressService, 'get'>;
  memberships: Pick<MembershipsService, 'listActive'>;
  /** Issue 30: the asker's family members in their care (names and relationships), for 'la visita di mia figlia'. */
  family?: { membersOf(holderId: string): Promise<Array<{ id: string; nome: string; cognome: string; relationship: Relationship }>> };
  retrieval: { retrieve(reader: { id: string } | null, topic: string, limit?: number, options?: { allWords?: boolean }): Promise<RetrievedPassage[]> };
}

/**
 * Loads what an intent needs through the features' own services, with the asking user as the
 * viewer, so an answer can only contain what that user may see in the app: their own
 * appointments, the public directory, and content the article read rule lets them read.
 */
export function createGrounding(deps: GroundingDeps) {
  async function upcoming(user: AuthUser, isDoctor: boolean, memberIds?: ReadonlySet<string>): Promise<UpcomingVisit[]> {
    const now = deps.clock.now();
    const query = {
      timeMin: now.toISOString(),
      timeMax: new Date(now.getTime() + VISIT_HORIZON_DAYS * 86_400_000).toISOString(),
      limit: 20,
    };
    const page = isDoctor ? await deps.appointments.listForDoctor(user.id, query, now) : await deps.appointments.listForPatient(user.id, query, now);
    return page.appointments
      .filter((x: Appointment) => x.status !== 'annullato' && x.category !== 'Evento esterno' && Date.parse(x.dateTime) > now.getTime())
      // Issue 30: a question about a relative is answered from their visits only.
      .filter((x: Appointment) => !memberIds || (x.personSeen.familyMemberId !== null && memberIds.has(x.personSeen.familyMemberId)))
      .sort((x, y) => Date.parse(x.dateTime) - Date.parse(y.dateTime))
      .slice(0, VISITS)
      .map((x) => ({
        when: whenOf(x.dateTime),
        counterpart: isDoctor ? x.clientName : x.professionalName,
        counterpartId: isDoctor ? x.patientId : x.professionalId,
        service: x.serviceName || x.title,
        place: x.location?.city ?? null,
        address: x.location ? formatPracticeAddress(x.location) : null,
        serviceId: x.serviceId,
        duration: x.duration,
        price: x.price,
        person: !isDoctor && x.personSeen.familyMemberId ? x.personSeen.name : null,
      }));
  }

  /**
   * The visits with the doctor named ("col dott Bianchi"); all of them, and `noVisitWith`, when
   * none is with that doctor (also when there is none at all: the answer names whom it looked for).
   */
  function withDoctor(visits: UpcomingVisit[], name: string | undefined): { visits: UpcomingVisit[]; noVisitWith?: string } {
    if (!name) return { visits };
    const wanted = normalizeItalian(name).split(' ');
    const matching = visits.filter((v) => wanted.every((w) => normalizeItalian(v.counterpart).split(' ').includes(w)));
    if (matching.length > 0) return { visits: matching };
    return { visits, noVisitWith: name };
  }

  /**
   * The visits with a specialist of the specialty named by profession ('e con la dermatologa?',
   * 'quando ho la visita dal cardiologo?'); all of them, and `noVisitWith` naming that specialty's
   * doctors, when none is. A specialty read from an illness ('per la pressione') does not filter.
   */
  async function withSpecialist(user: AuthUser, visits: UpcomingVisit[], detected: DetectedIntent, message: string): Promise<{ visits: UpcomingVisit[]; noVisitWith?: string }> {
    if (detected.doctorName || detected.sectorIds.length === 0 || !namesProfession(normalizeItalian(message))) return { visits };
    const { doctors } = await deps.doctors.list({ sectors: detected.sectorIds.slice(0, 1), limit: DOCTORS }, user);
    const ids = new Set(doctors.map((d) => d.id));
    const matching = visits.filter((v) => ids.has(v.counterpartId));
    if (matching.length > 0 || doctors.length === 0) return { visits: matching.length > 0 ? matching : visits };
    return { visits, noVisitWith: doctors.map((d) => d.name).join(' o ') };
  }

  /** A visit with its service's description and intake questions (the doctor's own, when a doctor asks). */
  async function visitDetails(user: AuthUser, visit: UpcomingVisit | undefined, isDoctor: boolean): Promise<VisitDetails | null> {
    if (!visit) return null;
    const services = await deps.practice.listActiveServices(isDoctor ? user.id : visit.counterpartId);
    const service = services.find((x) => x.id === visit.serviceId);
    return { visit, description: service?.description ?? '', intake: (service?.customFields ?? []).map((f) => f.name) };
  }

  /**
   * Whose practice is asked about: the doctor named, the first doctor of the specialty and city asked
   * for ("cerco un fisioterapista" → "e dove ha lo studio?"), the doctor asking, or the doctor of the
   * user's next visit.
   */
  async function practiceDoctor(user: AuthUser, detected: DetectedIntent, isDoctor: boolean, ownName: string): Promise<{ id: string; name: string } | null> {
    if (detected.doctorName) return (await deps.doctors.list({ q: detected.doctorName, limit: 1 }, user)).doctors[0] ?? null;
    if (detected.sectorIds.length > 0) {
      const [found] = (await deps.doctors.list({ sectors: detected.sectorIds.slice(0, 1), city: detected.city, limit: 1 }, user)).doctors;
      if (found) return found;
    }
    if (isDoctor) return { id: user.id, name: ownName };
    const [next] = await upcoming(user, false);
    return next ? { id: next.counterpartId, name: next.counterpart } : null;
  }

  async function practiceOf(user: AuthUser, detected: DetectedIntent, isDoctor: boolean, ownName: string, message: string): Promise<PracticeFacts | null> {
    const doctor = await practiceDoctor(user, detected, isDoctor, ownName);
    if (!doctor) return null;
    const [address, config] = await Promise.all([deps.practiceAddress.get(doctor.id), deps.practice.getConfig(doctor.id)]);
    const active = config.services.filter((s) => s.isActive);
    const online = active.filter((s) => offersOnline(s.mode)).map((s) => s.name);
    const services = active.map((s) => ({ name: s.name, duration: s.duration, price: s.price }));
    // Matched among all the doctor's services, so that one suspended is said so, without its price.
    const named = serviceAsked(message, config.services);
    const asked = named?.isActive ? { name: named.name, duration: named.duration, price: named.price } : undefined;
    return {
      doctorId: doctor.id,
      name: doctor.name,
      address: address ? formatPracticeAddress(address) : null,
      hours: config.practiceHours ?? null,
      online,
      services,
      ...(asked ? { asked } : named ? { askedUnavailable: named.name } : {}),
    };
  }

  async function findDoctors(user: AuthUser, detected: DetectedIntent): Promise<DoctorHit[]> {
    const list = await deps.doctors.list(
      { q: detected.doctorName, sectors: detected.sectorIds.slice(0, 1), city: detected.city, limit: DOCTORS },
      user,
    );
    return list.doctors.map((d) => ({
      id: d.id,
      name: d.name,
      specialization: d.specialization ?? '',
      city: d.practiceAddress?.city ?? null,
      nextSlot: d.nextFreeSlot ? slotOf(d.nextFreeSlot) : null,
    }));
  }

  async function sectorNameOf(ids: readonly string[]): Promise<string | null> {
    if (ids.length === 0) return null;
    const sectors = await deps.sectors.listActive();
    return sectors.find((s) => s.id === ids[0])?.name ?? null;
  }

  return {
    async gather(user: AuthUser, detected: DetectedIntent, message: string): Promise<Grounding> {
      const account = await deps.users.findById(user.id);
      const isDoctor = isDoctorRole(user.role);
      const firstName = (account?.nome || account?.displayName.split(/\s+/)[0] || '').trim();
      const base: Grounding = { firstName, isDoctor };
      // Issue 30: 'quando è la visita di mia figlia?': the asker's members that the question means.
      // A member may be named by first name alone ('Luca ha qualche visita?'): the asker's members are read first.
      const ownData = !isDoctor && (detected.intent === 'next_appointment' || detected.intent === 'visit_question');
      const members = ownData && deps.family ? await deps.family.membersOf(user.id) : [];
      // A carer or a child writing in the holder's place names the holder ('sono la figlia, accompagno mia
      // madre Giulia', 'la badante della signora Giulia'): the holder's own first name is the holder's visit.
      const holderNamed = (word: string | undefined) => !!word && !!firstName && normalizeItalian(word).split(' ')[0] === normalizeItalian(firstName);
      const referenceSaid = ownData ? familyReferenceOf(message, members.map((m) => m.nome)) : null;
      const reference = referenceSaid && !holderNamed(referenceSaid.nameWord) ? referenceSaid : null;
      if (ownData && holderNamed(detected.doctorName)) {
        // The holder named as a "signora Giulia" is not a doctor to look the visit up with.
        const { doctorName: _holder, ...rest } = detected;
        detected = rest;
      }
      if (reference) {
        const referred = membersReferred(reference, members);
        const family = { spoken: reference.spoken, names: referred.map((m) => `${m.nome} ${m.cognome}`.trim()) };
        const visits = referred.length > 0 ? await upcoming(user, false, new Set(referred.map((m) => m.id))) : [];
        if (detected.intent === 'next_appointment') return { ...base, family, appointments: visits };
        return { ...base, family, visit: await visitDetails(user, visits[0], false) };
      }
      switch (detected.intent) {
        case 'next_appointment': {
          const byName = withDoctor(await upcoming(user, isDoctor), detected.doctorName);
          const { visits, noVisitWith } = isDoctor || byName.noVisitWith ? byName : await withSpecialist(user, byName.visits, detected, message);
          return { ...base, appointments: visits, ...(noVisitWith ? { noVisitWith } : {}) };
        }
        case 'visit_question': {
          const { visits, noVisitWith } = withDoctor(await upcoming(user, isDoctor), detected.doctorName);
          return { ...base, visit: await visitDetails(user, visits[0], isDoctor), ...(noVisitWith ? { noVisitWith } : {}) };
        }
        case 'practice_info':
          return { ...base, practice: await practiceOf(user, detected, isDoctor, account?.displayName ?? '', message) };
        case 'doctor_rating': {
          // The directory's card carries the rating (issue 28), as the reader sees it on the profile.
          const card = detected.doctorName ? (await deps.doctors.list({ q: detected.doctorName, limit: 1 }, user)).doctors[0] : undefined;
          return { ...base, rated: card ? { id: card.id, name: card.name, rating: card.rating } : null };
        }
        case 'symptoms': {
          if (detected.sectorIds.length === 0) return base;
          const [doctors, sectorName] = await Promise.all([findDoctors(user, detected), sectorNameOf(detected.sectorIds)]);
          return { ...base, doctors, sectorName };
        }
        case 'platform_pro':
          return { ...base, plan: (await deps.memberships.listActive())[0] ?? null };
        case 'find_doctor': {
          const searched = detected.sectorIds.length > 0 || Boolean(detected.city) || Boolean(detected.doctorName);
          if (!searched) return base;
          const [doctors, sectorName] = await Promise.all([findDoctors(user, detected), sectorNameOf(detected.sectorIds)]);
          // No such specialist in that city: the ones elsewhere, said as such, rather than nothing.
          if (doctors.length === 0 && detected.city && detected.sectorIds.length > 0 && !detected.doctorName) {
            const { city: _city, ...anywhere } = detected;
            const elsewhere = await findDoctors(user, anywhere);
            if (elsewhere.length > 0) return { ...base, searchedDoctors: true, doctors: elsewhere, sectorName, noneIn: detected.city };
          }
          // A specialist of that sector who has not given a practice address yet may well be in that city
          // ("medico di base a Milano": the new GP has set none): named after the city's own, its city unknown.
          if (detected.city && detected.sectorIds.length > 0 && !detected.doctorName && doctors.length < DOCTORS) {
            const { city: _city, ...anywhere } = detected;
            const unplaced = (await findDoctors(user, anywhere)).filter((d) => d.city === null && !doctors.some((x) => x.id === d.id));
            return { ...base, searchedDoctors: true, doctors: [...doctors, ...unplaced].slice(0, DOCTORS), sectorName };
          }
          return { ...base, searchedDoctors: true, doctors, sectorName };
        }
        case 'diagnosis': {
          if (detected.sectorIds.length === 0) return base;
          const [doctors, sectorName] = await Promise.all([findDoctors(user, detected), sectorNameOf(detected.sectorIds)]);
          return { ...base, doctors, sectorName };
        }
        case 'content':
        case 'unknown': {
          const topic = detected.topic || (detected.intent === 'content' ? message : '');
          // A message not understood is answered from the content only when a passage has every one of its words.
          // "pressione alta" finds the article titled "Ipertensione" (topic-synonyms.ts).
          // A follow-up's topic carries the thread's subject ("ci sono esercizi?" after "mal di schiena"): its synonyms too.
          const synonyms = detected.intent === 'content' ? [...new Set([...synonymsOf(message), ...synonymsOf(detected.topic)])] : [];
          const searched = [...synonyms, topic].join(' ');
          const found = topic ? await deps.retrieval.retrieve({ id: user.id }, searched, PASSAGES, { allWords: detected.intent === 'unknown' }) : [];
          // Quoted only when it is about the question, not when it shares a generic word (issue 22 point 5).
          // A personal plan asked for is answered by a therapy written for the reader only.
          const personal = asksPersonalMaterial(normalizeItalian(message));
          const passages = found.filter((p) => (!personal || p.isTherapy) && !namesAnotherCondition(topic, p.title) && [topic, ...synonyms].some((t) => isAbout(t, p)));
          if (passages.length > 0 || detected.intent === 'unknown' || detected.sectorIds.length === 0) return { ...base, passages };
          const [doctors, sectorName] = await Promise.all([findDoctors(user, detected), sectorNameOf(detected.sectorIds)]);
          return { ...base, passages, doctors, sectorName };
        }
        default:
          return base;
      }
    },
  };
}
