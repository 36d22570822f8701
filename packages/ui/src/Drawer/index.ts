export {
  Drawer,
  DrawerTrigger,
  drawerPlacements,
  drawerSizes,
  type DrawerProps,
  type DrawerPlacement,
  type DrawerSize,
} from './Drawer.tsx';
