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
  tooLong: (max: number) => `Este campo no debe tener más de ${max} caracteres`,
  tooShort: (min: number) => `Este campo debe tener al menos ${min} caracteres`,
  tooMany: (max: number) => `No se permiten más de ${max} elementos`,
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
  // The set-up forms' own messages (every set-up form in es/en/pt).
  nameRequired: 'El nombre es requerido',
  nameTooShort: 'El nombre debe tener al menos 4 caracteres',
  descriptionTooShort: 'La descripción debe tener al menos 10 caracteres',
  startDateInvalid: 'Fecha de inicio no válida',
  startDateRequired: 'La fecha de inicio es requerida',
  endDateInvalid: 'Fecha de finalización no válida',
  endDateRequired: 'La fecha de finalización es requerida',
  endBeforeStart: 'La fecha de finalización debe ser posterior a la de inicio',
  repeatedDates: 'Hay fechas repetidas',
  timeZone: 'Zona horaria no válida',
  currency: 'Moneda no válida (código de 3 letras, p. ej. COP)',
  capacityPositive: 'El cupo debe ser mayor que 0',
  fieldNameChars: 'Use solo letras, números y guion bajo',
  labelRequired: 'La etiqueta es requerida',
  typeRequired: 'El tipo es requerido',
  typeLocked: 'El tipo de este dato no se puede cambiar',
  alwaysMandatory: 'Este dato siempre es obligatorio',
  notAdminOnly: 'Este dato no puede ser solo para administradores',
  contactsNotAdminOnly: 'Un dato visible para contactos no puede ser solo para administradores',
  optionsRequired: 'Agregue al menos una opción',
  orderNumeric: 'El orden debe ser numérico',
  repeatedFieldNames: 'Hay datos con el mismo nombre',
  roleRequired: 'Seleccione un rol',
  permissionInvalid: 'Permiso no válido',
  repeatedPermissions: 'Hay permisos repetidos',
  videoUrl: 'Link de video no válido',
  titleRequired: 'El título es requerido',
  addressRequired: 'La dirección es requerida',
  slugChars: 'Use minúsculas, números y guiones (p. ej. como-llegar)',
  shortPathChars: 'Use de 3 a 40 minúsculas, números o guiones (p. ej. feria2027)',
  shortPathReserved: 'Esta dirección es de la plataforma: elija otra',
  shortPathTaken: 'Esta dirección corta ya es de otro evento',
  questionRequired: 'La pregunta es requerida',
  answerRequired: 'La respuesta es requerida',
  sectionKey: 'La sección no corresponde a su clave',
  repeatedItems: 'Hay elementos repetidos',
  // The activity form's (spec part 2 §5, with the accents and capitals the spec's text lacks).
  activityDay: 'Seleccione el día',
  activityStart: 'Seleccione una hora de inicio válida',
  activityEnd: 'Seleccione una hora de finalización válida',
  activitySpace: 'Seleccione un espacio',
  activityCategory: 'Seleccione al menos una categoría',
  activityType: 'Seleccione un tipo de actividad',
  activityRoles: 'Seleccione al menos un rol para mostrar la actividad',
} as const;
