export {
  COMING_SOON_LABEL,
  ComingSoonBadge,
  ComingSoonBanner,
  ComingSoonOverlay,
  type ComingSoonBadgeProps,
  type ComingSoonBannerProps,
  type ComingSoonOverlayProps,
} from './ComingSoon.tsx';
