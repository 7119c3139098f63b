import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { theme } from './theme';

/** The product theme at a glance: palette, type, controls. Switch light/dark in the toolbar. */
function ThemeOverview() {
  const palettes = ['brand', 'accent', 'gray', 'red', 'green'] as const;
  return (
    <Stack gap="lg">
      <Title order={2}>TourPlanner — motyw</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {palettes.map((name) => (
          <Paper key={name} withBorder p="sm">
            <Text fw={600} mb={6}>
              {name}
            </Text>
            <Group gap={4} wrap="nowrap">
              {Array.from({ length: 10 }, (_, shade) => (
                <div
                  key={shade}
                  title={`${name}.${shade}`}
                  style={{
                    flex: 1,
                    height: 28,
                    borderRadius: 4,
                    background: `var(--mantine-color-${name}-${shade})`,
                  }}
                />
              ))}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={3}>Nagłówek sekcji — Akcje</Title>
        <Text>Tekst podstawowy: zażółć gęślą jaźń. Łódź, Świętochłowice, Źródła.</Text>
        <Text c="dimmed" size="sm">
          Tekst pomocniczy (dimmed) — spełnia kontrast 4.5:1.
        </Text>
        <Text size="xs" c="dimmed">
          Czcionka: {theme.fontFamily?.split(',')[0]}; zaokrąglenie: {theme.defaultRadius}
        </Text>
      </Stack>
      <Group>
        <Button>Dodaj akcję +</Button>
        <Button variant="default">Filtruj</Button>
        <Button variant="light">Eksportuj</Button>
        <Button color="red.9">Anuluj akcję</Button>
        <Button disabled>Zapisz</Button>
        <Badge>Zaakceptowana</Badge>
        <Badge color="red.9">Anulowana</Badge>
      </Group>
      <Group align="flex-start">
        <TextInput label="Nazwa akcji" placeholder="Wpisz nazwę" />
        <TextInput label="E-mail" defaultValue="jan@" error="Wpisz adres email" />
      </Group>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeOverview,
} satisfies Meta<typeof ThemeOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
