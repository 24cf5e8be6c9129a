import { Stack } from '@chakra-ui/react';
import { useField } from 'formik';
import { useEffect, useRef } from 'react';
import { UploadInput } from '../../../components/resource/upload-input';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import type { FormScope, UploadRule } from '../../../lib/resources/resource';

/** Product images are public images of the event (storage.rules events/{eventId}/images). */
export const PRODUCT_IMAGE_UPLOAD: UploadRule = {
  folder: ({ eventId }) => `events/${eventId}/images`,
};

/**
 * A product's images (part 3 §3.9, §5.6): the first required, a second one optional, each
 * through the engine's image upload (size and type refused before upload, progress, cancel).
 * The value stays a list of URLs without holes, as the schema wants it: a removed second image
 * leaves the list. Each new image says "Imagen cargada correctamente".
 */
export function ProductImagesInput({
  name,
  scope,
  readOnly = false,
}: {
  name: string;
  scope: FormScope;
  readOnly?: boolean;
}) {
  const t = useT();
  const [field, , helpers] = useField<(string | null)[]>(name);
  const images = field.value;
  const [first = '', second = ''] = Array.isArray(images) ? images : [];
  const hole = Array.isArray(images) && images.length > 1 && !images[1];

  // The second image's remove sets it to null: drop it, the list keeps no hole.
  useEffect(() => {
    if (hole) void helpers.setValue([first]);
  }, [hole, first, helpers]);

  // Announce an upload, not the values the form started with.
  const seen = useRef([first, second]);
  useEffect(() => {
    const fresh = [first, second].some((url, i) => url !== '' && url !== seen.current[i]);
    seen.current = [first, second];
    if (fresh) notify(t('products.imageLoaded'));
  }, [first, second, t]);

  return (
    <Stack gap="4">
      <UploadInput
        name={`${name}[0]`}
        label={t('products.image')}
        kind="image"
        rule={PRODUCT_IMAGE_UPLOAD}
        scope={scope}
        required
        help={t('products.imageHelp')}
        readOnly={readOnly}
      />
      {first !== '' ? (
        <UploadInput
          name={`${name}[1]`}
          label={t('products.image2')}
          kind="image"
          rule={PRODUCT_IMAGE_UPLOAD}
          scope={scope}
          required={false}
          help={t('products.imageHelp')}
          readOnly={readOnly}
        />
      ) : null}
    </Stack>
  );
}
