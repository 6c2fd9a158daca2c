import type { QualityCase } from './case';
import { DEV_NINTH_HELDOUT_EMERGENCIES } from './dev-ninth-heldout-emergencies';
import { DEV_NINTH_HELDOUT_EVERYDAY } from './dev-ninth-heldout-everyday';

/**
 * The fifteenth author's part of Igea's quality table, 2026-11-28: written as the held-out part, measured
 * untouched (docs/benchmarks.md, "Igea's figures") and then RETIRED into the development part as the ninth
 * retired held-out part (the fourteenth tuning round tunes on it by cause). Not run against Igea by its author.
 *
 * What was read to write it, and nothing else of the assistant: issue 22; quality/case.ts (the case
 * format); quality/builders.ts (the case builders, imported here under the author's own names);
 * quality/harness.ts (how an answer is judged); the intents in
 * packages/shared/src/domain/assistant/types.ts; the answer catalogue
 * packages/shared/src/i18n/it-assistant.ts and the file it re-exports (i18n/it/assistant-answers.ts);
 * the demo data (apps/server/src/seed/demo.ts, demo-appointments.ts, demo-practices.ts,
 * demo-addresses.ts, demo-directory-doctors.ts, demo-articles.ts, reference-data.ts); and, of
 * dev-eighth-heldout.ts, only its header comment (the format). No other question table (dev-*.ts,
 * issue-11-questions.ts, other heldout-*.ts) and no other file of modules/assistant or of
 * packages/shared/src/domain/assistant was opened; Igea and the bench were not run on these questions.
 *
 * The angle: ten years on a triage phone line in the South. Many messages by older people and by
 * relatives and carers (a daughter about her father, a badante about the lady she looks after, a
 * neighbour about the lady upstairs), long and calm, with the danger told in passing or as a
 * question ('puo aspettare domani?'); Neapolitan, Sicilian, Calabrian, Apulian and Sardinian forms;
 * Italian written by foreigners living in Italy (Romanian, Albanian, Ukrainian, Arabic and Chinese
 * speakers: simple verbs, articles missing) and English by expats; no accents, typos, SMS shorthand;
 * follow-ups whose last message needs the earlier ones; danger at the end of an unrelated paragraph.
 *
 * The checks are only what any correct answer must pass: the intent; 112 in the first sentence of
 * an emergency (the harness) and the kind's own line (Telefono Amico for suicidal talk and
 * self-harm, Antiveleni for ingestion by children and overdoses of medicines by adults, 1522 for
 * violence at home); never a booking slot ('prima disponibilità') with an emergency or as the
 * user's own visit; the safety line's 112 for complaints Igea cannot place; names, streets, prices
 * and one hour boundary of the demo data; refusals; paid, private and draft content never shown.
 * Conventions (as the previous header states them): deleting one's account and adding a family
 * member are 'settings'; moving a visit is 'how_to_cancel'; booking a video visit is 'how_to_book';
 * documents and the therapy a doctor assigned are 'favorites' (Materiali).
 *
 * Demo facts relied on:
 * - the demo patient Giulia Rossi has two upcoming «Visita cardiologica» with Dott. Marco Bianchi
 *   (3 and 10 days ahead), none with anyone else (so none with Laura Esposito); her son Luca Rossi
 *   (Impostazioni › Familiari) has only a past visit (40 days ago), no upcoming one;
 * - Marco Bianchi (Cardiologia): Via Vincenzo Monti 12, Milano; hours Monday–Friday 09:00–13:00 and
 *   14:30–18:30; Visita cardiologica 30 minutes, 120 €; Elettrocardiogramma 60 €; Holter pressorio
 *   24h 90 €; his next patient is Alessandro Marini (1 day ahead) and Giulia Rossi's visits are in
 *   his agenda;
 * - Dott.ssa Laura Esposito (Dermatologia): Corso Buenos Aires 45, Milano; receives also on Saturday
 *   (09:00–12:00); Visita dermatologica 100 €, Mappatura dei nei 130 €;
 * - the directory: Chiara Ferrari (Pediatria, Via Washington 70, Milano, Visita pediatrica 90 €),
 *   Luca Romano (Psicologia, Via Nizza 45, Torino), Francesca Colombo (Nutrizione), Alessandro
 *   Ricci (Fisioterapia), Giorgio Marino (Ortopedia, Visita ortopedica 120 €), Valentina Greco
 *   (Ginecologia), Stefano Bruno (Neurologia, the only neurologist, Via Cola di Rienzo 212, Roma),
 *   Elena Gallo (Oculistica, Via Italia 21, Monza), Paolo Conti (Endocrinologia, Via
 *   dell'Indipendenza 56, Bologna), Sara De Luca (Otorinolaringoiatria), Andrea Lombardi (Medicina
 *   generale), Martina Barbieri (Odontoiatria, Via Marghera 18, Milano, Visita odontoiatrica 60 €);
 *   no doctor in Napoli (the cardiologist offered elsewhere is Marco Bianchi);
 * - published content: «Ipertensione: 7 abitudini…», «Alimentazione e colesterolo…» (paid: «Pesce
 *   azzurro» never shown), «Dermatite atopica nei bambini…», «Protezione solare…», «Ansia: quando
 *   chiedere aiuto», «Colazione equilibrata…», «Febbre nei bambini…», «Mal di testa: come riconoscere
 *   l'emicrania», «Vaccino antinfluenzale…», the therapies «Routine quotidiana per la pelle con acne»
 *   and «Piano di riabilitazione per la lombalgia»; «Piano personale di controllo della pressione» is
 *   Giulia's only (never shown to the stranger); «Fibrillazione atriale: domande frequenti» is a
 *   draft; nothing is published on stroke, heart attack, first aid, food allergies, gout, thyroid,
 *   kidney stones, coeliac disease, psoriasis, reflux, vitamin D, osteoporosis or nosebleeds;
 * - Sanity Pro costs 29 € a month; the stranger has no appointment and no private content.
 */
// The questions, in two files joined here in their order: the emergencies by kind, the false-alarm
// side and the complaints Igea cannot place, then the other categories.
export const DEV_NINTH_HELDOUT_CASES: QualityCase[] = [...DEV_NINTH_HELDOUT_EMERGENCIES, ...DEV_NINTH_HELDOUT_EVERYDAY];
