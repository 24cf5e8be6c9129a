import { DocumentForm } from '../../../components/resource/document-form';
import { ticketDesignForm } from '../resources/ticket-design';

export default function TicketDesignPage() {
  return <DocumentForm form={ticketDesignForm} />;
}
