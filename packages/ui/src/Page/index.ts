export { Page, pageFramePadding, pageWidths, type PageProps, type PageWidth } from './Page.tsx';
