import { defineMessages } from '../../i18n/define-messages';

/**
 * The registration form's strings (the field inputs' own, shared with the staff form, are in the
 * shared catalogues: components/attendee-fields is no feature). Messages the spec quotes stay
 * verbatim in es.
 */
export const registrationMessages = defineMessages({
  es: {
    'registration.titleRegister': 'Registro',
    'registration.titleUpdate': 'Actualizar mis datos',
    'registration.titleTransfer': 'Transferir tiquete',
    'registration.submitRegister': 'Registrarme',
    'registration.submitUpdate': 'Actualizar',
    'registration.submitTransfer': 'Transferir',
    'registration.transferIntro':
      'Escribe los datos de la persona que recibirá tu tiquete. Tu inscripción pasará a su nombre.',
    'registration.loading': 'Cargando formulario…',
    'registration.unavailable': 'No se pudo cargar el formulario de registro.',
    'registration.notRegistered': 'No estás registrado en este evento.',
    'registration.registered': 'Registrado',
    'registration.updated': 'Actualizado',
    'registration.transferred': 'Transferencia realizada',
    'registration.error': 'Error… Inténtalo más tarde.',
    'registration.missingFields': 'Faltan campos obligatorios por completar.',
    'registration.invalidFields': 'Revisa los campos marcados: hay valores no válidos.',
    'registration.alreadyRegistered': 'El correo {email} ya está registrado en este evento.',
    'registration.login': 'Iniciar sesión',
    'registration.signedIn': 'Ya ingresaste al evento con tu cuenta.',
    'registration.accessMailSent':
      'Te enviamos a {email} un enlace para ingresar al evento sin contraseña.',
    'registration.validationMailSent':
      'Te enviamos un correo a {email} para validar tu registro. Ábrelo para ingresar al evento.',
    'registration.transferMailSent': 'Enviamos a {email} el enlace para ingresar al evento.',
    'registration.continue': 'Continuar',
  },
  en: {
    'registration.titleRegister': 'Sign up',
    'registration.titleUpdate': 'Update my details',
    'registration.titleTransfer': 'Transfer ticket',
    'registration.submitRegister': 'Sign me up',
    'registration.submitUpdate': 'Update',
    'registration.submitTransfer': 'Transfer',
    'registration.transferIntro':
      'Enter the details of the person who will receive your ticket. Your registration will move to their name.',
    'registration.loading': 'Loading form…',
    'registration.unavailable': 'The registration form could not be loaded.',
    'registration.notRegistered': 'You are not registered for this event.',
    'registration.registered': 'Registered',
    'registration.updated': 'Updated',
    'registration.transferred': 'Transfer completed',
    'registration.error': 'Error... Please try again later',
    'registration.missingFields': 'Some required fields are missing.',
    'registration.invalidFields': 'Check the highlighted fields: some values are not valid.',
    'registration.alreadyRegistered': 'The e-mail {email} is already registered for this event.',
    'registration.login': 'Log in',
    'registration.signedIn': 'You are now signed in to the event with your account.',
    'registration.accessMailSent': 'We sent {email} a link to enter the event without a password.',
    'registration.validationMailSent':
      'We sent an e-mail to {email} to validate your registration. Open it to enter the event.',
    'registration.transferMailSent': 'We sent {email} the link to enter the event.',
    'registration.continue': 'Continue',
  },
  pt: {
    'registration.titleRegister': 'Inscrição',
    'registration.titleUpdate': 'Atualizar meus dados',
    'registration.titleTransfer': 'Transferir ingresso',
    'registration.submitRegister': 'Inscrever-me',
    'registration.submitUpdate': 'Atualizar',
    'registration.submitTransfer': 'Transferir',
    'registration.transferIntro':
      'Escreva os dados da pessoa que receberá seu ingresso. Sua inscrição passará para o nome dela.',
    'registration.loading': 'Carregando formulário…',
    'registration.unavailable': 'Não foi possível carregar o formulário de inscrição.',
    'registration.notRegistered': 'Você não está inscrito neste evento.',
    'registration.registered': 'Inscrito',
    'registration.updated': 'Atualizado',
    'registration.transferred': 'Transferência realizada',
    'registration.error': 'Erro... Tente novamente mais tarde',
    'registration.missingFields': 'Faltam campos obrigatórios.',
    'registration.invalidFields': 'Verifique os campos marcados: há valores inválidos.',
    'registration.alreadyRegistered': 'O e-mail {email} já está inscrito neste evento.',
    'registration.login': 'Entrar',
    'registration.signedIn': 'Você já entrou no evento com sua conta.',
    'registration.accessMailSent': 'Enviamos para {email} um link para entrar no evento sem senha.',
    'registration.validationMailSent':
      'Enviamos um e-mail para {email} para validar sua inscrição. Abra-o para entrar no evento.',
    'registration.transferMailSent': 'Enviamos para {email} o link para entrar no evento.',
    'registration.continue': 'Continuar',
  },
});
