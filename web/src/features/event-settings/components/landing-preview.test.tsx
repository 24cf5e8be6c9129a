// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { withDefaultStyles, type Styles } from '@aforo/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { eventFactory } from '../../../../../tests/factories';
import { AdminEventProvider } from '../../../lib/event/admin-event-context';
import { NO_ACCESS } from '../../../lib/event/event-access';
import { renderUi, withFormik } from '../../../testing/render';
import { eventSettingsMessages } from '../messages';
import { LandingPreview } from './landing-preview';

afterEach(cleanup);

function renderPreview(styles: Partial<Styles>) {
  const form = withFormik<Styles>(
    { ...withDefaultStyles({}), ...styles },
    <AdminEventProvider
      value={{ event: eventFactory({ _id: 'evt-1', name: 'Feria del libro' }), access: NO_ACCESS }}
    >
      <LandingPreview name="show_banner" />
    </AdminEventProvider>,
  );
  return { ...renderUi(form.ui, { messages: eventSettingsMessages.es }), latest: form.latest };
}

describe('LandingPreview', () => {
  it('shows the event’s name with the banner, logo and footer being edited', () => {
    renderPreview({
      banner_image: 'https://img.example/banner.png',
      event_image: 'https://img.example/logo.png',
      banner_footer: 'https://img.example/footer.png',
    });
    const preview = screen.getByRole('figure', { name: 'Vista previa de la landing' });
    expect(preview.textContent).toContain('Feria del libro');
    const sources = [...preview.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      'https://img.example/banner.png',
      'https://img.example/logo.png',
      'https://img.example/footer.png',
    ]);
  });

  it('without images shows only the texts of the header', () => {
    renderPreview({});
    const preview = screen.getByTestId('styles-preview');
    expect(preview.querySelectorAll('img')).toHaveLength(0);
    expect(preview.textContent).toContain('Agenda · Conferencistas · Documentos');
    expect(preview.textContent).toContain('Inscribirme');
  });

  it('carries the show-banner switch, which writes into the styles', async () => {
    const { user, latest } = renderPreview({ show_banner: false });
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar el banner' }));
    await waitFor(() => expect(latest().show_banner).toBe(true));
  });
});
