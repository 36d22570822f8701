export { Badge, badgeTones, badgeSizes, badgeEmphases, type BadgeProps, type BadgeTone, type BadgeSize, type BadgeEmphasis } from './Badge.tsx';
