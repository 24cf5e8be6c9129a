import { hasText, RichText } from '../../../components/rich-text';

/** The event's registration_message (spec part 3 §3.4), sanitized like all organizer markup. */
export function RegistrationMessage({ html }: { html: string }) {
  if (!hasText(html)) return null;
  return <RichText html={html} data-testid="registration-message" />;
}
