export { Card, cardElevations, cardPaddings, cardElements, type CardProps, type CardElevation, type CardPadding, type CardElement } from './Card.tsx';
