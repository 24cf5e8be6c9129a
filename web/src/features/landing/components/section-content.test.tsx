// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { renderUi } from '../../../testing/render';
import { landingMessages } from '../messages';
import { SectionContent } from './section-content';

afterEach(cleanup);

const messages = landingMessages.es;
const menuItem = (section: 'event' | 'informative_section', name: string, markup?: string) => ({
  section,
  name,
  icon: '',
  position: 0,
  permissions: 'public' as const,
  checked: true,
  ...(markup === undefined ? {} : { markup }),
});

describe('SectionContent', () => {
  it('the event section shows the description, sanitized, under the organizer’s title', () => {
    renderUi(
      <SectionContent
        event={eventFactory({
          _id: 'evt-1',
          description: '<p>Tres días de <em>libros</em></p><script>alert(1)</script>',
          itemsMenu: { event: menuItem('event', 'El evento') },
        })}
        section="event"
      />,
      { messages, route: '/landing/evt-1' },
    );
    expect(screen.getByRole('heading', { name: 'El evento' })).toBeTruthy();
    const description = screen.getByTestId('landing-description');
    expect(description.textContent).toBe('Tres días de libros');
    expect(description.querySelector('script')).toBeNull();
  });

  it('an event with no description says so instead of an empty section', () => {
    renderUi(
      <SectionContent
        event={eventFactory({ _id: 'evt-1', description: '<p> </p>' })}
        section="event"
      />,
      { messages, route: '/landing/evt-1' },
    );
    // Not in the menu: the section falls back to its own title.
    expect(screen.getByRole('heading', { name: 'Acerca del evento' })).toBeTruthy();
    expect(screen.getByText('Este evento aún no tiene descripción.')).toBeTruthy();
  });

  it('an informative section shows the text stored with its menu item', () => {
    renderUi(
      <SectionContent
        event={eventFactory({
          _id: 'evt-1',
          itemsMenu: {
            informative_section: menuItem(
              'informative_section',
              'Cómo llegar',
              '<p>Entrada por la <strong>calle 26</strong></p>',
            ),
          },
        })}
        section="informative_section"
      />,
      { messages, route: '/landing/evt-1' },
    );
    expect(screen.getByRole('heading', { name: 'Cómo llegar' })).toBeTruthy();
    expect(screen.getByText('calle 26').tagName).toBe('STRONG');
    expect(screen.getByTestId('landing-section-informative_section')).toBeTruthy();
  });
});
