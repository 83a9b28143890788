import { Center } from '@mantine/core';

/** The "F" tile beside the brand name; decorative, the name itself is always written next to it. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <Center
      component="span"
      w={size}
      h={size}
      bg="var(--mantine-primary-color-filled)"
      c="white"
      fw={800}
      fz={Math.round(size * 0.55)}
      style={{ borderRadius: size / 4, flexShrink: 0 }}
      aria-hidden
    >
      F
    </Center>
  );
}
