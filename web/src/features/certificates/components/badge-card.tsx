import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { BADGE_SIZES, type AforoEvent, type Attendee, type BadgeDesign } from '@aforo/domain';
import { propertyText } from '../../checkin';
import { useT } from '../../../i18n/use-t';
import { useQrDataUrl } from '../lib/use-qr';

/**
 * One attendee's badge as the layout says, at its printed size (CSS millimetres): the chosen
 * fields (the first one large), the role, and the QR of the attendee id, which is what the door's
 * scanner reads (features/checkin scanMatches).
 */
export function BadgeCard({
  design,
  event,
  attendee,
  roleName,
}: {
  design: BadgeDesign;
  event: Pick<AforoEvent, 'name' | 'user_properties'>;
  attendee: Pick<Attendee, '_id' | 'properties'>;
  roleName: string;
}) {
  const t = useT();
  const qr = useQrDataUrl(attendee._id);
  const size = BADGE_SIZES[design.size];
  const small = design.size === 'card';
  const name = propertyText(attendee.properties['names']);
  const values = design.fields
    .map((field) => ({ field, text: propertyText(attendee.properties[field]) }))
    .filter((v) => v.text !== '');
  const [first, ...rest] = values;
  return (
    <Box
      className="aforo-badge"
      data-testid={`badge-${attendee._id}`}
      width={`${size.width}mm`}
      height={`${size.height}mm`}
      bg={design.background_color}
      color={design.text_color}
      borderWidth="1px"
      borderColor="gray.400"
      p={small ? '2mm' : '5mm'}
      overflow="hidden"
      display="flex"
      flexDirection={small ? 'row' : 'column'}
      alignItems="center"
      justifyContent="space-between"
      gap="2mm"
      textAlign={small ? 'start' : 'center'}
    >
      <Stack gap="1mm" flex="1" minW="0" align={small ? 'flex-start' : 'center'}>
        {design.logo ? (
          <Image src={design.logo} alt={event.name} maxH={small ? '8mm' : '18mm'} />
        ) : (
          <Text fontSize="xs" fontWeight="semibold">
            {event.name}
          </Text>
        )}
        {first ? (
          <Text
            fontSize={small ? 'md' : '2xl'}
            fontWeight="bold"
            lineHeight="short"
            data-testid="badge-main"
          >
            {first.text}
          </Text>
        ) : null}
        {rest.map((v) => (
          <Text key={v.field} fontSize={small ? 'xs' : 'md'} lineHeight="short">
            {v.text}
          </Text>
        ))}
        {design.show_role && roleName ? (
          <Text fontSize={small ? 'xs' : 'sm'} fontWeight="semibold" textTransform="uppercase">
            {roleName}
          </Text>
        ) : null}
      </Stack>
      {design.show_qr ? (
        <Box flexShrink={0} width={small ? '30mm' : '45mm'} height={small ? '30mm' : '45mm'}>
          {qr ? (
            <img
              src={qr}
              alt={t('badge.print.qrAlt', { name })}
              data-testid="badge-qr"
              style={{ width: '100%', height: '100%' }}
            />
          ) : null}
        </Box>
      ) : null}
      {design.footer_text ? (
        <Text fontSize="xs" width={small ? 'auto' : 'full'}>
          {design.footer_text}
        </Text>
      ) : null}
    </Box>
  );
}
