import type { Screen } from '../../lib/screen.ts';
import { FileCount } from './FileCount.tsx';

export const FILE_SCREENS: Screen[] = [
  {
    path: '/file-uploads',
    title: 'File uploads',
    page: async () => (await import('./FileUploadsPage.tsx')).FileUploadsPage,
    help: { screen: 'File uploads', page: 'files', section: "All of the team's files" },
    index: [
      {
        order: 14,
        group: 'Every day',
        title: 'File uploads',
        description: 'Photos, receipts and documents',
        linkLabel: 'Open file uploads',
        counter: FileCount,
      },
    ],
  },
];
