// 'Lista ofert': the brands the consumer may take ('Aktywne oferty') and may not
// ('Nieaktywne oferty'), each with its mark, and OK.
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OfferBrand } from '@tourplanner/domain/constants';
import { ALL_OFFERS_ACTIVE, splitEntitlements } from '@tourplanner/domain/webform';
import { OFFERS, OFFERS_POPUP } from '@tourplanner/i18n-pl/webform';
import { AppModal } from '@tourplanner/ui/AppModal';
import { useWebformFlow } from '../stores/flow-store';
import { useWebformPopups } from '../stores/popups-store';
import { BrandMark } from './BrandMark';

function BrandList({
  brands,
  inactive,
  testId,
}: {
  brands: OfferBrand[];
  inactive: boolean;
  testId: string;
}) {
  if (brands.length === 0) return <Text c="dimmed">{OFFERS_POPUP.none}</Text>;
  return (
    <SimpleGrid cols={2} spacing="sm" data-testid={testId}>
      {brands.map((brand) => (
        <Group key={brand} gap="sm" wrap="nowrap">
          <BrandMark brand={brand} inactive={inactive} />
          <Text fw={600} c={inactive ? 'dimmed' : undefined}>
            {OFFERS.names[brand]}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

export function OffersPopup() {
  const opened = useWebformPopups((s) => s.offersPopupOpen);
  const setOpen = useWebformPopups((s) => s.setOffersPopup);
  const entitlements = useWebformFlow((s) => s.offers) ?? ALL_OFFERS_ACTIVE;
  const { active, inactive } = splitEntitlements(entitlements);

  return (
    <AppModal
      opened={opened}
      onClose={() => setOpen(false)}
      variant="webform"
      centered
      title={OFFERS_POPUP.title}
      data-testid="offers-popup"
    >
      <Stack gap="lg">
        <section>
          <Title order={3} size="h5" mb="xs">
            {OFFERS_POPUP.active}
          </Title>
          <BrandList brands={active} inactive={false} testId="offers-active" />
        </section>
        <section>
          <Title order={3} size="h5" mb="xs">
            {OFFERS_POPUP.inactive}
          </Title>
          <BrandList brands={inactive} inactive testId="offers-inactive" />
        </section>
        <Button size="lg" onClick={() => setOpen(false)} data-autofocus>
          {OFFERS_POPUP.ok}
        </Button>
      </Stack>
    </AppModal>
  );
}
