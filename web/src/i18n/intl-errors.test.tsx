// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './i18n-provider';
import { INTL_ERROR_PREFIX } from './intl-errors';
import { MoreMessages } from './more-messages';

function Missing({ id }: { id: string }) {
  return <p>{useIntl().formatMessage({ id })}</p>;
}

const none = { es: {}, en: {}, pt: {} };

afterEach(cleanup);

describe('a message the catalogues lack', () => {
  it('is reported as a console error in every build, which the e2e guard fails on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider features={none}>
        <Missing id="nowhere.toBeFound" />
      </I18nProvider>,
    );
    expect(screen.getByText('nowhere.toBeFound')).toBeTruthy();
    expect(error.mock.calls.flat().join(' ')).toContain(`${INTL_ERROR_PREFIX} MISSING_TRANSLATION`);
    error.mockRestore();
  });

  it('is reported under the admin’s extra messages too', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider features={none}>
        <MoreMessages messages={{ es: { 'more.known': 'Sí' }, en: {}, pt: {} }}>
          <Missing id="more.known" />
          <Missing id="more.unknown" />
        </MoreMessages>
      </I18nProvider>,
    );
    expect(screen.getByText('Sí')).toBeTruthy();
    const logged = error.mock.calls.flat().join(' ');
    expect(logged).toContain('more.unknown');
    expect(logged).not.toContain('more.known');
    error.mockRestore();
  });
});
