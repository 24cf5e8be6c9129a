// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { es } from '../../i18n/es';
import { FileInput } from './file-input';
import type { FieldUploader } from './upload';
import { field } from '../../../../tests/factories/index';

afterEach(cleanup);

const FIELD = {
  ...field({ name: 'foto', label: 'Foto', type: 'avatar' }),
  type: 'avatar' as const,
};

/** An uploader the test drives: it reports progress and finishes when told. */
function controlledUploader() {
  const calls: { file: File; progress: (fraction: number) => void }[] = [];
  let finish: (url: string) => void = () => undefined;
  const upload: FieldUploader = (file, _type, onProgress) => {
    calls.push({ file, progress: onProgress ?? (() => undefined) });
    return new Promise((resolve) => {
      finish = resolve;
    });
  };
  return { upload, calls, finish: (url: string) => finish(url) };
}

function renderInput(upload: FieldUploader) {
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="es" messages={es}>
        <Formik initialValues={{ properties: { foto: '' } }} onSubmit={() => {}}>
          <FileInput
            field={FIELD}
            name="properties.foto"
            label="Foto"
            required={false}
            disabled={false}
            mode={{ kind: 'upload', upload }}
          />
        </Formik>
      </IntlProvider>
    </ChakraProvider>,
  );
  return screen.getByLabelText('Foto');
}

describe('FileInput', () => {
  it('shows the upload progress, then the uploaded picture', async () => {
    const uploader = controlledUploader();
    const input = renderInput(uploader.upload);
    const file = new File([new Uint8Array(2048)], 'yo.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
      await Promise.resolve();
    });
    expect(uploader.calls[0]?.file).toBe(file);
    expect(screen.getByRole('status').textContent).toBe('Subiendo archivo… 0 %');
    act(() => uploader.calls[0]?.progress(0.42));
    expect(screen.getByRole('status').textContent).toBe('Subiendo archivo… 42 %');
    await act(async () => {
      uploader.finish('http://127.0.0.1:9199/v0/b/b/o/foto.png?alt=media&token=t');
      await Promise.resolve();
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('img', { name: 'Foto' }).getAttribute('src')).toContain('token=t');
  });

  it('refuses a file over 5 MB before uploading it', async () => {
    const uploader = controlledUploader();
    const input = renderInput(uploader.upload);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', {
      type: 'image/png',
    });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
      await Promise.resolve();
    });
    expect(uploader.calls).toHaveLength(0);
    expect(screen.getByText('La imagen debe pesar menos de 5 MB')).toBeTruthy();
  });
});
