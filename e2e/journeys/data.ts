/** The names the journey's phases give things and look for again. */
export const ACTIVITY = 'Conferencia inaugural';
export const SPEAKER = 'Beatriz Ponente';
export const SURVEY = 'Encuesta de satisfacción';
export const CERTIFICATE = 'Certificado de asistencia al congreso';

/** The attendee's steps run at a phone's width. */
export const PHONE = { width: 390, height: 844 };

/** The 20 guests of the spreadsheet import. */
export const GUESTS = Array.from({ length: 20 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { names: `Invitado Número ${n}`, email: `invitado.${n}@aforo.test` };
});
