import { describe, expect, it } from 'vitest';
import { es } from '../i18n/es';
import { LOCALES } from '../i18n/locales';
import { catalogues } from './catalogues';
import { FEATURE_MESSAGES } from './messages';
import { ADMIN_FEATURE_MESSAGES } from './admin-messages';

describe('message catalogues', () => {
  const reference = Object.keys(catalogues.es).sort();

  it("registers each key once: no feature redefines a shared key or another feature's", () => {
    const keys = [
      Object.keys(es),
      ...[...FEATURE_MESSAGES, ...ADMIN_FEATURE_MESSAGES].map((set) => Object.keys(set.es)),
    ].flat();
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
    expect(reference).toHaveLength(keys.length);
  });

  it.each(LOCALES)('%s defines exactly the keys of es, none empty', (locale) => {
    const catalogue: Record<string, string> = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(reference);
    for (const key of reference) expect(catalogue[key]?.trim(), key).toBeTruthy();
  });

  it('keeps the spec messages verbatim in Spanish', () => {
    expect(es['notFound.text']).toBe('Lo sentimos, la página que está visitando no existe.');
    expect(es['notFound.home']).toBe('Ir a la página principal');
    expect(es['login.wrongCredentials']).toBe('Correo o contraseña equivocada');
    expect(es['access.recoverSent']).toBe('Se ha enviado una nueva contraseña a: {email}');
    expect(es['access.recoverFailed']).toBe('Error al solicitar una nueva contraseña');
    expect(es['access.linkSent']).toBe(
      'Se ha enviado un link de acceso a su correo electrónico {email}',
    );
    expect(es['access.linkFailed']).toBe('Error al solicitar acceso al evento');
    expect(es['access.emailNotRegistered']).toBe(
      '{email} no se encuentra registrado en este evento',
    );
    expect(es['access.notRegisteredBanner']).toBe(
      'Este email no se encuentra registrado en este evento',
    );
    expect(es['access.back']).toBe('Volver al inicio de sesión');
    expect(es['access.register']).toBe('Registrarme');
    expect(es['session.tokenExpired']).toBe(
      '¡Tu token ha caducado! Redirigiendo al inicio de sesión…',
    );
    expect(es['resource.confirmDeleteText']).toBe('Una vez eliminado, no lo podrá recuperar');
    expect(es['attendeeRoles.add']).toBe('Nuevo rol');
    expect(es['error.title']).toBe('ERROR: {status}');
  });

  it('keeps the spec wording of the messages it quotes in English in en only', () => {
    // A Spanish or Portuguese user reads them in their language.
    const quoted = {
      'search.tooShort': 'To search, please enter more than 2 characters',
      'search.noResults': 'No results found',
      'scanner.notFound': 'User not found',
      'validation.registrationEmail': 'Invalid email',
      'validation.uploadTooLarge': 'Image must smaller than 5MB!',
    } as const;
    for (const [key, text] of Object.entries(quoted)) {
      expect(catalogues.en[key as keyof typeof quoted], key).toBe(text);
      expect(catalogues.es[key as keyof typeof quoted], key).not.toBe(text);
      expect(catalogues.pt[key as keyof typeof quoted], key).not.toBe(text);
    }
  });

  it('keeps the placeholders of every message in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const locale of LOCALES) {
      const catalogue: Record<string, string> = catalogues[locale];
      for (const key of reference) {
        expect(placeholders(catalogue[key] ?? ''), `${locale} ${key}`).toEqual(
          placeholders(catalogues.es[key as keyof typeof catalogues.es]),
        );
      }
    }
  });
});
