import type { Attendee } from '@aforo/domain';
import { isCheckedIn } from '@aforo/domain';
import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/use-t';
import type { AttendeeRow } from '../api/use-attendee-cache';
import { DoorName } from './attendee-table';
import { formatDisplayDate, propertyText } from '../lib/attendee-view';
import { useAdminDateScope } from '../../../lib/use-date-scope';

/**
 * The check-in list on a phone (below the md breakpoint): one card per attendee with what the
 * door needs (name, document, role, status and the check-in action), so nothing scrolls
 * sideways at 390 px where the table was 1,206 px wide. Same row test ids as the table.
 */
export function AttendeeCards({
  rows,
  roleName,
  canCheckIn,
  onCheckIn,
  onEdit,
}: {
  rows: readonly AttendeeRow[];
  roleName: (rolId: string | null) => string;
  canCheckIn: boolean;
  onCheckIn: (attendee: Attendee) => void;
  onEdit: ((attendee: Attendee) => void) | null;
}) {
  const t = useT();
  const dateScope = useAdminDateScope();
  return (
    <Stack
      as="ul"
      gap="2"
      listStyleType="none"
      data-testid="checkin-cards"
      aria-label={t('checkin.title')}
    >
      {rows.map(({ attendee, pending }) => {
        const name = propertyText(attendee.properties.names);
        const document = propertyText(attendee.properties['documento']);
        const role = roleName(attendee.rol_id);
        const checked = isCheckedIn(attendee);
        return (
          <Box
            as="li"
            key={attendee._id}
            data-testid={`attendee-row-${attendee._id}`}
            data-pending={pending ? 'true' : 'false'}
            borderWidth="1px"
            borderRadius="md"
            p="3"
            minW="0"
          >
            <HStack justify="space-between" align="start" gap="2">
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {name}
                </Text>
                {document !== '' ? (
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {t('checkin.cardDocument', { value: document })}
                  </Text>
                ) : null}
                {role !== '' ? (
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {t('checkin.cardRole', { value: role })}
                  </Text>
                ) : null}
              </Stack>
              {onEdit ? (
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`${t('common.edit')} ${attendee.properties.names}`}
                  onClick={() => onEdit(attendee)}
                >
                  ✎
                </IconButton>
              ) : null}
            </HStack>
            <HStack mt="2" justify="space-between" wrap="wrap" gap="2">
              {checked ? (
                <Stack gap="0">
                  <Text fontSize="sm" color="green.700" data-testid="checkin-time">
                    {t('checkin.cardCheckedAt', {
                      time: formatDisplayDate(attendee.checkedin_at, dateScope),
                    })}
                  </Text>
                  <DoorName shard={attendee.counter_shard} />
                </Stack>
              ) : (
                <Text fontSize="sm">{t('checkin.cardNotChecked')}</Text>
              )}
              {pending ? (
                <Badge colorPalette="orange" data-testid="pending-marker">
                  {t('checkin.pending')}
                </Badge>
              ) : null}
              {!checked ? (
                <Button
                  size="sm"
                  colorPalette="blue"
                  disabled={!canCheckIn}
                  aria-label={t('checkin.checkInLabel', { name: attendee.properties.names })}
                  onClick={() => onCheckIn(attendee)}
                >
                  {t('checkin.cardCheckIn')}
                </Button>
              ) : null}
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
