import { describe, expect, it } from 'vitest';
import { downloadName, storagePathOf, withoutToken } from './download';

const EMULATOR =
  'http://127.0.0.1:19199/v0/b/demo-aforo.appspot.com/o/events%2Fevt-1%2Fdocuments%2Fdoc-1%2F1767225600000-Programa.pdf?alt=media&token=abc-123';
const PRODUCTION =
  'https://firebasestorage.googleapis.com/v0/b/aforo.appspot.com/o/events%2FE%2Fdocuments%2FD%2F1767225600000-a.pdf?alt=media&token=t';

describe('document downloads', () => {
  it('drops the download token, which would open the file to whoever holds the URL', () => {
    const url = new URL(withoutToken(EMULATOR));
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.get('alt')).toBe('media');
    expect(storagePathOf(url.toString())).toBe(
      'events/evt-1/documents/doc-1/1767225600000-Programa.pdf',
    );
  });

  it('reads the object path from emulator and production URLs alike, and nothing else', () => {
    expect(storagePathOf(PRODUCTION)).toBe('events/E/documents/D/1767225600000-a.pdf');
    expect(storagePathOf('https://example.com/programa.pdf')).toBeNull();
    expect(storagePathOf('no es una url')).toBeNull();
    expect(withoutToken('no es una url')).toBe('no es una url');
  });

  it('saves the file under its name without the timestamp prefix', () => {
    expect(downloadName('events/E/documents/D/1767225600000-Programa.pdf')).toBe('Programa.pdf');
    expect(downloadName('events/E/documents/D/sin-prefijo.pdf')).toBe('sin-prefijo.pdf');
  });
});
