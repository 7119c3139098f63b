// The rows of a refused import file as the server listed them ('Wiersz N: …'), above the table,
// (at most the first 100), until closed or the next import.
import { Alert, List, Text } from '@mantine/core';
import { LOCATIONS } from '@tourplanner/i18n-pl/master-data';

const T = LOCATIONS.importErrors;

export function ImportErrors({ rows, onClose }: { rows: string[]; onClose: () => void }) {
  return (
    <Alert
      color="red"
      title={T.title}
      withCloseButton
      closeButtonLabel={T.close}
      onClose={onClose}
      mb="md"
      role="alert"
    >
      <Text size="sm" mb="xs">
        {T.intro}
      </Text>
      <List size="sm" data-testid="import-errors">
        {rows.map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
