/**
 * ADR 0039: the Italian strings of claiming a practice's phone-only contact with a verified phone:
 * the server's refusals and the card the patient answers. Kept out of `it` (like `itSms`): only the
 * dashboard's lazily loaded card, Settings → Notifiche and the server read them.
 */
export const itContactClaims = {
  // Server.
  notFound: 'Questa proposta non è disponibile: le visite non risultano registrate al tuo numero verificato.',
  alreadyClaimed: 'Queste visite sono già nel tuo account.',
  notPatient: 'Solo un account paziente può collegare le visite registrate da uno studio.',

  // The card.
  title: 'Visite registrate al tuo numero',
  intro: 'Uno studio ha prenotato delle visite a questo numero di telefono per una persona senza account. Se sei tu, puoi collegarle al tuo account: le vedrai in «Appuntamenti» e riceverai i promemoria.',
  offer: (contact: string) => `Uno studio ha registrato a questo numero delle visite per «${contact}»`,
  visits: (count: number) => (count === 1 ? '1 visita' : `${count} visite`),
  accept: 'Sì, sono io',
  decline: 'Non sono io',
  acceptLabel: (contact: string) => `Sì, sono io: collega le visite di «${contact}» al mio account`,
  declineLabel: (contact: string) => `Non sono io: nascondi le visite di «${contact}»`,
  accepted: (count: number) => (count === 1 ? 'Fatto: la visita è ora nel tuo account, in «Appuntamenti».' : `Fatto: le ${count} visite sono ora nel tuo account, in «Appuntamenti».`),
  declined: 'Va bene: non te lo proporremo più.',
  failed: 'Non è stato possibile completare l’operazione. Riprova.',
  loadError: 'Impossibile caricare le visite registrate al tuo numero.',
};
