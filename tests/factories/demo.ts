/** The fixed names of the seeded demo: the README, the e2e tests and the benchmarks use them. */
export const DEMO = {
  organizationId: 'org-aforo-demo',
  organizationName: 'Aforo Demo',
  upcomingEventId: 'evt-feria-aforo-2027',
  upcomingEventName: 'Feria Aforo 2027',
  pastEventId: 'evt-congreso-aforo-2026',
  pastEventName: 'Congreso Aforo 2026',
  accounts: {
    organizer: {
      uid: 'demo-organizer',
      email: 'organizador@aforo.test',
      password: 'Organizador-2026',
      names: 'Olga Organizadora',
    },
    staff: {
      uid: 'demo-staff',
      email: 'staff@aforo.test',
      password: 'Staff-2026',
      names: 'Sergio Staff',
    },
    attendee: {
      uid: 'demo-attendee',
      email: 'asistente@aforo.test',
      password: 'Asistente-2026',
      names: 'Alicia Asistente',
    },
    /** Staff of the upcoming event with only the check-in permission: a door. */
    porteria: {
      uid: 'demo-porteria',
      email: 'porteria@aforo.test',
      password: 'Porteria-2026',
      names: 'Portería',
    },
    /** A verified account on no event's team: the staff screen's tests invite it. */
    volunteer: {
      uid: 'demo-volunteer',
      email: 'voluntario@aforo.test',
      password: 'Voluntario-2026',
      names: 'Valentina Voluntaria',
    },
  },
} as const;
