import { FieldValue } from 'firebase-admin/firestore';
import { refs } from './refs';
import { collectionStore, type ResourceStore } from './resource-store';

/**
 * Custom pages keep their own id in `page_id`: /page/{id} (spec part 1 §2.1) finds a page by its
 * id alone with a collection-group query, which cannot filter on a document id without the full
 * path. Stored documents otherwise carry no id (the converters drop `_id`); an edit writes it on
 * a page made before this field existed.
 */
export function pageStore(): ResourceStore {
  const base = collectionStore('pages');
  return {
    ...base,
    async create(eventId, value) {
      const ref = refs.eventContentData(eventId, 'pages').doc();
      const now = FieldValue.serverTimestamp();
      await ref.create({
        ...value,
        _id: ref.id,
        page_id: ref.id,
        created_at: now,
        updated_at: now,
      });
      return ref.id;
    },
    update(eventId, id, change) {
      return base.update(eventId, id, async (stored) => ({
        ...(await change(stored)),
        page_id: id,
      }));
    },
  };
}
