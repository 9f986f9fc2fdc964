import type { ReactNode, SVGProps } from 'react';

/**
 * Decorative icons: always aria-hidden, the control that holds one carries the accessible
 * name. Stroke icons inherit currentColor so they follow the text colour and focus state.
 * One module per icon, so a page's JavaScript carries only the icons its client components
 * draw (a module is bundled whole; decision 028).
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
