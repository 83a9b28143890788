import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { thumbnailUrl } from '@flipstack/contract';

const SIZE = 28;

/** A product's first image beside its name, else a faint placeholder so names stay aligned; decorative. */
export function ProductThumb({ fileId }: { fileId: number | null }) {
  if (fileId) return <Image src={thumbnailUrl(fileId)} alt="" w={SIZE} h={SIZE} fit="cover" radius="sm" />;
  return (
    <Center
      w={SIZE}
      h={SIZE}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}
    >
      <IconPhoto size={14} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
    </Center>
  );
}
