// @vitest-environment jsdom
import { activitySchema, type ActivityInput } from '@aforo/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentFormView } from '../../../components/resource/document-form';
import { uploadFile } from '../../../lib/files/upload';
import { defineDocumentForm } from '../../../lib/resources/resource';
import { TestProviders } from '../../../testing/providers';
import { agendaMessages } from '../messages';
import { AGENDA_FIELDS, NEW_ACTIVITY } from './agenda';

vi.mock('../../../lib/files/upload', () => ({
  uploadFile: vi.fn(),
  timestampedPath: (folder: string, file: File) => `${folder}/1-${file.name}`,
}));

afterEach(cleanup);

function Providers({ children }: { children: ReactNode }) {
  return <TestProviders messages={agendaMessages.es}>{children}</TestProviders>;
}

describe("the activity form's image", () => {
  it('refuses a file that is not an image with the images-only message (part 2 §5)', async () => {
    const image = AGENDA_FIELDS.find((field) => field.name === 'image');
    if (!image) throw new Error('the activity form has no image field');
    const form = defineDocumentForm<ActivityInput, ActivityInput>({
      name: 'activity-image',
      title: 'agenda.field.image',
      schema: activitySchema,
      fields: [image],
      load: () => Promise.resolve(NEW_ACTIVITY),
      toValues: (values) => values,
      save: () => Promise.resolve(),
      canWrite: () => true,
    });
    render(<DocumentFormView form={form} scope={{ eventId: 'e1' }} event={{}} canWrite />, {
      wrapper: Providers,
    });
    await screen.findByTestId('activity-image-form');
    const pdf = new File(['x'], 'programa.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Imagen'), { target: { files: [pdf] } });
    expect(
      await screen.findByText(
        'Solo se permiten archivos de imagen. Por favor, inténtelo de nuevo :)',
      ),
    ).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
  });
});
