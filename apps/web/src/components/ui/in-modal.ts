import { createContext, useContext } from 'react';

/** True inside a screen shown as a modal: the dialog carries the title and the close control. */
export const InModalContext = createContext(false);

export function useInModal(): boolean {
  return useContext(InModalContext);
}
