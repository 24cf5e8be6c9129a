import { Alert, Box, Button, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import {
  compareProductPositions,
  offerSchema,
  type AforoEvent,
  type OfferInput,
  type Product,
} from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { PageLoader } from '../../../components/page-loader';
import { hasText, RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { MoreMessages } from '../../../i18n/more-messages';
import { normalizeError } from '../../../lib/api-client';
import { useLandingProducts } from '../api/landing-products';
import { formatPrice } from '../../../lib/price';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { useSession } from '../../../lib/session/session-provider';
import { SectionError } from '../../../components/section-error';
import {
  useMyRegistration,
  type MyRegistration,
} from '../../../lib/registration/use-my-registration';
import { productsMessages } from '../messages';
import { usePlaceBid, useAuctionMinimum } from '../api/auction';

/**
 * The landing's product section (spec part 3 §1, §4.5; menu section `product`): the event's
 * products in the organizer's order and, while bidding is on, the silent auction: each product's
 * highest bid and the lowest bid it takes now, and a bid form for the event's signed-in attendees
 * (others get the login or registration prompt). The API decides each bid against the highest
 * one, so of two equal bids at the same moment one wins and the other hears why. While bidding
 * is off, the organizer's message shows instead of the form. Loaded with its own chunk and
 * messages: the landing's first JS carries none of it.
 */
export function ProductSection({ event }: { event: AforoEvent }) {
  return (
    <MoreMessages messages={productsMessages}>
      <ProductListing event={event} />
    </MoreMessages>
  );
}

function ProductListing({ event }: { event: AforoEvent }) {
  const t = useT();
  const eventId = event._id;
  const { products, config } = useLandingProducts(eventId);
  const registration = useMyRegistration(eventId);
  const sorted = useMemo(
    () => (products.status === 'success' ? [...products.data].sort(compareProductPositions) : []),
    [products],
  );

  if (products.status === 'loading' || config.status === 'loading') return <PageLoader />;
  if (products.status === 'error') return <SectionError error={products.error} />;
  // An unreadable switch counts as off: nobody is offered a form the API would refuse.
  const open = config.status === 'success' && config.data?.habilitar_subasta === true;
  const closedMessage = config.status === 'success' ? (config.data?.message ?? '') : '';
  if (sorted.length === 0) {
    return <Text data-testid="landing-products-empty">{t('products.landing.empty')}</Text>;
  }
  return (
    <Stack gap="4" data-testid="landing-products">
      {open ? null : (
        <Alert.Root status="info" data-testid="auction-closed">
          <Alert.Indicator />
          <Alert.Content>
            {hasText(closedMessage) ? (
              <Alert.Description asChild>
                <RichText html={closedMessage} />
              </Alert.Description>
            ) : (
              <Alert.Title>{t('products.landing.closed')}</Alert.Title>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {sorted.map((product) => (
        <ProductCard
          key={product._id}
          eventId={eventId}
          product={product}
          open={open}
          registration={registration}
        />
      ))}
    </Stack>
  );
}

function ProductCard({
  eventId,
  product,
  open,
  registration,
}: {
  eventId: string;
  product: Product;
  open: boolean;
  registration: MyRegistration;
}) {
  const t = useT();
  const images = product.image.filter(Boolean);
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid="landing-product"
      aria-labelledby={`product-${product._id}`}
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        {images.length > 0 ? (
          <Stack gap="2" flexShrink={0}>
            {images.map((src, index) => (
              <Image
                key={src}
                src={src}
                alt={index === 0 ? t('products.landing.imageAlt', { name: product.name }) : ''}
                boxSize={{ base: 'full', md: '48' }}
                objectFit="cover"
                borderRadius="md"
              />
            ))}
          </Stack>
        ) : null}
        <Stack gap="2" flex="1">
          <Heading as="h3" size="lg" id={`product-${product._id}`}>
            {product.name}
          </Heading>
          {product.by ? <Text>{t('products.landing.by', { by: product.by })}</Text> : null}
          {product.price !== null ? (
            <Text>
              {t('products.landing.price', {
                price: formatPrice(product.price, product.currency),
              })}
            </Text>
          ) : null}
          <RichText html={product.description} />
          {open ? (
            <Auction eventId={eventId} product={product} registration={registration} />
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

/** The highest bid, the lowest accepted now and, for an attendee, the bid form. */
function Auction({
  eventId,
  product,
  registration,
}: {
  eventId: string;
  product: Product;
  registration: MyRegistration;
}) {
  const t = useT();
  const minimum = useAuctionMinimum(eventId, product._id);
  const placeBid = usePlaceBid(eventId, product._id);
  const [accepted, setAccepted] = useState<number | null>(null);
  const money = (amount: number) => formatPrice(amount, product.currency);
  const current = minimum.status === 'success' ? minimum.data : null;

  async function bid(values: OfferInput, helpers: FormikHelpers<OfferInput>) {
    setAccepted(null);
    helpers.setStatus(undefined);
    try {
      // The minimum is read again either way (api/auction.ts).
      await placeBid.mutateAsync(values.amount);
      setAccepted(values.amount);
      helpers.resetForm();
    } catch (error) {
      // A bid beaten meanwhile answers 409 with the lowest bid it takes now, under the field;
      // anything else (closed auction, not registered) is said in the form.
      const general = applySubmitError(error, helpers);
      if (general !== null) helpers.setStatus(normalizeError(general).message);
    }
  }

  return (
    <Stack gap="3" borderTopWidth="1px" pt="3" data-testid="product-auction">
      {current ? (
        <Text fontWeight="semibold" data-testid="product-highest" aria-live="polite">
          {current.highest !== null
            ? t('products.landing.highest', { amount: money(current.highest) })
            : t('products.landing.noOffers', { amount: money(current.value) })}
        </Text>
      ) : null}
      {accepted !== null ? (
        <Alert.Root status="success" data-testid="bid-accepted">
          <Alert.Indicator />
          <Alert.Title>{t('products.landing.accepted', { amount: money(accepted) })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {registration.status === 'registered' ? (
        <Formik<OfferInput>
          initialValues={{ amount: '' as unknown as number }}
          validationSchema={offerSchema}
          onSubmit={bid}
        >
          {(formik) => (
            <Form noValidate aria-label={t('products.landing.bid')}>
              <Stack gap="2" maxW="sm">
                <FormField
                  name="amount"
                  kind="number"
                  label={t('products.landing.amount')}
                  required
                  help={
                    current
                      ? t('products.landing.minimum', { amount: money(current.value) })
                      : undefined
                  }
                />
                {typeof formik.status === 'string' ? (
                  <Alert.Root status="error" data-testid="bid-refused">
                    <Alert.Indicator />
                    <Alert.Title>{formik.status}</Alert.Title>
                  </Alert.Root>
                ) : null}
                <HStack>
                  <Button
                    type="submit"
                    colorPalette="blue"
                    loading={formik.isSubmitting}
                    data-testid="bid-submit"
                  >
                    {t('products.landing.bid')}
                  </Button>
                </HStack>
              </Stack>
            </Form>
          )}
        </Formik>
      ) : (
        <BidPrompt registration={registration} />
      )}
    </Stack>
  );
}

/** Who may not bid yet hears how to: sign in or register (anonymous), or register (signed in). */
function BidPrompt({ registration }: { registration: MyRegistration }) {
  const t = useT();
  const session = useSession();
  if (registration.status === 'loading') return null;
  if (registration.status === 'none') {
    return <Text data-testid="bid-register-prompt">{t('products.landing.registerToBid')}</Text>;
  }
  return (
    <Stack gap="2" data-testid="bid-login-prompt">
      <Text>{t('products.landing.loginToBid')}</Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => session.openLogin({ tab: 'login' })}>
          {t('products.landing.login')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => session.openLogin({ tab: 'register' })}>
          {t('products.landing.register')}
        </Button>
      </HStack>
    </Stack>
  );
}
