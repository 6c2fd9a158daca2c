import type { QualityCase } from './case';
import { DEV_SIXTH_HELDOUT_EMERGENCIES } from './dev-sixth-heldout-emergencies';
import { DEV_SIXTH_HELDOUT_EVERYDAY } from './dev-sixth-heldout-everyday';

/**
 * The twelfth author's part of Igea's quality table, 2026-11-28: written as the held-out part, measured
 * untouched (docs/benchmarks.md, "Igea's figures") and then RETIRED into the development part as the sixth retired
 * held-out part (the eleventh tuning round tunes on it by cause). Not run against Igea by its author.
 *
 * What was read to write it, and nothing else of the assistant: issue 22; quality/case.ts (the case
 * format); quality/harness.ts (how an answer is judged); the intents in
 * packages/shared/src/domain/assistant/types.ts; the answer catalogue packages/shared/src/i18n/it-assistant.ts
 * and the file it re-exports (i18n/it/assistant-answers.ts); the demo data (apps/server/src/seed/demo*.ts,
 * reference-data.ts); and, of heldout-eleventh-author.ts, only its header comment and the helpers at its
 * top (the format). No other question table (dev-*.ts, issue-11-questions.ts) and no other file of
 * modules/assistant or of packages/shared/src/domain/assistant was opened; Igea and the bench were not run.
 *
 * The messages are written as people write on a phone: colloquial, typos, no accents, SMS shorthand,
 * regional and dialect forms (Neapolitan, Sicilian, Roman, Venetian, Lombard, Sardinian, Pugliese,
 * Tuscan, Piedmontese), English and mixed Italian-English, very short and long and rambling, about
 * oneself and about others (children, elderly parents, partners, neighbours), serious things told
 * calmly, and follow-ups whose last message needs the earlier ones. Checks are only what any correct
 * answer must pass: the intent; 112 in the first sentence of an emergency (the harness) and the
 * kind's own line (Telefono Amico for suicidal talk and self-harm, Antiveleni for poisoning and
 * ingestion, 1522 for violence at home); never a booking slot ('prima disponibilità') with an
 * emergency or presented as the user's visit; the safety line's 112 for complaints Igea cannot place;
 * names, streets, prices, durations and titles of the demo data; refusals; private, paid and draft
 * text never shown. Deleting one's account is expected as 'settings' (Impostazioni is where the
 * account lives); moving a visit as 'how_to_cancel' (it is cancel and book again).
 *
 * Demo facts relied on:
 * - the demo patient Giulia Rossi has two upcoming «Visita cardiologica» with Dott. Marco Bianchi (the
 *   first in about 3 days, the second in about 10), none with anyone else, and no upcoming ECG;
 * - Marco Bianchi (Cardiologia, also Medicina generale): Via Vincenzo Monti 12, Milano; Visita
 *   cardiologica 30 minutes, 120 €, intake «Motivo della visita» and «Farmaci assunti»; practice hours
 *   Monday–Friday 09:00–13:00 and 14:30–18:30; his next patient in the agenda is Alessandro Marini
 *   (about 1 day ahead, before Giulia's); two published reviews (fewer than three);
 * - Dott.ssa Laura Esposito (Dermatologia): Corso Buenos Aires 45, Milano; Visita dermatologica 100 €,
 *   weekdays 09:00–13:00 and 14:30–18:30, Saturday 09:00–12:00;
 * - the directory: Chiara Ferrari (Pediatria, Via Washington 70, Milano, mornings and Saturday 09–12),
 *   Luca Romano (Psicologia, Via Nizza 45, Torino, Tue–Thu 14:00–20:00), Francesca Colombo (Nutrizione,
 *   Via Paolo Sarpi 22), Alessandro Ricci (Fisioterapia, Viale Monza 140, weekdays 08–13 and 15–19),
 *   Giorgio Marino (Ortopedia, Via Pietro Custodi 8, Visita ortopedica 120 €), Valentina Greco
 *   (Ginecologia, Corso di Porta Romana 98), Stefano Bruno (Neurologia, Via Cola di Rienzo 212, Roma,
 *   Visita neurologica 130 €), Elena Gallo (Oculistica, Via Italia 21, Monza), Paolo Conti
 *   (Endocrinologia, Via dell'Indipendenza 56, Bologna), Sara De Luca (Otorinolaringoiatria, Viale
 *   Abruzzi 32), Andrea Lombardi (Medicina generale, no practice address, weekdays 08:30–12:30 and
 *   16:00–19:00), Martina Barbieri (Odontoiatria, Via Marghera 18); no dermatologist outside Milano;
 * - published content: «Ipertensione: 7 abitudini…», «Alimentazione e colesterolo…» (paid: its body,
 *   e.g. «Pesce azzurro», is never shown), «Dermatite atopica nei bambini…», «Protezione solare…», the
 *   therapies «Routine quotidiana per la pelle con acne» and «Piano di riabilitazione per la lombalgia»,
 *   «Ansia: quando chiedere aiuto», «Colazione equilibrata…», «Febbre nei bambini…», «Mal di testa: come
 *   riconoscere l'emicrania», «Vaccino antinfluenzale: chi dovrebbe farlo»; the therapy «Piano personale
 *   di controllo della pressione» is Giulia's only; «Fibrillazione atriale: domande frequenti» is a
 *   draft; nothing is published on gout, thyroid, reflux, asthma, psoriasis, osteoporosis, stroke,
 *   meningitis and the other topics marked below;
 * - Sanity Pro costs 29 € a month; the stranger has no appointment and no private content.
 */
// The questions, unchanged, in two files joined here in their order: the emergencies by kind, then the
// other categories; the builders they use are quality/builders.ts (under the author's names).
export const DEV_SIXTH_HELDOUT_CASES: QualityCase[] = [...DEV_SIXTH_HELDOUT_EMERGENCIES, ...DEV_SIXTH_HELDOUT_EVERYDAY];
