import { companySchema, companySettingsSchema, validateBody } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { eventFactory } from '../tests/factories/index';
import {
  DEMO_COMPANIES,
  DEMO_STAND_TYPES,
  companyDocs,
  withCompaniesSection,
} from './seed-companies';

describe('the demo companies', () => {
  it('pass the schema the admin form saves with, so the organizer can edit them', async () => {
    await expect(validateBody(companySettingsSchema, DEMO_STAND_TYPES)).resolves.toBeTruthy();
    for (const { _id, ...company } of DEMO_COMPANIES) {
      await expect(validateBody(companySchema, company), _id).resolves.toBeTruthy();
    }
  });

  it('use only declared stand types and are stored in their listed order', () => {
    const types = new Set(DEMO_STAND_TYPES.stand_types.map((t) => t.id));
    expect(DEMO_COMPANIES.length).toBeGreaterThanOrEqual(4);
    for (const company of DEMO_COMPANIES) expect(types.has(company.stand_type ?? '')).toBe(true);
    const stored = companyDocs('evt-demo', 'ahora').slice(1);
    expect(stored.map(([, data]) => data['index'])).toEqual(DEMO_COMPANIES.map((_, i) => i));
  });

  it("enable the landing's Empresas section and keep the sections already there", () => {
    const event = eventFactory({
      _id: 'evt-demo',
      itemsMenu: {
        agenda: {
          name: 'Agenda',
          section: 'agenda',
          icon: '',
          position: 1,
          permissions: 'public',
          checked: true,
        },
      },
    });
    const menu = withCompaniesSection(event).itemsMenu;
    expect(menu.companies).toMatchObject({ section: 'companies', checked: true });
    expect(menu.agenda).toMatchObject({ section: 'agenda', checked: true });
    expect(menu.event).toMatchObject({ section: 'event', checked: true });
  });
});
