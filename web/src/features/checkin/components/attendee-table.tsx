import type { Attendee, AttendeeField } from '@aforo/domain';
import { doorCode, isCheckedIn } from '@aforo/domain';
import { Badge, Checkbox, IconButton, Image, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { useDefaultLabels } from '../../../lib/default-labels';
import type { AttendeeRow } from '../api/use-attendee-cache';
import { formatDisplayDate, optionText } from '../lib/attendee-view';
import { useAdminDateScope } from '../../../lib/use-date-scope';

function PropertyCell({ field, attendee }: { field: AttendeeField; attendee: Attendee }) {
  const t = useT();
  const value = attendee.properties[field.name];
  const text =
    typeof value === 'boolean' ? t(value ? 'checkin.yes' : 'checkin.no') : optionText(field, value);
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

/** Which door checked the attendee in (nothing for a check-in no door device wrote). */
export function DoorName({ shard }: { shard: string | undefined }) {
  const t = useT();
  const door = doorCode(shard);
  return door === null ? null : (
    <Text fontSize="xs" color="fg.muted" data-testid="checkin-door">
      {t('checkin.door', { door })}
    </Text>
  );
}

/** The check-in table of spec part 1 §2.5; rows arrive already searched, filtered and cut. */
export function AttendeeTable({
  rows,
  fields,
  roleName,
  canCheckIn,
  onCheckIn,
  onEdit,
  badgeLink = null,
}: {
  rows: readonly AttendeeRow[];
  fields: readonly AttendeeField[];
  roleName: (rolId: string | null) => string;
  canCheckIn: boolean;
  onCheckIn: (attendee: Attendee) => void;
  onEdit: ((attendee: Attendee) => void) | null;
  /** Where a checked-in attendee's badge prints (the badge section), for who may print it. */
  badgeLink?: ((attendee: Attendee) => string) | null;
}) {
  const t = useT();
  const dateScope = useAdminDateScope();
  const labels = useDefaultLabels();
  const headers = [
    { key: '__edit', label: t('checkin.colEdit') },
    { key: '__checkin', label: t('checkin.colCheckin') },
    ...fields.map((field) => ({
      key: `p:${field.name}`,
      label: labels.field(field) || field.name,
    })),
    { key: '__role', label: t('checkin.colRole') },
    { key: '__created', label: t('checkin.colCreated') },
    { key: '__updated', label: t('checkin.colUpdated') },
  ];
  return (
    // The page says when no attendee matches: no empty row here.
    <DataTable
      label={t('checkin.title')}
      headers={headers}
      empty={false}
      testId="checkin-table"
      striped
      interactive={false}
      bordered={false}
    >
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
              <>
                <Text data-testid="checkin-time">
                  {formatDisplayDate(attendee.checkedin_at, dateScope)}
                </Text>
                <DoorName shard={attendee.counter_shard} />
                {badgeLink ? (
                  <Link asChild fontSize="xs" colorPalette="blue">
                    <RouterLink
                      to={badgeLink(attendee)}
                      aria-label={t('badge.print.printFor', { name: attendee.properties.names })}
                    >
                      {t('badge.print.printOne')}
                    </RouterLink>
                  </Link>
                ) : null}
              </>
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
            {formatDisplayDate(attendee.created_at, dateScope)}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {formatDisplayDate(attendee.updated_at, dateScope)}
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}
