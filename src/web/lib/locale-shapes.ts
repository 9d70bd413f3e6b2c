// The shapes live in the domain: the server writes the same dates into the loan agreement.
export * from '../../domain/markets/locale-shapes';
