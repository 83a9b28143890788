import { createContext, type ReactNode } from 'react';

/**
 * What stands beside every screen's title. The app puts the user guide's help link here, so the title
 * component (used by features and by the resource kit alike) imports no feature.
 */
export const PageTitleHelp = createContext<ReactNode>(null);
