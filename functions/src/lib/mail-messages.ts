import { isProfileLanguage, type ProfileLanguage } from '@aforo/domain';

/**
 * The texts of the mails that follow the reader's language (the ticket mail), in es, en and pt.
 * Other mails are still written in Spanish where they are queued.
 */

/** The languages of the mails: those an account may choose. */
export type MailLanguage = ProfileLanguage;

/** The first of the candidates that is a language the mails speak (most specific first), else es. */
export function mailLanguage(...candidates: unknown[]): MailLanguage {
  return candidates.find(isProfileLanguage) ?? 'es';
}

export interface TicketMailTexts {
  subject: (event: string) => string;
  hello: (names: string) => string;
  helloNoName: string;
  confirmed: (event: string) => string;
  resent: (event: string) => string;
  when: (dates: string) => string;
  qrHint: string;
  attachments: string;
  qrAlt: (code: string) => string;
  code: (code: string) => string;
  goToEvent: string;
  myTickets: string;
  /** The PDF's own lines. */
  pdfTitle: string;
  pdfTicket: (name: string) => string;
  pdfStage: (name: string) => string;
  files: { pdf: string; ics: string };
}

export const TICKET_MAIL: Record<MailLanguage, TicketMailTexts> = {
  es: {
    subject: (event) => `Confirmación de registro: ${event}`,
    hello: (names) => `Hola ${names},`,
    helloNoName: 'Hola,',
    confirmed: (event) => `Tu registro en ${event} quedó confirmado.`,
    resent: (event) => `Aquí tienes de nuevo tu tiquete de ${event}.`,
    when: (dates) => `Cuándo: ${dates}`,
    qrHint: 'Presenta este código QR en la entrada del evento.',
    attachments: 'Adjuntamos tu tiquete en PDF y el evento para tu calendario (.ics).',
    qrAlt: (code) => `Código QR de tu tiquete ${code}`,
    code: (code) => `Código: ${code}`,
    goToEvent: 'Ir al evento',
    myTickets: 'Mis tiquetes',
    pdfTitle: 'Tiquete',
    pdfTicket: (name) => `Tiquete: ${name}`,
    pdfStage: (name) => `Etapa: ${name}`,
    files: { pdf: 'tiquete.pdf', ics: 'evento.ics' },
  },
  en: {
    subject: (event) => `Registration confirmed: ${event}`,
    hello: (names) => `Hello ${names},`,
    helloNoName: 'Hello,',
    confirmed: (event) => `Your registration for ${event} is confirmed.`,
    resent: (event) => `Here is your ticket for ${event} again.`,
    when: (dates) => `When: ${dates}`,
    qrHint: 'Show this QR code at the entrance of the event.',
    attachments: 'Your ticket is attached as a PDF, and the event for your calendar (.ics).',
    qrAlt: (code) => `QR code of your ticket ${code}`,
    code: (code) => `Code: ${code}`,
    goToEvent: 'Go to the event',
    myTickets: 'My tickets',
    pdfTitle: 'Ticket',
    pdfTicket: (name) => `Ticket: ${name}`,
    pdfStage: (name) => `Stage: ${name}`,
    files: { pdf: 'ticket.pdf', ics: 'event.ics' },
  },
  pt: {
    subject: (event) => `Inscrição confirmada: ${event}`,
    hello: (names) => `Olá ${names},`,
    helloNoName: 'Olá,',
    confirmed: (event) => `Sua inscrição em ${event} está confirmada.`,
    resent: (event) => `Segue novamente o seu ingresso para ${event}.`,
    when: (dates) => `Quando: ${dates}`,
    qrHint: 'Apresente este código QR na entrada do evento.',
    attachments: 'Anexamos o seu ingresso em PDF e o evento para o seu calendário (.ics).',
    qrAlt: (code) => `Código QR do seu ingresso ${code}`,
    code: (code) => `Código: ${code}`,
    goToEvent: 'Ir para o evento',
    myTickets: 'Meus ingressos',
    pdfTitle: 'Ingresso',
    pdfTicket: (name) => `Ingresso: ${name}`,
    pdfStage: (name) => `Etapa: ${name}`,
    files: { pdf: 'ingresso.pdf', ics: 'evento.ics' },
  },
};
