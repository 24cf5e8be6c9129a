// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile, type UploadOptions } from '../../lib/files/upload';
import { renderUi, withFormik } from '../../testing/render';
import { UploadInput, UploadProgress } from './upload-input';

// The Storage SDK is not what is tested here: the field's use of uploadFile is.
vi.mock('../../lib/files/upload', () => ({
  uploadFile: vi.fn(),
  timestampedPath: (folder: string, file: File) => `${folder}/1-${file.name}`,
}));

afterEach(cleanup);
beforeEach(() => {
  vi.mocked(uploadFile).mockReset();
});

const scope = { eventId: 'ev1', timeZone: 'America/Bogota' };
const rule = { folder: ({ eventId }: { eventId: string }) => `events/${eventId}/docs` };
const pdf = () => new File([new Uint8Array(4)], 'programa.pdf', { type: 'application/pdf' });

/** An upload that waits: `options` is what the field passed, `finish` stores it. */
function pendingUpload() {
  const upload: { options?: UploadOptions; finish: (url: string) => void } = {
    finish: () => {},
  };
  vi.mocked(uploadFile).mockImplementation(
    (_path, _file, options) =>
      new Promise((resolve) => {
        upload.options = options;
        upload.finish = resolve;
      }),
  );
  return upload;
}

function show(value: string | null, { required = false, readOnly = false } = {}) {
  const form = withFormik(
    { doc: value },
    <UploadInput
      name="doc"
      label="Programa"
      kind="file"
      rule={rule}
      scope={scope}
      required={required}
      readOnly={readOnly}
      help="Un PDF de hasta 5 MB"
    />,
  );
  return { ...renderUi(form.ui), latest: form.latest };
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Programa'), { target: { files: [file] } });

describe('UploadInput', () => {
  it('links the stored file and says what it takes', () => {
    show('https://files.test/old.pdf');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://files.test/old.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Un PDF de hasta 5 MB')).toBeTruthy();
  });

  it("uploads into the rule's folder of the event and stores the new URL", async () => {
    const upload = pendingUpload();
    const { latest } = show('https://files.test/old.pdf');
    choose(pdf());
    await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0]).toBe('events/ev1/docs/1-programa.pdf');
    // The previous file stays until the new one is stored.
    expect(latest().doc).toBe('https://files.test/old.pdf');
    await act(async () => upload.finish('https://files.test/new.pdf'));
    await waitFor(() => expect(latest().doc).toBe('https://files.test/new.pdf'));
  });

  it('cancelling an upload stops it, keeps the previous file and hides the progress', async () => {
    const upload = pendingUpload();
    const { user, latest } = show('https://files.test/old.pdf');
    choose(pdf());
    await screen.findByRole('progressbar');
    expect(screen.getByLabelText('Programa').hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(upload.options?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The aborted upload ending late stores nothing.
    await act(async () => upload.finish('https://files.test/late.pdf'));
    expect(latest().doc).toBe('https://files.test/old.pdf');
  });

  it('a form closed mid-upload stops sending the bytes', async () => {
    const upload = pendingUpload();
    const { unmount } = show(null);
    choose(pdf());
    await waitFor(() => expect(upload.options?.signal).toBeDefined());
    unmount();
    expect(upload.options?.signal?.aborted).toBe(true);
  });

  it('removing the file of an optional field empties it to null', async () => {
    const { user, latest } = show('https://files.test/old.pdf');
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(latest().doc).toBeNull());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("removing the file of a required field leaves '' for the schema to refuse", async () => {
    const { user, latest } = show('https://files.test/old.pdf', { required: true });
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(latest().doc).toBe(''));
  });

  it('read-only, shows the file without a way to change it', () => {
    show('https://files.test/old.pdf', { readOnly: true });
    expect(screen.getByRole('link')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quitar' })).toBeNull();
    expect(screen.queryByLabelText('Programa', { selector: 'input' })).toBeNull();
  });
});

describe('UploadProgress', () => {
  it('is a progress bar named by its text, at its percent', () => {
    renderUi(<UploadProgress text="Subiendo 40 %" percent={40} testId="progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Subiendo 40 %' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('progress').textContent).toBe('Subiendo 40 %');
  });
});
