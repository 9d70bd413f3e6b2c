/**
 * How a Mexican borrower receives money. The contract calls the card option 'creditCard'
 * although SPEC and the screen ask for a *debit* card (16 digits); the value stays verbatim and
 * the label says "Debit card".
 */
export const CARD_TYPES = ['CLABE', 'creditCard'] as const;
export type CardType = (typeof CARD_TYPES)[number];
