import { Center, Image } from '@mantine/core';
import { IconFile, IconFileTypePdf } from '@tabler/icons-react';
import type { FileRow } from '@flipstack/contract';

/** The image's thumbnail, else an icon of its kind; decorative (the file's name is beside it). */
export function FileThumb({ file, size }: { file: FileRow; size: number | string }) {
  if (file.thumbnail_url) {
    return <Image src={file.thumbnail_url} alt="" w={size} h={size} fit="cover" radius="sm" loading="lazy" />;
  }
  const Icon = file.kind === 'pdf' ? IconFileTypePdf : IconFile;
  return (
    <Center
      w={size}
      h={size}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Icon size="40%" stroke={1.2} aria-hidden />
    </Center>
  );
}
