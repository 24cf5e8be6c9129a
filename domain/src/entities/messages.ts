/**
 * The validation messages the schemas give (Spanish, the API's language; spec messages verbatim,
 * including the two it quotes in English). The web shows each in the chosen language: it finds
 * the message here by its key and reads `validation.<key>` from its catalogues
 * (web/src/i18n/validation-messages.ts), so a message added here must get its three translations
 * there or the web does not type-check. A parametrized message takes one value.
 * Yup-free, so the web can translate without loading the schemas.
 */
export const MESSAGES = {
  required: 'Este campo es requerido',
  /** Spec part 3 §5.1, used for every over-long text. */
  tooLong: (max: number) => `Este campo no debe tener mas de ${max} caracteres`,
  tooShort: (min: number) => `Este campo debe tener al menos ${min} caracteres`,
  tooMany: (max: number) => `No se permiten mas de ${max} elementos`,
  tooFew: (min: number) => `Seleccione al menos ${min} elementos`,
  url: 'Ingrese una URL válida',
  /** Spec part 3 §5.4. */
  email: 'Ingrese un email válido',
  color: 'Ingrese un color válido',
  id: 'Identificador no válido',
  /** Spec part 3 §5.5. */
  date: 'Fecha no válida',
  number: 'Debe ser un número',
  numberMin: (min: number) => `Debe ser mayor o igual a ${min}`,
  numberMax: (max: number) => `Debe ser menor o igual a ${max}`,
  integer: 'Debe ser un número entero',
  /** Any other value of the wrong type or form (yup's defaults, see yup-locale.ts). */
  invalid: 'Valor no válido',
  invalidOption: 'Opción no válida',
  /** Spec part 3 §5.2, quoted in English. */
  registrationEmail: 'Invalid email',
  /** Spec part 3 §5.2. */
  password: 'Mínimo 8 caracteres con letras y números, no se permiten caracteres especiales',
  optionTaken: 'Esta opción ya fue tomada',
  /**
   * A field marked unique (the document number) holds a value another attendee of the event
   * already has. The spec names no message for it, so this one says what happened and where.
   */
  uniqueValue: (label: string) => `Ya hay un asistente registrado con este ${label} en el evento`,
  /** Spec part 3 §5.3. */
  loginEmail: 'Ingrese un correo',
  loginPassword: 'Ingrese una contraseña',
  /** Spec part 3 §5.4. */
  emailRequired: 'El email es requerido',
  /** Spec part 3 §5.2, quoted in English. */
  uploadTooLarge: 'Image must smaller than 5MB!',
  fileType: 'Tipo de archivo no permitido',
} as const;
