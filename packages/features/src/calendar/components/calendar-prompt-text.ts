/** The first-login calendar prompt's words (docs/product.md#screens-and-routes "First-login calendar prompt"). */
import { PRODUCT_NAME } from '@kindred/contracts/domain/product';

export const PROMPT_TITLE = `Welcome to ${PRODUCT_NAME}`;
export const PROMPT_WARNING = 'Without a connected calendar, no automated Quick Connect sessions can be scheduled for you.';
export const REMIND_LATER = 'Remind me in 7 days';
export const SKIP_FOR_NOW = 'Skip for now';
