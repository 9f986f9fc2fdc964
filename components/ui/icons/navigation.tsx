import { Svg, type IconProps } from './svg';

export function NavigationIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m3 11 18-8-8 18-2-8-8-2z" />
    </Svg>
  );
}
