import { defineMessages } from '../../i18n/define-messages';

/** The check-in screens' own messages (the older scanner.* and checkin.* ones are in es.ts). */
export const checkinMessages = defineMessages({
  es: {
    'scanChooser.title': 'Varias personas tienen este documento',
    'scanChooser.intro':
      'El documento {code} está registrado para {count} personas. Elija a quién registrar el ingreso; nadie ha sido registrado todavía.',
    'scanChooser.name': 'Nombre',
    'scanChooser.document': 'Documento',
    'scanChooser.role': 'Rol',
    'scanChooser.status': 'Estado',
    'scanChooser.action': 'Acción',
    'scanChooser.checkedAt': 'Ingresó el {time}',
    'scanChooser.notChecked': 'Sin ingreso',
    'scanChooser.pick': 'Registrar ingreso',
    'scanChooser.pickLabel': 'Registrar ingreso de {name}',
    'scanChooser.cancelled': 'Nadie fue registrado.',
  },
  en: {
    'scanChooser.title': 'Several people have this document',
    'scanChooser.intro':
      'Document {code} is registered for {count} people. Choose whom to check in; nobody has been checked in yet.',
    'scanChooser.name': 'Name',
    'scanChooser.document': 'Document',
    'scanChooser.role': 'Role',
    'scanChooser.status': 'Status',
    'scanChooser.action': 'Action',
    'scanChooser.checkedAt': 'Checked in on {time}',
    'scanChooser.notChecked': 'Not checked in',
    'scanChooser.pick': 'Check in',
    'scanChooser.pickLabel': 'Check in {name}',
    'scanChooser.cancelled': 'Nobody was checked in.',
  },
  pt: {
    'scanChooser.title': 'Várias pessoas têm este documento',
    'scanChooser.intro':
      'O documento {code} está registrado para {count} pessoas. Escolha quem registrar a entrada; ninguém foi registrado ainda.',
    'scanChooser.name': 'Nome',
    'scanChooser.document': 'Documento',
    'scanChooser.role': 'Função',
    'scanChooser.status': 'Estado',
    'scanChooser.action': 'Ação',
    'scanChooser.checkedAt': 'Entrou em {time}',
    'scanChooser.notChecked': 'Sem entrada',
    'scanChooser.pick': 'Registrar entrada',
    'scanChooser.pickLabel': 'Registrar entrada de {name}',
    'scanChooser.cancelled': 'Ninguém foi registrado.',
  },
});
