import type { ReactNode, SVGProps } from 'react';

/** Icons of the restaurant's request types (settings.requestTypes[].icon); unknown names get a bell. */
export function RequestIcon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {PATHS[name] ?? PATHS.bell}
    </svg>
  );
}

const PATHS: Record<string, ReactNode> = {
  water: (
    <>
      <path d="M6 3h12l-1.6 16.2a2 2 0 0 1-2 1.8H9.6a2 2 0 0 1-2-1.8Z" />
      <path d="M6.6 9c2.2-1 3.6 1 5.4 0s3.2-1 5.4 0" />
    </>
  ),
  spoon: (
    <>
      <ellipse cx="12" cy="6.5" rx="3.5" ry="4.5" />
      <path d="M12 11v10" />
    </>
  ),
  napkins: (
    <>
      <path d="M4 5h16v14H4z" />
      <path d="M4 5l8 7 8-7" />
    </>
  ),
  bill: (
    <>
      <path d="M6 2h12v20l-3-2-3 2-3-2-3 2Z" />
      <path d="M9 7h6M9 11h6M9 15h4" />
    </>
  ),
  waiter: (
    <>
      <circle cx="12" cy="6" r="3" />
      <path d="M5 21v-2a7 7 0 0 1 14 0v2" />
      <path d="m10 13 2 2 2-2" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4Z" />
      <path d="M10 21h4" />
    </>
  ),
};
