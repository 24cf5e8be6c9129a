/**
 * Every API read's cache key, in one place, so that a write knows what to invalidate.
 * Keys are hierarchical like the API's routes: everything read under an event starts with
 * ['event', eventId], under an organization with ['organization', id], about the signed-in
 * user with ['me', uid]; invalidating a prefix refreshes every read under it. A key carries
 * whatever changes the answer (a page size, a filter, who asks).
 */
export const queryKeys = {
  /** Everything read under one event. */
  event: (eventId: string) => ['event', eventId] as const,
  /** The event document as the API answers it to `who` ('' for a visitor). */
  eventDetails: (eventId: string, who = '') => ['event', eventId, 'details', who] as const,
  /** An event found by its name (the landing's /landing/by-name address). */
  eventByName: (name: string, who: string) => ['events', 'by-name', name, who] as const,
  /** The home page's public lists. */
  publicEvents: (when: 'upcoming' | 'past', pageSize: number) =>
    ['events', 'public', when, pageSize] as const,

  agenda: {
    activities: (eventId: string, uid: string) =>
      ['event', eventId, 'activities', 'list', uid] as const,
    myActivities: (eventId: string, attendeeId: string) =>
      ['event', eventId, 'activities_attendees', attendeeId] as const,
    room: (eventId: string, activityId: string) =>
      ['event', eventId, 'activities', activityId, 'videoconference'] as const,
    speakerActivities: (eventId: string, speakerId: string) =>
      ['event', eventId, 'activitiesbyhost', speakerId] as const,
    zoomHosts: () => ['zoomhosts'] as const,
  },
  /** A content kind read through the resource engine's API source (lib/resources/api-source.ts). */
  resource: (eventId: string, path: string, pageSize?: number) =>
    pageSize === undefined
      ? (['event', eventId, 'resource', path] as const)
      : (['event', eventId, 'resource', path, pageSize] as const),
  staff: (eventId: string) => ['event', eventId, 'staff'] as const,

  certificates: {
    mine: (eventId: string, uid: string) => ['event', eventId, 'mycertificates', uid] as const,
    downloads: (eventId: string) => ['event', eventId, 'certificate-downloads'] as const,
    pickable: (eventId: string, email: string) =>
      ['event', eventId, 'eventusers', 'pickable', email] as const,
  },
  communications: {
    mails: (eventId: string) => ['event', eventId, 'invitations'] as const,
    mailQuota: (eventId: string) => ['event', eventId, 'mailquota'] as const,
    pushes: (eventId: string) => ['event', eventId, 'sendpush'] as const,
  },
  dashboard: {
    contacts: (eventId: string) => ['event', eventId, 'contacts_report'] as const,
    orders: (eventId: string, product: string | null) =>
      ['event', eventId, 'orders', product ?? ''] as const,
  },
  landing: {
    documents: (eventId: string, reader: string) =>
      ['event', eventId, 'documents', reader] as const,
    trophies: (eventId: string) => ['event', eventId, 'trophies'] as const,
    pages: (eventId: string) => ['event', eventId, 'pages'] as const,
    page: (pageId: string) => ['pages', pageId] as const,
    order: (reference: string) => ['orders', reference] as const,
  },
  networking: {
    attendees: (eventId: string, search: string, uid: string) =>
      ['event', eventId, 'networking', 'attendees', search, uid] as const,
    recommendations: (eventId: string, uid: string) =>
      ['event', eventId, 'networking', 'recommendations', uid] as const,
  },
  products: {
    /** One product as its edit form reads it. */
    item: (eventId: string, productId: string) =>
      ['event', eventId, 'products', productId, 'item'] as const,
    minimum: (eventId: string, productId: string) =>
      ['event', eventId, 'products', productId, 'minimum'] as const,
  },

  /** Everything read about one organization. */
  organization: (orgId: string) => ['organization', orgId] as const,
  organizations: {
    details: (orgId: string) => ['organization', orgId, 'details'] as const,
    members: (orgId: string) => ['organization', orgId, 'members'] as const,
    stats: (orgId: string) => ['organization', orgId, 'stats'] as const,
    events: (orgId: string) => ['organization', orgId, 'events'] as const,
  },

  /** Everything read about the signed-in user. */
  me: (uid: string) => ['me', uid] as const,
  user: {
    profile: (userId: string) => ['me', userId, 'profile'] as const,
    registrations: (uid: string) => ['me', uid, 'registrations'] as const,
    administeredEvents: (uid: string) => ['me', uid, 'administered-events'] as const,
    organizations: (uid: string) => ['me', uid, 'organizations'] as const,
  },
};
