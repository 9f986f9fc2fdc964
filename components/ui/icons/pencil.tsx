import { Svg, type IconProps } from './svg';

export function PencilIcon(props: IconProps) {
  return (
    <Svg width={20} height={20} {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />
    </Svg>
  );
}
