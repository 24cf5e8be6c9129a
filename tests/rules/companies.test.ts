import { paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { ADMINS, EVENT_ID, EVERYONE, TEAM, describeRules, everyRole } from './harness';

const company = (db: Firestore, id = 'company-visible') => doc(db, paths.company(EVENT_ID, id));
const stand = (visible: boolean) => ({
  name: 'Café de Colombia',
  description: '<p>Tostadores</p>',
  stand_image: 'https://example.com/stand.png',
  list_image: 'https://example.com/logo.png',
  visible,
  index: 1,
});

const omit = (data: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
const five = () =>
  ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'Facebook'].map((network) => ({
    network,
    url: `https://example.com/${network}`,
  }));
const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ image: `https://example.com/${i}.png` }));

describeRules({
  collection: 'event_companies/{eventId}/companies',
  docs: {
    [paths.company(EVENT_ID, 'company-visible')]: stand(true),
    [paths.company(EVENT_ID, 'company-hidden')]: stand(false),
  },
  operations: {
    get: {
      does: 'read a visible company',
      allowed: EVERYONE,
      run: ({ db }) => getDoc(company(db)),
    },
    list: {
      does: 'list the visible companies',
      allowed: EVERYONE,
      run: ({ db }) =>
        getDocs(query(collection(db, paths.companies(EVENT_ID)), where('visible', '==', true))),
    },
    create: {
      does: 'add a company',
      allowed: ADMINS,
      run: ({ db }) => setDoc(company(db, 'company-new'), stand(true)),
    },
    update: {
      does: 'edit a company',
      allowed: ADMINS,
      run: ({ db }) => updateDoc(company(db), { name: 'Café de Huila' }),
    },
    delete: {
      does: 'delete a company',
      allowed: ADMINS,
      run: ({ db }) => deleteDoc(company(db)),
    },
  },
  cases: [
    ...everyRole('read a hidden company', TEAM, ({ db }) => getDoc(company(db, 'company-hidden'))),
    ...everyRole('list every company, hidden ones included', TEAM, ({ db }) =>
      getDocs(collection(db, paths.companies(EVENT_ID))),
    ),
    ...everyRole('save the list order (index only)', ADMINS, ({ db }) =>
      updateDoc(company(db), { index: 4 }),
    ),
    // Part 3 §5.1: the shape the form checks holds for any client.
    ...(
      [
        ['a company with a two-letter name', { ...stand(true), name: 'Ca' }],
        ['a company with a 101-character name', { ...stand(true), name: 'x'.repeat(101) }],
        ['a company without its logo', { ...stand(true), list_image: '' }],
        ['a company without its stand image', omit(stand(true), 'stand_image')],
        ['a company whose visibility is not a boolean', { ...stand(true), visible: 'sí' }],
        ['a company with a negative position', { ...stand(true), index: -1 }],
        ['a company with a field the schema lacks', { ...stand(true), owner: 'u-attacker' }],
        [
          'a company with a 41-character e-mail',
          { ...stand(true), email: `${'a'.repeat(32)}@x.co.com` },
        ],
        ['a company with an 11-digit phone', { ...stand(true), telefono: '31012345678' }],
        ['a company with five social networks', { ...stand(true), social_networks: five() }],
        ['a company with 31 gallery images', { ...stand(true), gallery: images(31) }],
      ] as const
    ).map(([what, data]) => ({
      as: 'eventAdmin' as const,
      may: false,
      does: `store ${what}`,
      run: ({ db }: { db: Firestore }) => setDoc(company(db, 'company-bad'), data),
    })),
    {
      as: 'eventAdmin',
      may: true,
      does: 'store a complete company (contacts, networks, 30 gallery images, stand type)',
      run: ({ db }) =>
        setDoc(company(db, 'company-full'), {
          ...stand(true),
          short_description: '<p>Café</p>',
          email: 'ventas@cafe.co',
          telefono: '3101234567',
          webpage: 'https://cafe.co',
          advisor: [
            {
              name: 'Ana',
              codPais: '+57',
              number: '3101234567',
              cargo: 'Ventas',
              email: 'ana@cafe.co',
              image: null,
            },
          ],
          social_networks: five().slice(0, 4),
          gallery: images(30),
          stand_type: 'oro',
          contact_info: { description: '', image: null },
        }),
    },
  ],
});
