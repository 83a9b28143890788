// Loaded on its own by DeferredTooltip: Mantine's Tooltip brings the floating-ui library (about 17 KB gzip).
export { Tooltip } from '@mantine/core';
