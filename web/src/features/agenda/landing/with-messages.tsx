import type { ComponentType } from 'react';
import { MoreMessages } from '../../../i18n/more-messages';
import { agendaLandingMessages } from '../landing-messages';

/**
 * The agenda's landing strings come with its chunks, laid over the catalogue, instead of in the
 * landing's first JS (its 250 KB budget).
 */
export function withAgendaMessages<P extends object>(Component: ComponentType<P>) {
  function WithAgendaMessages(props: P) {
    return (
      <MoreMessages messages={agendaLandingMessages}>
        <Component {...props} />
      </MoreMessages>
    );
  }
  return WithAgendaMessages;
}
