import type { SVGProps } from 'react';
import type { IconName } from './icon-sprite';

/**
 * The sprite's address (src/app/icons.svg/route.ts). The version is the first 8 hex digits of the
 * SHA-256 of the sprite, so a changed icon gets a new address while browsers keep the old one for a
 * year; icon-sprite.test.ts fails with the new value when the sprite changes and this does not.
 */
export const spriteHref = '/icons.svg?v=fd062060';

/** Icons from the sprite (no icon font, nothing from the internet). Decorative by default: the control carries the label. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ glyph, size = 24, className, ...rest }: IconProps & { glyph: IconName }) {
  // Stroke and fill come from the .icon rule in globals.css and reach the symbol by inheritance;
  // the paths are in the sprite, not on every icon of the page and again in its payload (issue 17).
  return (
    <svg width={size} height={size} className={className ? `icon ${className}` : 'icon'} aria-hidden="true" {...rest}>
      <use href={`${spriteHref}#${glyph}`} />
    </svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return <Svg glyph="phone" {...props} />;
}

export function MenuIcon(props: IconProps) {
  return <Svg glyph="menu" {...props} />;
}

export function CloseIcon(props: IconProps) {
  return <Svg glyph="close" {...props} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <Svg glyph="chevron-down" {...props} />;
}

export function ArrowRightIcon(props: IconProps) {
  return <Svg glyph="arrow-right" {...props} />;
}

export function ChatIcon(props: IconProps) {
  return <Svg glyph="chat" {...props} />;
}

export function ClockIcon(props: IconProps) {
  return <Svg glyph="clock" {...props} />;
}

export function FolderIcon(props: IconProps) {
  return <Svg glyph="folder" {...props} />;
}

export function CalculatorIcon(props: IconProps) {
  return <Svg glyph="calculator" {...props} />;
}

export function ScaleIcon(props: IconProps) {
  return <Svg glyph="scale" {...props} />;
}

export function UsersIcon(props: IconProps) {
  return <Svg glyph="users" {...props} />;
}

export function MapPinIcon(props: IconProps) {
  return <Svg glyph="map-pin" {...props} />;
}

export function TrainIcon(props: IconProps) {
  return <Svg glyph="train" {...props} />;
}

export function ShieldIcon(props: IconProps) {
  return <Svg glyph="shield" {...props} />;
}

export function UserIcon(props: IconProps) {
  return <Svg glyph="user" {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <Svg glyph="chevron-right" {...props} />;
}

export function CheckCircleIcon(props: IconProps) {
  return <Svg glyph="check-circle" {...props} />;
}
