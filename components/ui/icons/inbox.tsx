import { Svg, type IconProps } from './svg';

/** An empty tray: nothing here yet. */
export function InboxIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 13h5l1.5 2.5h5L16 13h5" />
      <path d="M5.5 5h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5z" />
    </Svg>
  );
}
