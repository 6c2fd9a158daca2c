import type { RegionalLexicon } from './lexicon';

/**
 * The everyday words of a question about a visit in the languages of Italy's foreign residents
 * (twenty-third round): appointment, book, cancel, price, address, where, when, doctor, brought
 * to the Italian the intents read ("¿cuánto cuesta la visita?" → "quanto costa la visita", "Wie kann
 * ich meinen Termin absagen?" → "… appuntamento disdire"). Words left unknown also lean the urgency
 * model to its small classes (ADR 0020, twentieth round A). Only words no Italian or English word
 * shares: "cita" (quotes), "onde" (waves), "cat", "medic", "consulta", "turno", "termine", "consultation" stay as they are.
 */
export const EVERYDAY_ABROAD: RegionalLexicon = {
  words: {
    // appointment, visit
    programare: 'appuntamento', programarea: 'appuntamento', programari: 'appuntamenti', rdv: 'appuntamento', takim: 'appuntamento', takimin: 'appuntamento', takimi: 'appuntamento', vizite: 'visita', vizita: 'visita', vizitei: 'visita',
    termin: 'appuntamento', terminen: 'appuntamenti', agendamento: 'appuntamento',
    // book, cancel, move
    reservar: 'prenotare', agendar: 'prenotare', marcar: 'prenotare', reserver: 'prenotare', programez: 'prenoto', rezervoj: 'prenotare', rezervim: 'prenotazione', buchen: 'prenotare', vereinbaren: 'prenotare',
    cancelar: 'cancellare', anular: 'annullare', desmarcar: 'disdire', annuler: 'annullare', anula: 'annullare', anulez: 'annullare', anuleze: 'annullare', anulloj: 'annullare', anulloje: 'annullare', absagen: 'disdire', stornieren: 'annullare', verschieben: 'spostare', cambiar: 'spostare',
    // price, address, where, when
    cuanto: 'quanto', cuesta: 'costa', custa: 'costa', combien: 'quanto', coute: 'costa', kushton: 'costa', kostet: 'costa', kosten: 'costo', precio: 'prezzo', preco: 'prezzo', prix: 'prezzo', pret: 'prezzo', cmimi: 'prezzo',
    direccion: 'indirizzo', endereco: 'indirizzo', adresse: 'indirizzo', adresa: 'indirizzo', donde: 'dove', unde: 'dove', ku: 'dove', wo: 'dove', cuando: 'quando', cand: 'quando', kur: 'quando', wann: 'quando',
    // doctor and the common specialists
    medecin: 'medico', doctorul: 'dottore', mjek: 'medico', mjeku: 'medico', mjekun: 'medico', arzt: 'medico', arztin: 'medico', augenarzt: 'oculista', zahnarzt: 'dentista', hautarzt: 'dermatologo', kinderarzt: 'pediatra', frauenarzt: 'ginecologo', dermatologue: 'dermatologo', cardiologue: 'cardiologo', dentiste: 'dentista', pediatre: 'pediatra',
  },
  phrases: [
    // "una cita con", "mon rendez-vous", "cât costă", "sa kushton", "wie viel kostet".
    [/\b(una|mi|la|su) cita\b/g, '$1 appuntamento'],
    [/\brendez vous\b/g, 'appuntamento'],
    [/\b(cat|sa|wie viel|wieviel) costa\b/g, 'quanto costa'],
    [/\bonde (fica|e|sta)\b/g, 'dove $1'],
  ],
};
