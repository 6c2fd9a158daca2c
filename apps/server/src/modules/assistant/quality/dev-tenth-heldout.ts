import type { QualityCase } from './case';
import { DEV_TENTH_HELDOUT_EMERGENCIES } from './dev-tenth-heldout-emergencies';
import { DEV_TENTH_HELDOUT_EVERYDAY } from './dev-tenth-heldout-everyday';

/**
 * The sixteenth author's part of Igea's quality table, 2026-11-28: written as the held-out part, measured
 * untouched (docs/benchmarks.md, "Igea's figures") and then RETIRED into the development part as the tenth
 * retired held-out part (the fifteenth tuning round tunes on it by cause). Not run against Igea by its author.
 *
 * What was read to write it, and nothing else of the assistant: issue 22; quality/case.ts (the case
 * format); quality/builders.ts (the case builders); quality/harness.ts (how an answer is judged); the
 * intents in packages/shared/src/domain/assistant/types.ts; the answer catalogue
 * packages/shared/src/i18n/it-assistant.ts and the file it re-exports (i18n/it/assistant-answers.ts);
 * the demo data (apps/server/src/seed/demo.ts, demo-appointments.ts, demo-practices.ts,
 * demo-directory-doctors.ts, demo-addresses.ts, demo-articles.ts, reference-data.ts); and, of
 * dev-eighth-heldout.ts, only its header comment (the format). No other question table (dev-*.ts,
 * issue-11-questions.ts, other authors' held-out parts) and no other file of modules/assistant or of
 * packages/shared/src/domain/assistant was opened.
 *
 * The angle: a patients' forum moderator reading the app's chat logs. Many messages by teenagers and
 * young adults (SMS shorthand: 'nn', 'xke', 'cmq', 'raga', 'tvb', emoji, no punctuation), voice-dictation
 * transcripts ('punto interrogativo', 'virgola'), English and mixed Italian-English, northern dialects
 * (Venetian, Lombard, Piedmontese, Ligurian, Emilian-Romagnol, Trentino) next to colloquial Italian;
 * about oneself and others (children, parents, grandparents, partners, siblings, flatmates, colleagues,
 * neighbours, strangers at a bus stop); serious things told calmly or doubtfully ('forse e una
 * sciocchezza', 'passera?', 'aspetto lunedi?'); danger at the end of an unrelated message; emergencies
 * revealed only in a later turn; and the false-alarm side: figures of speech ('sto morendo dal ridere',
 * 'mi viene un infarto'), past events, check-ups, relatives' history, pets, TV series, books, news, jokes,
 * school questions with alarming words.
 *
 * The checks are only what any correct answer must pass: the intent; 112 in the first sentence of an
 * emergency (the harness) and the kind's own line (Telefono Amico for suicidal talk and self-harm,
 * Antiveleni for ingestion by children and overdoses by adults, both when pills are saved up or taken
 * with suicidal intent, 1522 for violence at home); never a booking slot ('prima disponibilità') with an
 * emergency or as the user's own visit; the safety line's 112 for complaints Igea cannot place; names,
 * streets, prices, durations, hours and titles of the demo data; refusals; paid, private and draft
 * content never shown. Conventions: deleting one's account is 'settings'; moving a visit is
 * 'how_to_cancel'; booking a video visit or a teleconsulto is 'how_to_book'; documents a doctor sent
 * and saved articles are 'favorites' (Materiali); an animal's health is 'off_topic'; a question
 * about the price, length, place or what to bring for the user's own booked visit is 'visit_question',
 * about a doctor's visit in general 'practice_info'. Hours are checked on one boundary only.
 *
 * Demo facts relied on:
 * - the demo patient Giulia Rossi has two upcoming «Visita cardiologica» with Dott. Marco Bianchi
 *   (3 and 10 days ahead, reasons «Controllo periodico» and «Pressione alta»), none with anyone else;
 *   her son Luca Rossi (Impostazioni › Familiari) has only a past visit (40 days ago), none upcoming;
 * - Marco Bianchi (Cardiologia, also Medicina generale): Via Vincenzo Monti 12, Milano; practice hours
 *   Monday–Friday 09:00–13:00 and 14:30–18:30; Visita cardiologica 30 minutes, 120 €;
 *   Elettrocardiogramma 60 €; his next patient is Alessandro Marini (1 day ahead) and Giulia Rossi's
 *   visits are in his agenda; he has published reviews;
 * - Dott.ssa Laura Esposito (Dermatologia): Corso Buenos Aires 45, Milano; practice hours include
 *   Saturday 09:00–12:00; Visita dermatologica 100 €, Mappatura dei nei 130 €;
 * - the directory: Chiara Ferrari (Pediatria, Via Washington 70, Milano, Monday–Friday 09:00–13:00),
 *   Luca Romano (Psicologia, Torino, Tuesday–Thursday 14:00–20:00), Francesca Colombo (Nutrizione),
 *   Alessandro Ricci (Fisioterapia), Giorgio Marino (Ortopedia, Visita ortopedica 120 €), Valentina
 *   Greco (Ginecologia), Stefano Bruno (Neurologia, the only neurologist, Via Cola di Rienzo 212, Roma,
 *   Visita neurologica 130 €), Elena Gallo (Oculistica, Monza, Visita oculistica completa 100 €), Paolo
 *   Conti (Endocrinologia, Bologna, Monday 09:00–13:00 and 14:30–18:30), Sara De Luca
 *   (Otorinolaringoiatria), Andrea Lombardi (Medicina generale, from 08:30, no practice address),
 *   Martina Barbieri (Odontoiatria, Via Marghera 18, Milano); no dermatologist in Roma;
 * - published content: «Ipertensione: 7 abitudini…», «Alimentazione e colesterolo…» (paid: «Pesce
 *   azzurro» never shown), «Dermatite atopica nei bambini…», «Protezione solare…», «Ansia: quando
 *   chiedere aiuto», «Colazione equilibrata…», «Febbre nei bambini…», «Mal di testa: come riconoscere
 *   l'emicrania», «Vaccino antinfluenzale…», the therapies «Routine quotidiana per la pelle con acne»
 *   and «Piano di riabilitazione per la lombalgia»; «Piano personale di controllo della pressione» is
 *   Giulia's only; «Fibrillazione atriale: domande frequenti» is a draft; nothing is published on
 *   stroke, heart attack, anaphylaxis, first aid or epilepsy, haemorrhage, home safety, domestic
 *   violence, gout, thyroid, reflux, psoriasis, coeliac disease, haemorrhoids, cystitis, kidney
 *   stones, osteoporosis or vitamin D;
 * - Sanity Pro costs 29 € a month; the stranger has no appointment and no private content.
 */
// The questions, in two files joined here in their order: the emergencies by kind, the false-alarm side
// and the complaints Igea cannot place, then the other categories.
export const DEV_TENTH_HELDOUT_CASES: QualityCase[] = [...DEV_TENTH_HELDOUT_EMERGENCIES, ...DEV_TENTH_HELDOUT_EVERYDAY];
