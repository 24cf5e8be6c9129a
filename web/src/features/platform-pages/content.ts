import type { Locale } from '../../i18n/locales';
import type { PlatformPageName } from './names';

/*
 * The platform's own pages as shipped: terms of use, privacy notice, policies, about and the
 * platform FAQ, in the three languages. An operator replaces them without a build by serving
 * HTML files at VITE_PLATFORM_PAGES_URL (README "Platform pages"); these texts are the fallback
 * and what a deployment shows until then. They are general texts for an event platform in Latin
 * America, not legal advice: an operator should have its own reviewed.
 */
export type { PlatformPageName } from './names';

export interface PageSection {
  heading: string;
  paragraphs: readonly string[];
}
export interface PageContent {
  title: string;
  intro: string;
  sections: readonly PageSection[];
}

const terms: Record<Locale, PageContent> = {
  es: {
    title: 'Términos y condiciones de uso',
    intro:
      'Estos términos regulan el uso de Aforo, la plataforma para organizar, publicar y vivir eventos presenciales y virtuales. Al crear una cuenta, inscribirte en un evento o administrar uno, aceptas estas condiciones.',
    sections: [
      {
        heading: '1. Quiénes participan',
        paragraphs: [
          'Aforo pone la plataforma a disposición de organizadores y asistentes. Cada evento pertenece a su organizador, que define su contenido, sus entradas, sus condiciones de acceso y los datos que solicita en la inscripción.',
          'El organizador es responsable de la información que publica y de lo que ocurre en su evento; Aforo no es parte de la relación entre organizador y asistente salvo en lo que toca al funcionamiento de la plataforma.',
        ],
      },
      {
        heading: '2. Tu cuenta',
        paragraphs: [
          'Debes dar datos veraces y mantener tu contraseña en reserva. Eres responsable de la actividad realizada con tu cuenta. Si sospechas un uso indebido, cambia tu contraseña y avísanos.',
        ],
      },
      {
        heading: '3. Uso permitido',
        paragraphs: [
          'No está permitido usar la plataforma para publicar contenido ilegal, ofensivo o que infrinja derechos de terceros, suplantar a otras personas, enviar comunicaciones no solicitadas ni intentar acceder a información o funciones para las que no tienes permiso.',
          'Podemos suspender cuentas o retirar contenidos que incumplan estas reglas, informando el motivo cuando sea posible.',
        ],
      },
      {
        heading: '4. Entradas y pagos',
        paragraphs: [
          'Los precios, cupos, fechas y condiciones de reembolso de cada evento los fija su organizador y se muestran antes de pagar. Los pagos se procesan a través de pasarelas de pago reconocidas; Aforo no almacena los datos de tu tarjeta.',
        ],
      },
      {
        heading: '5. Disponibilidad y cambios',
        paragraphs: [
          'Trabajamos para que la plataforma esté disponible de forma continua, pero puede haber interrupciones por mantenimiento o causas ajenas. Podemos actualizar estos términos; los cambios importantes se anunciarán en la plataforma con antelación razonable.',
        ],
      },
      {
        heading: '6. Ley aplicable',
        paragraphs: [
          'Estos términos se rigen por la ley del país del operador de la plataforma, sin perjuicio de los derechos que la ley de tu país reconozca a los consumidores.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    intro:
      'These terms govern the use of Aforo, the platform for organizing, publishing and attending in-person and virtual events. By creating an account, registering for an event or managing one, you accept them.',
    sections: [
      {
        heading: '1. Who takes part',
        paragraphs: [
          'Aforo provides the platform to organizers and attendees. Each event belongs to its organizer, who sets its content, tickets, access conditions and the data requested at registration.',
          'The organizer is responsible for what it publishes and for what happens at its event; Aforo is not a party to the relationship between organizer and attendee except for the operation of the platform.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must provide truthful information and keep your password private. You are responsible for activity carried out with your account. If you suspect misuse, change your password and let us know.',
        ],
      },
      {
        heading: '3. Acceptable use',
        paragraphs: [
          'You may not use the platform to publish illegal or offensive content or content that infringes the rights of others, to impersonate other people, to send unsolicited communications, or to try to access information or functions you are not allowed to use.',
          'We may suspend accounts or remove content that breaks these rules, stating the reason where possible.',
        ],
      },
      {
        heading: '4. Tickets and payments',
        paragraphs: [
          'Prices, capacity, dates and refund conditions of each event are set by its organizer and shown before you pay. Payments are processed by recognized payment gateways; Aforo does not store your card details.',
        ],
      },
      {
        heading: '5. Availability and changes',
        paragraphs: [
          'We work to keep the platform available at all times, but there may be interruptions for maintenance or reasons beyond our control. We may update these terms; important changes will be announced on the platform with reasonable notice.',
        ],
      },
      {
        heading: '6. Governing law',
        paragraphs: [
          "These terms are governed by the law of the platform operator's country, without prejudice to the rights the law of your country grants consumers.",
        ],
      },
    ],
  },
  pt: {
    title: 'Termos e condições de uso',
    intro:
      'Estes termos regulam o uso do Aforo, a plataforma para organizar, publicar e participar de eventos presenciais e virtuais. Ao criar uma conta, inscrever-se em um evento ou administrar um, você aceita estas condições.',
    sections: [
      {
        heading: '1. Quem participa',
        paragraphs: [
          'O Aforo disponibiliza a plataforma a organizadores e participantes. Cada evento pertence ao seu organizador, que define seu conteúdo, ingressos, condições de acesso e os dados solicitados na inscrição.',
          'O organizador é responsável pelo que publica e pelo que acontece em seu evento; o Aforo não é parte da relação entre organizador e participante, exceto no que diz respeito ao funcionamento da plataforma.',
        ],
      },
      {
        heading: '2. Sua conta',
        paragraphs: [
          'Você deve informar dados verdadeiros e manter sua senha em sigilo. Você é responsável pela atividade realizada com sua conta. Se suspeitar de uso indevido, troque sua senha e avise-nos.',
        ],
      },
      {
        heading: '3. Uso permitido',
        paragraphs: [
          'Não é permitido usar a plataforma para publicar conteúdo ilegal, ofensivo ou que viole direitos de terceiros, se passar por outras pessoas, enviar comunicações não solicitadas ou tentar acessar informações ou funções para as quais você não tem permissão.',
          'Podemos suspender contas ou remover conteúdos que descumpram estas regras, informando o motivo sempre que possível.',
        ],
      },
      {
        heading: '4. Ingressos e pagamentos',
        paragraphs: [
          'Preços, vagas, datas e condições de reembolso de cada evento são definidos pelo organizador e exibidos antes do pagamento. Os pagamentos são processados por gateways de pagamento reconhecidos; o Aforo não armazena os dados do seu cartão.',
        ],
      },
      {
        heading: '5. Disponibilidade e mudanças',
        paragraphs: [
          'Trabalhamos para manter a plataforma disponível continuamente, mas pode haver interrupções por manutenção ou por causas alheias. Podemos atualizar estes termos; mudanças importantes serão anunciadas na plataforma com antecedência razoável.',
        ],
      },
      {
        heading: '6. Lei aplicável',
        paragraphs: [
          'Estes termos são regidos pela lei do país do operador da plataforma, sem prejuízo dos direitos que a lei do seu país reconhece aos consumidores.',
        ],
      },
    ],
  },
};

const privacy: Record<Locale, PageContent> = {
  es: {
    title: 'Aviso de privacidad',
    intro:
      'En Aforo tratamos los datos personales con respeto y solo para lo necesario. Este aviso sigue los principios de las leyes de protección de datos de la región, como la Ley 1581 de 2012 de Colombia y sus normas reglamentarias: finalidad, libertad, veracidad, transparencia, acceso restringido, seguridad y confidencialidad.',
    sections: [
      {
        heading: 'Qué datos tratamos',
        paragraphs: [
          'Los datos de tu cuenta (nombre, correo electrónico), los que el organizador de cada evento te pide al inscribirte (por ejemplo, documento, teléfono, ciudad o empresa), tus entradas y registros de ingreso, y datos técnicos básicos de uso para mantener la plataforma segura.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [
          'Para gestionar tu cuenta e inscripciones, permitir tu ingreso a los eventos, enviarte las comunicaciones del evento al que te inscribiste y cumplir obligaciones legales. No vendemos tus datos.',
          'El organizador de cada evento es responsable de los datos que solicita en su inscripción y los trata según su propia política; Aforo actúa como encargado de ese tratamiento por cuenta del organizador.',
        ],
      },
      {
        heading: 'Tu autorización',
        paragraphs: [
          'Al inscribirte autorizas el tratamiento de tus datos para estas finalidades. Los datos sensibles solo se piden cuando son necesarios, con aviso previo y con carácter facultativo.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Puedes conocer, actualizar y rectificar tus datos, solicitar prueba de la autorización, ser informado del uso que se les ha dado, revocar la autorización o pedir su supresión cuando no exista un deber legal de conservarlos, y presentar quejas ante la autoridad de protección de datos de tu país (en Colombia, la Superintendencia de Industria y Comercio).',
          'Puedes actualizar buena parte de tus datos desde tu perfil. Para las demás solicitudes, escríbenos desde el correo de tu cuenta; responderemos las consultas y reclamos en los plazos que fija la ley.',
        ],
      },
      {
        heading: 'Seguridad y conservación',
        paragraphs: [
          'Protegemos la información con controles de acceso por rol, conexiones cifradas y contraseñas almacenadas de forma irreversible. Conservamos los datos mientras sean necesarios para las finalidades descritas o lo exija la ley.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy notice',
    intro:
      "At Aforo we handle personal data with respect and only as needed. This notice follows the principles of the region's data-protection laws, such as Colombia's Law 1581 of 2012 and its regulations: purpose, freedom, accuracy, transparency, restricted access, security and confidentiality.",
    sections: [
      {
        heading: 'What data we process',
        paragraphs: [
          'Your account data (name, email address), the data each event organizer asks for at registration (for example ID document, phone, city or company), your tickets and check-in records, and basic technical usage data to keep the platform secure.',
        ],
      },
      {
        heading: 'What we use it for',
        paragraphs: [
          'To manage your account and registrations, let you into events, send you the communications of the events you registered for, and meet legal obligations. We do not sell your data.',
          "Each event's organizer is responsible for the data its registration asks for and processes it under its own policy; Aforo processes that data on the organizer's behalf.",
        ],
      },
      {
        heading: 'Your consent',
        paragraphs: [
          'By registering you authorize the processing of your data for these purposes. Sensitive data is only requested when necessary, with prior notice, and answering is optional.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          "You may access, update and correct your data, request proof of your consent, be told how it has been used, withdraw consent or ask for its deletion when there is no legal duty to keep it, and complain to your country's data-protection authority (in Colombia, the Superintendencia de Industria y Comercio).",
          "You can update much of your data from your profile. For other requests, write to us from your account's email address; we answer queries and claims within the time limits set by law.",
        ],
      },
      {
        heading: 'Security and retention',
        paragraphs: [
          'We protect information with role-based access controls, encrypted connections and irreversibly stored passwords. We keep data as long as needed for the purposes described or as required by law.',
        ],
      },
    ],
  },
  pt: {
    title: 'Aviso de privacidade',
    intro:
      'No Aforo tratamos os dados pessoais com respeito e apenas no necessário. Este aviso segue os princípios das leis de proteção de dados da região, como a Lei 1581 de 2012 da Colômbia e seus regulamentos: finalidade, liberdade, veracidade, transparência, acesso restrito, segurança e confidencialidade.',
    sections: [
      {
        heading: 'Quais dados tratamos',
        paragraphs: [
          'Os dados da sua conta (nome, e-mail), os que o organizador de cada evento solicita na inscrição (por exemplo, documento, telefone, cidade ou empresa), seus ingressos e registros de entrada, e dados técnicos básicos de uso para manter a plataforma segura.',
        ],
      },
      {
        heading: 'Para que os usamos',
        paragraphs: [
          'Para gerenciar sua conta e inscrições, permitir sua entrada nos eventos, enviar as comunicações do evento em que você se inscreveu e cumprir obrigações legais. Não vendemos seus dados.',
          'O organizador de cada evento é responsável pelos dados que solicita na inscrição e os trata segundo sua própria política; o Aforo trata esses dados em nome do organizador.',
        ],
      },
      {
        heading: 'Sua autorização',
        paragraphs: [
          'Ao se inscrever, você autoriza o tratamento dos seus dados para essas finalidades. Dados sensíveis só são solicitados quando necessários, com aviso prévio e de forma facultativa.',
        ],
      },
      {
        heading: 'Seus direitos',
        paragraphs: [
          'Você pode conhecer, atualizar e corrigir seus dados, solicitar prova da autorização, ser informado sobre o uso que lhes foi dado, revogar a autorização ou pedir sua exclusão quando não houver dever legal de conservá-los, e apresentar reclamações à autoridade de proteção de dados do seu país (na Colômbia, a Superintendencia de Industria y Comercio).',
          'Você pode atualizar boa parte dos seus dados no seu perfil. Para as demais solicitações, escreva-nos a partir do e-mail da sua conta; respondemos consultas e reclamações nos prazos fixados pela lei.',
        ],
      },
      {
        heading: 'Segurança e conservação',
        paragraphs: [
          'Protegemos as informações com controles de acesso por papel, conexões criptografadas e senhas armazenadas de forma irreversível. Conservamos os dados enquanto forem necessários para as finalidades descritas ou exigidos por lei.',
        ],
      },
    ],
  },
};

const policies: Record<Locale, PageContent> = {
  es: {
    title: 'Políticas de la plataforma',
    intro:
      'Estas políticas completan los términos de uso y explican cómo funcionan las inscripciones, las entradas y la convivencia en los eventos publicados en Aforo.',
    sections: [
      {
        heading: 'Inscripciones y entradas',
        paragraphs: [
          'Cada inscripción es personal. Si el organizador lo permite, puedes transferir tu entrada a otra persona desde tu inscripción; la entrada transferida deja de ser válida para ti.',
          'Los cambios, cancelaciones y reembolsos se rigen por las condiciones que el organizador publica en su evento. Si un evento se cancela, el organizador informará cómo se devuelve lo pagado.',
        ],
      },
      {
        heading: 'Ingreso a los eventos',
        paragraphs: [
          'El ingreso se valida con tu código QR o con tu documento. Presenta el código desde tu perfil o desde el correo de confirmación; el personal del evento puede verificar tu identidad.',
        ],
      },
      {
        heading: 'Comunicaciones',
        paragraphs: [
          'Te enviamos correos sobre tu cuenta y sobre los eventos en los que te inscribiste (confirmación, acceso, cambios). El organizador es responsable del contenido de sus comunicaciones.',
        ],
      },
      {
        heading: 'Convivencia',
        paragraphs: [
          'En chats, muros y espacios de networking se espera un trato respetuoso. El organizador puede moderar o retirar mensajes y bloquear a quien incumpla estas normas.',
        ],
      },
      {
        heading: 'Accesibilidad',
        paragraphs: [
          'Diseñamos la plataforma para que pueda usarse con teclado y lectores de pantalla, en español, inglés y portugués. Si encuentras una barrera, cuéntanos para corregirla.',
        ],
      },
    ],
  },
  en: {
    title: 'Platform policies',
    intro:
      'These policies complement the terms of use and explain how registrations, tickets and conduct work at the events published on Aforo.',
    sections: [
      {
        heading: 'Registrations and tickets',
        paragraphs: [
          'Each registration is personal. If the organizer allows it, you can transfer your ticket to someone else from your registration; a transferred ticket is no longer valid for you.',
          'Changes, cancellations and refunds follow the conditions the organizer publishes for its event. If an event is cancelled, the organizer will explain how payments are returned.',
        ],
      },
      {
        heading: 'Entering events',
        paragraphs: [
          'Entry is validated with your QR code or your ID document. Show the code from your profile or from the confirmation email; event staff may verify your identity.',
        ],
      },
      {
        heading: 'Communications',
        paragraphs: [
          'We send you emails about your account and about the events you registered for (confirmation, access, changes). The organizer is responsible for the content of its communications.',
        ],
      },
      {
        heading: 'Conduct',
        paragraphs: [
          'Respectful behaviour is expected in chats, walls and networking spaces. The organizer may moderate or remove messages and block anyone who breaks these rules.',
        ],
      },
      {
        heading: 'Accessibility',
        paragraphs: [
          'We design the platform to be usable with a keyboard and screen readers, in Spanish, English and Portuguese. If you find a barrier, tell us so we can fix it.',
        ],
      },
    ],
  },
  pt: {
    title: 'Políticas da plataforma',
    intro:
      'Estas políticas complementam os termos de uso e explicam como funcionam as inscrições, os ingressos e a convivência nos eventos publicados no Aforo.',
    sections: [
      {
        heading: 'Inscrições e ingressos',
        paragraphs: [
          'Cada inscrição é pessoal. Se o organizador permitir, você pode transferir seu ingresso para outra pessoa a partir da sua inscrição; o ingresso transferido deixa de ser válido para você.',
          'Alterações, cancelamentos e reembolsos seguem as condições que o organizador publica em seu evento. Se um evento for cancelado, o organizador informará como o valor pago será devolvido.',
        ],
      },
      {
        heading: 'Entrada nos eventos',
        paragraphs: [
          'A entrada é validada com seu código QR ou com seu documento. Apresente o código pelo seu perfil ou pelo e-mail de confirmação; a equipe do evento pode verificar sua identidade.',
        ],
      },
      {
        heading: 'Comunicações',
        paragraphs: [
          'Enviamos e-mails sobre sua conta e sobre os eventos em que você se inscreveu (confirmação, acesso, mudanças). O organizador é responsável pelo conteúdo de suas comunicações.',
        ],
      },
      {
        heading: 'Convivência',
        paragraphs: [
          'Em chats, murais e espaços de networking espera-se um trato respeitoso. O organizador pode moderar ou remover mensagens e bloquear quem descumprir estas normas.',
        ],
      },
      {
        heading: 'Acessibilidade',
        paragraphs: [
          'Projetamos a plataforma para ser usada com teclado e leitores de tela, em espanhol, inglês e português. Se encontrar uma barreira, conte-nos para corrigi-la.',
        ],
      },
    ],
  },
};

const about: Record<Locale, PageContent> = {
  es: {
    title: 'Acerca de Aforo',
    intro:
      'Aforo es una plataforma para crear y gestionar eventos presenciales y virtuales en América Latina: ferias, congresos, conferencias, lanzamientos y encuentros de networking.',
    sections: [
      {
        heading: 'Para organizadores',
        paragraphs: [
          'Publica la página de tu evento con su agenda, conferencistas, documentos y preguntas frecuentes; define entradas y formularios de inscripción a tu medida; controla el ingreso con códigos QR desde cualquier teléfono y sigue la asistencia en tiempo real.',
        ],
      },
      {
        heading: 'Para asistentes',
        paragraphs: [
          'Inscríbete en minutos, recibe tu entrada por correo, consulta la agenda y conecta con otros asistentes, en tu idioma: español, inglés o portugués.',
        ],
      },
      {
        heading: 'Cómo lo hacemos',
        paragraphs: [
          'Aforo funciona en la nube, con permisos por rol para cada miembro del equipo de un evento y con los datos de los asistentes protegidos según las leyes de protección de datos de la región.',
        ],
      },
    ],
  },
  en: {
    title: 'About Aforo',
    intro:
      'Aforo is a platform for creating and managing in-person and virtual events in Latin America: fairs, congresses, conferences, launches and networking meetings.',
    sections: [
      {
        heading: 'For organizers',
        paragraphs: [
          "Publish your event's page with its agenda, speakers, documents and FAQ; set up tickets and registration forms that fit; control entry with QR codes from any phone and follow attendance in real time.",
        ],
      },
      {
        heading: 'For attendees',
        paragraphs: [
          'Register in minutes, get your ticket by email, check the agenda and connect with other attendees, in your language: Spanish, English or Portuguese.',
        ],
      },
      {
        heading: 'How we do it',
        paragraphs: [
          "Aforo runs in the cloud, with role-based permissions for each member of an event's team and attendee data protected under the region's data-protection laws.",
        ],
      },
    ],
  },
  pt: {
    title: 'Sobre o Aforo',
    intro:
      'O Aforo é uma plataforma para criar e gerenciar eventos presenciais e virtuais na América Latina: feiras, congressos, conferências, lançamentos e encontros de networking.',
    sections: [
      {
        heading: 'Para organizadores',
        paragraphs: [
          'Publique a página do seu evento com agenda, palestrantes, documentos e perguntas frequentes; defina ingressos e formulários de inscrição sob medida; controle a entrada com códigos QR em qualquer celular e acompanhe a presença em tempo real.',
        ],
      },
      {
        heading: 'Para participantes',
        paragraphs: [
          'Inscreva-se em minutos, receba seu ingresso por e-mail, consulte a agenda e conecte-se com outros participantes, no seu idioma: espanhol, inglês ou português.',
        ],
      },
      {
        heading: 'Como fazemos',
        paragraphs: [
          'O Aforo funciona na nuvem, com permissões por papel para cada membro da equipe de um evento e com os dados dos participantes protegidos segundo as leis de proteção de dados da região.',
        ],
      },
    ],
  },
};

const faqs: Record<Locale, PageContent> = {
  es: {
    title: 'Preguntas frecuentes',
    intro: 'Respuestas a las dudas más comunes de asistentes y organizadores.',
    sections: [
      {
        heading: '¿Cómo me inscribo en un evento?',
        paragraphs: [
          'Abre la página del evento y pulsa «Inscribirme». Completa el formulario que definió el organizador; recibirás un correo de confirmación con tu acceso.',
        ],
      },
      {
        heading: '¿Dónde encuentro mi entrada?',
        paragraphs: [
          'En el menú de tu cuenta, en «Mis tiquetes», y en el correo de confirmación. Presenta el código QR al ingresar.',
        ],
      },
      {
        heading: 'Olvidé mi contraseña, ¿qué hago?',
        paragraphs: [
          'En la ventana de ingreso elige recuperar la contraseña o pedir un enlace de acceso: te llegará al correo con el que te inscribiste.',
        ],
      },
      {
        heading: '¿Puedo cambiar mis datos o transferir mi entrada?',
        paragraphs: [
          'Sí, desde la página del evento: «Actualizar mi inscripción» para tus datos y «Transferir mi entrada» si el organizador lo permite.',
        ],
      },
      {
        heading: '¿Cómo creo mi propio evento?',
        paragraphs: [
          'Ingresa con tu cuenta y elige «Crear evento» en el menú. Después podrás configurarlo desde su administración: datos, apariencia, secciones, entradas y equipo.',
        ],
      },
    ],
  },
  en: {
    title: 'Frequently asked questions',
    intro: 'Answers to the most common questions from attendees and organizers.',
    sections: [
      {
        heading: 'How do I register for an event?',
        paragraphs: [
          "Open the event's page and press “Sign up”. Fill in the form the organizer set up; you will receive a confirmation email with your access.",
        ],
      },
      {
        heading: 'Where is my ticket?',
        paragraphs: [
          'In your account menu under “My tickets”, and in the confirmation email. Show the QR code at the entrance.',
        ],
      },
      {
        heading: 'I forgot my password. What do I do?',
        paragraphs: [
          'In the sign-in window, choose to recover your password or to request an access link: it will arrive at the email address you registered with.',
        ],
      },
      {
        heading: 'Can I change my details or transfer my ticket?',
        paragraphs: [
          "Yes, from the event's page: “Update my registration” for your details and “Transfer my ticket” if the organizer allows it.",
        ],
      },
      {
        heading: 'How do I create my own event?',
        paragraphs: [
          'Sign in and choose “Create event” in the menu. You can then set it up from its admin: details, appearance, sections, tickets and team.',
        ],
      },
    ],
  },
  pt: {
    title: 'Perguntas frequentes',
    intro: 'Respostas às dúvidas mais comuns de participantes e organizadores.',
    sections: [
      {
        heading: 'Como me inscrevo em um evento?',
        paragraphs: [
          'Abra a página do evento e clique em «Inscrever-me». Preencha o formulário definido pelo organizador; você receberá um e-mail de confirmação com seu acesso.',
        ],
      },
      {
        heading: 'Onde encontro meu ingresso?',
        paragraphs: [
          'No menu da sua conta, em «Meus ingressos», e no e-mail de confirmação. Apresente o código QR na entrada.',
        ],
      },
      {
        heading: 'Esqueci minha senha. O que faço?',
        paragraphs: [
          'Na janela de acesso, escolha recuperar a senha ou pedir um link de acesso: ele chegará ao e-mail com o qual você se inscreveu.',
        ],
      },
      {
        heading: 'Posso alterar meus dados ou transferir meu ingresso?',
        paragraphs: [
          'Sim, na página do evento: «Atualizar minha inscrição» para seus dados e «Transferir meu ingresso» se o organizador permitir.',
        ],
      },
      {
        heading: 'Como crio meu próprio evento?',
        paragraphs: [
          'Entre com sua conta e escolha «Criar evento» no menu. Depois você poderá configurá-lo pela administração: dados, aparência, seções, ingressos e equipe.',
        ],
      },
    ],
  },
};

/** The shipped text of every platform page in every language. */
export const PLATFORM_PAGES: Record<PlatformPageName, Record<Locale, PageContent>> = {
  terms,
  privacy,
  policies,
  about,
  faqs,
};
