import { DocumentForm } from '../../../components/resource/document-form';
import { menuSectionsForm } from '../resources/menu-sections';

export default function MenuSectionsPage() {
  return <DocumentForm form={menuSectionsForm} />;
}
