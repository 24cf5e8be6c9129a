import type { Attendee, AttendeeField } from '@aforo/domain';
import { isCheckedIn } from '@aforo/domain';
import { Badge, Box, Checkbox, IconButton, Image, Link, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/use-t';
import type { AttendeeRow } from '../api/use-attendee-cache';
import { formatDisplayDate, propertyText } from '../lib/attendee-view';

function PropertyCell({ field, attendee }: { field: AttendeeField; attendee: Attendee }) {
  const t = useT();
  const value = attendee.properties[field.name];
  const text = propertyText(value);
  if (text === '') return null;
  if (field.type === 'file') {
    return (
      <Link href={text} target="_blank" rel="noreferrer" colorPalette="blue">
        {t('checkin.file')}
      </Link>
    );
  }
  if (field.type === 'avatar') {
    return <Image src={text} alt={attendee.properties.names} boxSize="8" borderRadius="full" />;
  }
  return <>{text}</>;
}

/** The check-in table of spec part 1 §2.5; rows arrive already searched, filtered and cut. */
export function AttendeeTable({
  rows,
  fields,
  roleName,
  canCheckIn,
  onCheckIn,
  onEdit,
}: {
  rows: readonly AttendeeRow[];
  fields: readonly AttendeeField[];
  roleName: (rolId: string | null) => string;
  canCheckIn: boolean;
  onCheckIn: (attendee: Attendee) => void;
  onEdit: ((attendee: Attendee) => void) | null;
}) {
  const t = useT();
  const { locale } = useIntl();
  return (
    // Focusable, so keyboard users can scroll a table wider than the screen.
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={t('checkin.title')}>
      <Table.Root size="sm" striped data-testid="checkin-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('checkin.colEdit')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('checkin.colCheckin')}</Table.ColumnHeader>
            {fields.map((field) => (
              <Table.ColumnHeader key={field.name}>{field.label || field.name}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{t('checkin.colRole')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('checkin.colCreated')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('checkin.colUpdated')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ attendee, pending }) => (
            <Table.Row
              key={attendee._id}
              data-testid={`attendee-row-${attendee._id}`}
              data-pending={pending ? 'true' : 'false'}
            >
              <Table.Cell>
                {onEdit ? (
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`${t('common.edit')} ${attendee.properties.names}`}
                    onClick={() => onEdit(attendee)}
                  >
                    ✎
                  </IconButton>
                ) : null}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {isCheckedIn(attendee) ? (
                  <Text data-testid="checkin-time">
                    {formatDisplayDate(attendee.checkedin_at, locale)}
                  </Text>
                ) : (
                  <Checkbox.Root
                    disabled={!canCheckIn}
                    checked={false}
                    onCheckedChange={() => onCheckIn(attendee)}
                  >
                    <Checkbox.HiddenInput
                      aria-label={t('checkin.checkInLabel', { name: attendee.properties.names })}
                    />
                    <Checkbox.Control />
                  </Checkbox.Root>
                )}
                {pending ? (
                  <Badge ml="2" colorPalette="orange" data-testid="pending-marker">
                    {t('checkin.pending')}
                  </Badge>
                ) : null}
              </Table.Cell>
              {fields.map((field) => (
                <Table.Cell key={field.name}>
                  <PropertyCell field={field} attendee={attendee} />
                </Table.Cell>
              ))}
              <Table.Cell>{roleName(attendee.rol_id)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDisplayDate(attendee.created_at, locale)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDisplayDate(attendee.updated_at, locale)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
