import type { ReactNode } from 'react';
import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from './BrandMark.tsx';

type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card of the screens without a header (sign in, register, password reset). */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Group gap={8} justify="center">
          <BrandMark size={32} />
          <Text fw={800} size="xl">
            Flipstack
          </Text>
        </Group>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {title}
              </Title>
              {description && (
                <Text c="dimmed" size="sm" mt={4}>
                  {description}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
