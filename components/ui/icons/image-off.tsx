import { Svg, type IconProps } from './svg';

export function ImageOffIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="m3 16 5-5 4 4M14 13l2-2 5 5M3 3l18 18" />
    </Svg>
  );
}
