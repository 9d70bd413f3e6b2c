import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useDebounced } from '../../../lib/use-debounced';

/** Enough digits to be a national number in either market (10 in Mexico, 10–11 in Nigeria). */
const MIN_DIGITS = 10;

/**
 * `/security/isRequiredVerificationCode` for the number being typed (decision 0056): whether login
 * asks for an SMS code. Undefined until the server has answered for a plausible number; a
 * failed check counts as "required", the safe side (the server demands it anyway).
 */
export function useLoginCodeRequired(mobile: string, enabled: boolean): boolean | undefined {
  const digits = useDebounced(mobile.replace(/\D/g, ''), 400);
  const query = useQuery({
    queryKey: ['isRequiredVerificationCode', digits],
    queryFn: async () => {
      const res = await call('/security/isRequiredVerificationCode', { mobile: digits });
      return res.code === 0 ? res.data.required : true;
    },
    enabled: enabled && digits.length >= MIN_DIGITS,
    staleTime: 60_000,
  });
  if (query.isError) return true;
  return query.data;
}
