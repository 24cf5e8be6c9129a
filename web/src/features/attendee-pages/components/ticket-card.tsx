import { EventDates } from '../../../components/event-dates';
import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  Image,
  Link,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../lib/dates';
import { useDateScope } from '../../../lib/use-date-scope';
import { OwnCertificates } from '../../certificates';
import { normalizeError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { resendTicket, useEventDetails } from '../api/event-tickets';
import type { MyRegistration } from '../api/my-registrations';
import { qrImageUrl, ticketNames } from '../lib/tickets';

/**
 * One ticket: the attendee record with the QR the door scanner reads (its attendee id), in the
 * design the organizer chose (event.ticket_design: logo, colours, a footer note, whether the
 * ticket type shows), once the event's details have arrived.
 */
export function TicketCard({ registration }: { registration: MyRegistration }) {
  const t = useT();
  const { event } = registration;
  const dateScope = useDateScope(event.time_zone);
  const id = registration._id;
  const details = useEventDetails(event._id);
  const design = details.status === 'success' ? details.data.ticket_design : undefined;
  return (
    <Card.Root
      as="li"
      variant="outline"
      data-testid={`ticket-${id}`}
      bg={design?.background_color}
      color={design?.text_color}
    >
      <Card.Body>
        {design?.logo ? (
          <Image
            src={design.logo}
            // Decorative: the event's name is the card's heading.
            alt=""
            maxH="16"
            maxW="48"
            objectFit="contain"
            mb="4"
            data-testid="ticket-logo"
          />
        ) : null}
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'center' }}>
          <Stack gap="1" align="center" flexShrink={0}>
            <Image
              src={qrImageUrl(id)}
              alt={t('attendeePages.qrAlt', { id })}
              boxSize="48"
              data-testid="ticket-qr"
            />
            <Text fontFamily="mono" fontSize="sm">
              {t('attendeePages.code', { id })}
            </Text>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="md">
              {/* The ticket leads back to its event's landing. */}
              <Link asChild color="inherit" textDecoration="underline">
                <RouterLink
                  to={`/landing/${encodeURIComponent(event._id)}`}
                  aria-label={t('attendeePages.eventLink', { name: event.name })}
                  data-testid="ticket-event-link"
                >
                  {event.name}
                </RouterLink>
              </Link>
            </Heading>
            <EventDates from={event.datetime_from} to={event.datetime_to} zone={event.time_zone} />
            {registration.ticket_id && design?.show_ticket_type !== false ? (
              <TicketNames eventId={event._id} ticketId={registration.ticket_id} />
            ) : null}
            <Badge
              alignSelf="start"
              colorPalette={registration.checked_in ? 'green' : 'gray'}
              data-testid="ticket-checkin"
            >
              {registration.checked_in
                ? t('attendeePages.checkedIn', {
                    time: formatDateTime(registration.checkedin_at, dateScope),
                  })
                : t('attendeePages.notCheckedIn')}
            </Badge>
            <Text>{t('attendeePages.qrHint')}</Text>
            <Wrap gap="3" align="center">
              {/* Through the app's /api/generatorQr route, which hands the browser to the image. */}
              <Link asChild color="blue.800">
                <RouterLink to={`/api/generatorQr/${encodeURIComponent(id)}`}>
                  {t('attendeePages.openQr')}
                </RouterLink>
              </Link>
              <ResendButton eventId={event._id} />
            </Wrap>
          </Stack>
        </Stack>
        {design?.footer_text ? (
          <Text mt="4" fontSize="sm" whiteSpace="pre-line" data-testid="ticket-footer">
            {design.footer_text}
          </Text>
        ) : null}
        {/* The event's certificates, downloadable here once the attendee meets their conditions. */}
        <Box mt="4">
          <OwnCertificates eventId={event._id} compact />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** The ticket by mail again: the same mail as the registration's, with its QR, PDF and .ics. */
function ResendButton({ eventId }: { eventId: string }) {
  const t = useT();
  const [sending, setSending] = useState(false);
  async function send() {
    setSending(true);
    try {
      const { email } = await resendTicket(eventId);
      notify(t('attendeePages.resent', { email }));
    } catch (error) {
      // The API says why (no e-mail on the registration, sent a moment ago...).
      notify(normalizeError(error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  }
  return (
    <Button
      size="sm"
      variant="outline"
      loading={sending}
      loadingText={t('attendeePages.resending')}
      onClick={() => void send()}
      data-testid="ticket-resend"
    >
      {t('attendeePages.resend')}
    </Button>
  );
}

/** The ticket and stage titles live in the event document, not in the registration summary. */
function TicketNames({ eventId, ticketId }: { eventId: string; ticketId: string }) {
  const t = useT();
  const details = useEventDetails(eventId);
  // Titles are a nicety: while loading or on failure the card simply goes without them.
  if (details.status !== 'success') return null;
  const names = ticketNames(details.data, ticketId);
  return (
    <>
      {names.ticket ? (
        <Text data-testid="ticket-name">{t('attendeePages.ticket', { name: names.ticket })}</Text>
      ) : null}
      {names.stage ? (
        <Text data-testid="ticket-stage">{t('attendeePages.stage', { name: names.stage })}</Text>
      ) : null}
    </>
  );
}
