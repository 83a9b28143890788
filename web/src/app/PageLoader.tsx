import { Center, Loader } from '@mantine/core';

/** Shown while the first route's guard and screen load. */
export function PageLoader() {
  return (
    <Center component="main" mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
