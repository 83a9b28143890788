import { useEffect, useState } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { CLIENT_HEADER, type FileRow } from '@flipstack/contract';

/**
 * The PDF in the browser's own viewer. Served files carry `Content-Security-Policy: sandbox`, under which
 * Chrome refuses to start its viewer, so the bytes are fetched and shown from a blob URL, its type pinned to
 * PDF (a blob shares our origin: it must never render as HTML).
 */
export function PdfPreview({ file }: { file: FileRow }) {
  const [source, setSource] = useState<{ url: string } | { error: true } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    fetch(file.url, {
      credentials: 'include',
      headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${file.url}: ${response.status}`);
        url = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }));
        setSource({ url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSource({ error: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.url]);

  if (source === null) {
    return (
      <Center h="70vh">
        <Loader aria-label="Loading the PDF" />
      </Center>
    );
  }
  if ('error' in source) {
    return (
      <Center h={160}>
        <Text c="dimmed">This PDF could not be shown here: download it instead.</Text>
      </Center>
    );
  }
  return <iframe src={source.url} title={file.name} style={{ width: '100%', height: '70vh', border: 0 }} />;
}
