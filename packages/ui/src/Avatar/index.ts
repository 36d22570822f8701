export { Avatar, avatarSizes, avatarPalette, avatarColorFor, initialsOf, type AvatarProps, type AvatarSize, type AvatarColor } from './Avatar.tsx';
