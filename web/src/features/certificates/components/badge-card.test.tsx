// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { badgeDesignSchema } from '@aforo/domain';
import QRCode from 'qrcode';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import { certificatesMessages } from '../messages';
import { BadgeCard } from './badge-card';

afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  return <TestProviders messages={certificatesMessages.es}>{children}</TestProviders>;
}

const event = { name: 'Feria Aforo 2027', user_properties: [] };
const attendee = {
  _id: 'a1badge0000000000000000',
  properties: { names: 'Valentina Ríos', email: 'vale@example.com', empresa: '' },
};

describe('BadgeCard', () => {
  it('prints the chosen fields in order, the role and the QR of the attendee id', async () => {
    const design = badgeDesignSchema.cast({ fields: ['names', 'empresa', 'email'], size: 'card' });
    render(<BadgeCard design={design} event={event} attendee={attendee} roleName="Ponente" />, {
      wrapper: Providers,
    });
    const card = screen.getByTestId(`badge-${attendee._id}`);
    expect(screen.getByTestId('badge-main').textContent).toBe('Valentina Ríos');
    // An empty field leaves no blank line; the role follows the fields.
    expect(card.textContent).toBe('Feria Aforo 2027Valentina Ríosvale@example.comPonente');
    const qr = await screen.findByRole('img', { name: 'Código QR de Valentina Ríos' });
    // The very image of the attendee id the API's generatorQr draws (same settings).
    const expected = await QRCode.toDataURL(attendee._id, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 320,
    });
    expect(qr.getAttribute('src')).toBe(expected);
  });

  it('leaves out the QR and the role when the layout says so', async () => {
    const design = badgeDesignSchema.cast({ show_qr: false, show_role: false });
    render(<BadgeCard design={design} event={event} attendee={attendee} roleName="Ponente" />, {
      wrapper: Providers,
    });
    await waitFor(() =>
      expect(screen.getByTestId('badge-main').textContent).toBe('Valentina Ríos'),
    );
    expect(screen.queryByTestId('badge-qr')).toBeNull();
    expect(screen.queryByText('Ponente')).toBeNull();
  });
});
