import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import type { ProposalMetadata } from '@flipstack/contract';

type Props = {
  proposal: Pick<ProposalMetadata, 'title' | 'lines' | 'status'>;
  /** Absent while the answer is streaming or another question runs: the buttons wait. */
  onAnswer?: ((accept: boolean) => void) | undefined;
};

const ANSWERED = { accepted: { label: 'Accepted', color: 'teal' }, declined: { label: 'Declined', color: 'gray' } };

/** What a write will record, for the person to accept or decline; nothing is written before they accept. */
export function ConfirmationCard({ proposal, onAnswer }: Props) {
  const answered = proposal.status === 'pending' ? undefined : ANSWERED[proposal.status];
  return (
    <Paper withBorder radius="md" p="xs" my={4} aria-label={`Proposal: ${proposal.title}`}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {proposal.title}
        </Text>
        {answered && (
          <Badge variant="light" size="sm" color={answered.color}>
            {answered.label}
          </Badge>
        )}
      </Group>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} fz="xs">
        <Table.Tbody>
          {proposal.lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Th fw={500} c="dimmed" w="38%" style={{ verticalAlign: 'top' }}>
                {line.label}
              </Table.Th>
              <Table.Td>{line.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!answered && (
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button size="compact-sm" variant="default" disabled={!onAnswer} onClick={() => onAnswer?.(false)}>
            Decline
          </Button>
          <Button size="compact-sm" disabled={!onAnswer} onClick={() => onAnswer?.(true)}>
            Accept
          </Button>
        </Group>
      )}
    </Paper>
  );
}
