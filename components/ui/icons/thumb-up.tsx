import { Svg, type IconProps } from './svg';

export function ThumbUpIcon(props: IconProps) {
  return (
    <Svg width={16} height={16} {...props}>
      <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
    </Svg>
  );
}
